/**
 * The domain events partners see (issue 40 item 3; ADR 365), recorded by the real paths: an
 * organisation's booking made on account (created, confirmed, once however often the request is
 * sent), its flight running late (retimed) and the officer's check-in (checked_in); another on a
 * flight that is cancelled (disrupted, once however often the answer comes), then cancelled by the
 * arranger and refunded on account (cancelled, refunded, once however often the refund job runs).
 * Each carries the organisation's id and has a job for the webhooks subscriber; a traveller's own
 * booking records `booking.created` and, paid on the Paystack stand-in and verified twice, one
 * `booking.confirmed`, with no organisation and no webhooks job.
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_TYPES } from '@fasttrack/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, domainEvents } from '../db/schema/index';
import { applyFlightStatus } from '../features/bookings/flight-following.service';
import { flightFollowingDeps } from '../features/bookings/flight-polling.job';
import { runFlightStatusRound } from '../features/bookings/index';
import { recordMilestone } from '../features/live/progress.service';
import { createPaymentDeps } from '../features/payments/payments.deps';
import { refundBooking } from '../features/payments/refund-worker';
import { createFlight, type FlightRow } from '../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../test/payments-app';
import { assignedOfficers } from '../test/peeks/rows';
import { createOrganisation, memberOf } from '../test/scenarios/invoicing';
import { payBooking, verifyPaystack } from '../test/scenarios/paid-booking';
import { signIn } from '../test/scenarios/signed-in';
import { setFlightStatus } from '../test/stand-ins/switches';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** §9 defaults: $45 a passenger at 1500 NGN/USD, in kobo. */
const ONE_PASSENGER_KOBO = 4500 * 1500;

describe('partner-visible domain events', () => {
  let t: PaymentsTestApp;
  // Whole minutes, so the flight stand-in's times compare exactly.
  const now = new Date(Math.floor(Date.now() / MIN) * MIN);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(() => t.close());

  /** The partner-visible events of one aggregate, oldest first (officer changes are not theirs). */
  const eventsOf = (aggregateId: string) =>
    t.app.db
      .select({ id: domainEvents.id, type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, aggregateId), inArray(domainEvents.type, [...WEBHOOK_EVENT_TYPES])))
      .orderBy(asc(domainEvents.id));
  const typesOf = async (aggregateId: string) => (await eventsOf(aggregateId)).map((e) => e.type);
  /** The event ids that have a job for the webhooks subscriber. */
  const webhookJobs = async () => {
    const { rows } = await t.app.database.executeSql(
      "select data->>'eventId' as id from pgboss.job where name = 'domain-event.webhooks'",
      [],
    );
    return (rows as { id: string }[]).map((r) => Number(r.id));
  };

  /** An arranger of a new organisation on invoice terms, who books a guest on `flight`. */
  async function bookOnAccount(flight: FlightRow, key: string) {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/organisations/${org.id}/bookings`,
        headers: { ...arranger.headers, 'idempotency-key': key },
        payload: {
          flightBookingReference: flight.reference,
          serviceType: 'arrival',
          passengerCount: 1,
          passenger: { fullName: 'Ngozi Adewale', phone: '+2348031234567', email: 'ngozi@example.com' },
        },
      });
    const res = await send();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment.outcome).toBe('on_account');
    // The same request again answers the same booking: nothing is created or confirmed twice.
    expect((await send()).json().data.booking.id).toBe(res.json().data.booking.id);
    const booking = res.json().data.booking as { id: string; bookingReference: string };
    return { org, arranger, id: booking.id, reference: booking.bookingReference };
  }

  it('records created, confirmed, retimed and checked_in once each, with the organisation', async () => {
    const flight = await createFlight(t.app.db, { departureTime: at(3.5), arrivalTime: at(10) });
    const b = await bookOnAccount(flight, 'partner-events-a');
    const expected = { organisationId: b.org.id, reference: b.reference };
    expect(await eventsOf(b.id)).toMatchObject([
      { type: 'booking.created', payload: { ...expected, status: 'pending' } },
      { type: 'booking.confirmed', payload: { ...expected, paymentMethod: 'account' } },
    ]);

    // The flight lands 2 h late: the flight-following round moves the meeting time.
    const late = at(12);
    const switched = await setFlightStatus(t, {
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: late.toISOString(),
    });
    expect(switched.statusCode).toBe(200);
    await runFlightStatusRound(flightFollowingDeps(t.app), now);
    const retimed = (await eventsOf(b.id)).filter((e) => e.type === 'booking.retimed');
    expect(retimed.map((e) => e.payload)).toEqual([
      { ...expected, from: at(10).toISOString(), to: late.toISOString() },
    ]);

    // The officer checks in half an hour before the new meeting time; a second tap changes nothing.
    const [officerId] = await assignedOfficers(t.app.db, b.id);
    const caller = { userId: officerId ?? '', role: 'officer' as const };
    const tap = { caller, bookingId: b.id, milestone: 'checked_in' as const, now: new Date(late.getTime() - 30 * MIN) };
    const clientId = randomUUID();
    await recordMilestone(t.app, { ...tap, clientId });
    await recordMilestone(t.app, { ...tap, clientId });
    const checkedIn = (await eventsOf(b.id)).filter((e) => e.type === 'service.checked_in');
    expect(checkedIn.map((e) => e.payload)).toEqual([{ organisationId: b.org.id }]);

    expect(await typesOf(b.id)).toEqual([
      'booking.created',
      'booking.confirmed',
      'booking.retimed',
      'service.checked_in',
    ]);
    // Each reaches the webhooks subscriber's queue once.
    const jobs = await webhookJobs();
    for (const e of await eventsOf(b.id)) expect(jobs.filter((id) => id === e.id)).toHaveLength(1);
  });

  it('records flight.disrupted once, then cancelled and refunded on account once, with the organisation', async () => {
    const flight = await createFlight(t.app.db, { departureTime: at(5.5), arrivalTime: at(12) });
    const b = await bookOnAccount(flight, 'partner-events-b');
    const expected = { organisationId: b.org.id, reference: b.reference };

    await setFlightStatus(t, { flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await runFlightStatusRound(flightFollowingDeps(t.app), now);
    // The same answer again (the next round, or another process) flags nothing new.
    const report = { status: 'cancelled', estimatedDeparture: null, estimatedArrival: null };
    await applyFlightStatus(t.app, flight, { report, now: new Date(now.getTime() + 5 * MIN) });
    const disrupted = (await eventsOf(b.id)).filter((e) => e.type === 'flight.disrupted');
    expect(disrupted.map((e) => e.payload)).toEqual([{ ...expected, disruption: 'cancelled' }]);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${b.id}`,
      headers: b.arranger.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.rule).toBe('flight_disrupted_refund');
    const [cancel] = (await eventsOf(b.id)).filter((e) => e.type === 'booking.cancelled');
    expect(cancel?.payload).toMatchObject({ organisationId: b.org.id, rule: 'flight_disrupted_refund' });

    // The refund job credits the organisation's account; run again, it finds nothing to do.
    const deps = createPaymentDeps(t.app);
    expect(await refundBooking(deps, b.id, { lastAttempt: false })).toBe('completed');
    expect(await refundBooking(deps, b.id, { lastAttempt: false })).toBe('nothing-to-do');
    const refunded = (await eventsOf(b.id)).filter((e) => e.type === 'booking.refunded');
    expect(refunded.map((e) => e.payload)).toEqual([
      { ...expected, amountKobo: ONE_PASSENGER_KOBO, refundStatus: 'processed' },
    ]);

    expect(await typesOf(b.id)).toEqual([
      'booking.created',
      'booking.confirmed',
      'flight.disrupted',
      'booking.cancelled',
      'booking.refunded',
    ]);
    const jobs = await webhookJobs();
    for (const e of await eventsOf(b.id)) expect(jobs.filter((id) => id === e.id)).toHaveLength(1);
  });

  it("records a traveller's own booking with no organisation, confirmed once however often it is verified, and gives the webhooks subscriber no job", async () => {
    const traveller = await signIn(t.app);
    const flight = await createFlight(t.app.db, { departureTime: at(20), arrivalTime: at(26.5) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/create',
      headers: traveller.headers,
      payload: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1 },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data.booking as { id: string; bookingReference: string };
    const expected = { organisationId: null, reference: booking.bookingReference };

    // Paid by card on the Paystack stand-in and verified (its webhook settles it too), then verified again.
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (!row) throw new Error('the booking was not stored');
    const who = { ...traveller, booking: row };
    const { reference } = await payBooking(t, who);
    expect((await verifyPaystack(t, who, reference)).statusCode).toBe(200);

    const events = await eventsOf(booking.id);
    expect(events).toMatchObject([
      { type: 'booking.created', payload: { ...expected, status: 'pending' } },
      { type: 'booking.confirmed', payload: { ...expected, paymentMethod: 'card' } },
    ]);
    expect(events).toHaveLength(2);
    const jobs = await webhookJobs();
    for (const e of events) expect(jobs).not.toContain(e.id);
  });
});
