/**
 * Booking on behalf of an organisation (issue 39 items 2, 3, 5): an arranger books for a guest,
 * who gets the day's texts and e-mail with their pass and code, while none of the arranger's
 * answers (create, get, lists, CSV) nor their copy of the confirmation holds the code; invoice
 * terms confirm at once within the credit limit, also under 20 parallel requests; card terms
 * leave the booking to pay; a cancellation on account is one ledger credit however often the
 * refund job runs; another organisation's bookings are 404 as unknown ids.
 */
import { addDaysIso, dayInZone, MEETING_CODE_LABEL } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, invoices, organisationLedger, payments } from '../../db/schema/index';
import { createFlight, type FlightRow } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { mailbox, waitForMail } from '../../test/peeks/mail';
import { waitForText } from '../../test/peeks/texts';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { savePassenger } from '../organisations/index';
import { refundBooking } from '../payments/refund-worker';

const DAY = 86_400_000;
/** §9 defaults: $45 a passenger at 1500 NGN/USD, in kobo. */
const ONE_PASSENGER_KOBO = 4500 * 1500;

let counter = 0;
const newPhone = () => `+23490${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

type Headers = { authorization: string };

describe('an organisation books for its passengers', () => {
  let t: PaymentsTestApp;
  let flight: FlightRow;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    flight = await createFlight(t.app.db);
  });
  afterAll(() => t.close());

  const book = (organisationId: string, headers: Headers, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/organisations/${organisationId}/bookings`,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1, ...body },
    });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  async function codeOf(bookingId: string) {
    const [row] = await t.app.db
      .select({ code: bookings.meetingCode })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.code ?? '';
  }

  async function ledgerOf(bookingId: string) {
    return t.app.db
      .select({ kind: organisationLedger.kind, amount: organisationLedger.amountNgnKobo })
      .from(organisationLedger)
      .where(eq(organisationLedger.bookingId, bookingId));
  }

  it("confirms a guest's booking on account; the guest gets the code, the arranger never does", async () => {
    const org = await createOrganisation(t.app, { requiresCostCentre: true });
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const guestPhone = newPhone();
    const guest = { fullName: 'Ngozi  Adewale-Smith', phone: guestPhone, email: 'Ngozi.Adewale@Example.com' };

    // The organisation requires a cost centre: refused, nothing written.
    const refused = await book(org.id, arranger.headers, { passenger: guest });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: { costCentre: expect.any(String) } });
    expect(await t.app.db.select().from(bookings).where(eq(bookings.organisationId, org.id))).toEqual([]);

    const res = await book(org.id, arranger.headers, {
      passenger: guest,
      costCentre: 'Sales West',
      poReference: 'PO-77',
    });
    expect(res.statusCode).toBe(201);
    const { booking, payment } = res.json().data;
    expect(payment).toEqual({ outcome: 'on_account', reason: null, message: expect.any(String) });
    expect(booking).toMatchObject({
      organisationId: org.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      leadPassengerName: 'Ngozi Adewale-Smith',
      contactPhone: guestPhone,
      leadPassengerEmail: 'ngozi.adewale@example.com',
      costCentre: 'Sales West',
      poReference: 'PO-77',
      passengerIsMember: false,
      bookedBy: `${arranger.user.firstName} ${arranger.user.lastName}`,
    });
    expect(booking).not.toHaveProperty('meetingCode');
    const code = await codeOf(booking.id);
    expect(code).toMatch(/^\d{4}$/);

    // The row: the arranger books, the passenger is the list's guest; one payment on account.
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ userId: arranger.user.id, organisationId: org.id, passengerUserId: null });
    expect(row?.organisationPassengerId).toEqual(booking.passengerId);
    const paid = await t.app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(paid).toMatchObject([
      { provider: 'account', status: 'paid', amountMinor: ONE_PASSENGER_KOBO, currency: 'NGN' },
    ]);
    expect(await ledgerOf(booking.id)).toEqual([{ kind: 'service', amount: ONE_PASSENGER_KOBO }]);

    // The guest's phone gets their text, with the pass that shows the code.
    const text = await waitForText(t, guestPhone, 'booked for you');
    const token = /\/pass\/(\S+)$/.exec(text.body)?.[1] ?? '';
    const pass = await get(`/api/pass/${token}`, { authorization: '' });
    expect(pass.statusCode).toBe(200);
    expect(pass.json().data).toMatchObject({ bookingReference: booking.bookingReference, meetingCode: code });
    await waitForMail(t, 'ngozi.adewale@example.com', 'Airport assistance booked for you');

    // The arranger's copy of the confirmation: no code.
    const copy = await waitForMail(t, arranger.user.email, 'Booking confirmed');
    expect(copy.text).not.toContain(MEETING_CODE_LABEL);
    expect(copy.html).not.toContain(MEETING_CODE_LABEL);
    expect(copy.text).toContain('received the meeting code');
    expect(copy.text).toContain('On account (monthly invoice)');

    // None of the arranger's answers holds it.
    const answers = [
      await get(`/api/bookings/${booking.id}`, arranger.headers),
      await get('/api/bookings/user', arranger.headers),
      await get(`/api/organisations/${org.id}/bookings`, arranger.headers),
      await get(`/api/organisations/${org.id}/bookings/${booking.id}`, arranger.headers),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('meetingCode');
    }
    expect(answers[2]?.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(answers[3]?.json().data.booking).toMatchObject({ id: booking.id, meetingPoint: expect.any(String) });
    const csv = await get(`/api/organisations/${org.id}/bookings.csv`, arranger.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(booking.bookingReference);
    expect(lines[1]).toContain('Sales West');
    expect(lines[1]).toContain('67500.00');
    expect(lines[1]?.split(',')).not.toContain(code);
  });

  it('shows a member passenger their booking and its code, and a traveller member only theirs', async () => {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const traveller = await memberOf(t.app, org.id, 'traveller');
    const listed = await savePassenger(t.app.db, {
      organisationId: org.id,
      fullName: 'Bola Member',
      phone: newPhone(),
      email: traveller.user.email,
      userId: traveller.user.id,
    });
    const mine = (await book(org.id, arranger.headers, { passenger: { passengerId: listed.id } })).json().data.booking;
    const other = await book(org.id, arranger.headers, { passenger: { fullName: 'Kemi Guest', phone: newPhone() } });
    expect(other.statusCode).toBe(201);
    expect(mine.passengerIsMember).toBe(true);

    const detail = await get(`/api/bookings/${mine.id}`, traveller.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.booking.meetingCode).toBe(await codeOf(mine.id));
    const own = await get('/api/bookings/user', traveller.headers);
    expect(own.json().data.map((b: { id: string }) => b.id)).toEqual([mine.id]);
    const theirs = await get(`/api/organisations/${org.id}/bookings`, traveller.headers);
    expect(theirs.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([mine.id]);
    // The passenger sees it but the organisation decides: they cannot cancel it.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/bookings/${mine.id}`, headers: traveller.headers }))
        .statusCode,
    ).toBe(404);
    // The arranger still reads no code.
    expect((await get(`/api/bookings/${mine.id}`, arranger.headers)).body).not.toContain('meetingCode');
    // Filters and pages.
    const byName = await get(`/api/organisations/${org.id}/bookings?passenger=kemi`, arranger.headers);
    expect(byName.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([other.json().data.booking.id]);
    const page1 = (await get(`/api/organisations/${org.id}/bookings?limit=1`, arranger.headers)).json().data;
    expect(page1.bookings).toHaveLength(1);
    const page2 = (
      await get(`/api/organisations/${org.id}/bookings?limit=1&cursor=${page1.nextCursor}`, arranger.headers)
    ).json().data;
    expect(page2).toMatchObject({ nextCursor: null });
    expect([...page1.bookings, ...page2.bookings].map((b: { id: string }) => b.id).sort()).toEqual(
      [mine.id, other.json().data.booking.id].sort(),
    );
    // Dates are the airport's (issue 41 item 2): both meet on the flight's Lagos date, none the day after.
    const meetingDate = dayInZone(mine.meetingTime, 'Africa/Lagos');
    const onDate = await get(
      `/api/organisations/${org.id}/bookings?from=${meetingDate}&to=${meetingDate}`,
      arranger.headers,
    );
    expect(onDate.json().data.bookings).toHaveLength(2);
    const after = await get(
      `/api/organisations/${org.id}/bookings?from=${addDaysIso(meetingDate, 1)}`,
      arranger.headers,
    );
    expect(after.json().data.bookings).toEqual([]);
    const bad = await get(`/api/organisations/${org.id}/bookings?cursor=nonsense`, arranger.headers);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: { cursor: expect.any(String) } });
  });

  it("answers 404 to a member of organisation A for every one of organisation B's bookings", async () => {
    const orgA = await createOrganisation(t.app);
    const orgB = await createOrganisation(t.app);
    const arrangerA = await memberOf(t.app, orgA.id, 'arranger');
    const arrangerB = await memberOf(t.app, orgB.id, 'arranger');
    const res = await book(orgB.id, arrangerB.headers, { passenger: { fullName: 'Tolu Bee', phone: newPhone() } });
    const bookingB = res.json().data.booking;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/organisations/${orgB.id}/bookings/${bookingB.id}`,
      `/api/organisations/${orgA.id}/bookings/${bookingB.id}`,
      `/api/organisations/${orgA.id}/bookings/${unknown}`,
      `/api/organisations/${orgB.id}/bookings`,
      `/api/organisations/${orgB.id}/bookings.csv`,
      `/api/bookings/${bookingB.id}`,
    ]) {
      const answer = await get(url, arrangerA.headers);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    const listA = await get(`/api/organisations/${orgA.id}/bookings`, arrangerA.headers);
    expect(listA.json().data.bookings).toEqual([]);
    // Booking into B, or for B's passenger from A, is refused as unknown too.
    expect(
      (await book(orgB.id, arrangerA.headers, { passenger: { fullName: 'Tolu Bee', phone: newPhone() } })).statusCode,
    ).toBe(404);
    const passengerB = bookingB.passengerId as string;
    expect((await book(orgA.id, arrangerA.headers, { passenger: { passengerId: passengerB } })).statusCode).toBe(404);
    // A finance member reads; a traveller cannot book; a suspended organisation books nothing.
    const finance = await memberOf(t.app, orgB.id, 'finance');
    expect((await get(`/api/organisations/${orgB.id}/bookings/${bookingB.id}`, finance.headers)).statusCode).toBe(200);
    expect(
      (await book(orgB.id, finance.headers, { passenger: { fullName: 'X Y', phone: newPhone() } })).statusCode,
    ).toBe(403);
    const suspended = await createOrganisation(t.app, { status: 'suspended' });
    const owner = await memberOf(t.app, suspended.id, 'owner');
    expect(
      (await book(suspended.id, owner.headers, { passenger: { fullName: 'X Y', phone: newPhone() } })).statusCode,
    ).toBe(403);
  });

  it('leaves a booking of an organisation on card terms pending, to pay by card', async () => {
    const org = await createOrganisation(t.app, { paymentTerms: 'card' });
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const res = await book(org.id, arranger.headers, { passenger: { fullName: 'Card Payer', phone: newPhone() } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment).toMatchObject({ outcome: 'card_required', reason: 'card_terms' });
    const { booking } = res.json().data;
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'pending', holdExpiresAt: expect.any(String) });
    expect(await ledgerOf(booking.id)).toEqual([]);
    // The arranger opens the usual checkout for it.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/create',
      headers: arranger.headers,
      payload: { bookingId: booking.id, paymentMethod: 'card' },
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().data.authorizationUrl).toEqual(expect.any(String));
  });

  it('asks for a card while an invoice is more than 7 days overdue, and not at 7 days', async () => {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const invoice = (dueAt: Date, sequence: number) => ({
      organisationId: org.id,
      number: `FTL-2099-${org.id.slice(0, 6)}${sequence}`,
      year: 2099,
      sequence: Number.parseInt(org.id.slice(0, 6), 16) * 10 + sequence,
      periodStart: `2026-0${sequence}-01`,
      periodEnd: `2026-0${sequence}-28`,
      subtotalNgnKobo: 100,
      vatNgnKobo: 8,
      totalNgnKobo: 108,
      vatRateBps: 750,
      issuedAt: new Date(dueAt.getTime() - 30 * DAY),
      dueAt,
    });
    // Due exactly 7 days ago (a minute's margin for the request): still on account.
    await t.app.db.insert(invoices).values(invoice(new Date(Date.now() - 7 * DAY + 60_000), 1));
    const within = await book(org.id, arranger.headers, { passenger: { fullName: 'Still Fine', phone: newPhone() } });
    expect(within.json().data.payment).toMatchObject({ outcome: 'on_account' });
    await t.app.db.insert(invoices).values(invoice(new Date(Date.now() - 8 * DAY), 2));
    const overdue = await book(org.id, arranger.headers, { passenger: { fullName: 'Pay By Card', phone: newPhone() } });
    expect(overdue.json().data.payment).toMatchObject({ outcome: 'card_required', reason: 'overdue' });
    expect(overdue.json().data.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('lets a colleague cancel an on-account booking, and writes one credit however often the refund job runs', async () => {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const res = await book(org.id, arranger.headers, { passenger: { fullName: 'Cancel Me', phone: newPhone() } });
    const { booking } = res.json().data;
    const cancel = (headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers });
    // Nobody outside the organisation, nor its traveller members, may cancel it (as unknown).
    const outsider = await memberOf(t.app, (await createOrganisation(t.app)).id, 'arranger');
    expect((await cancel(outsider.headers)).statusCode).toBe(404);
    expect((await cancel((await memberOf(t.app, org.id, 'traveller')).headers)).statusCode).toBe(404);
    // A colleague of the arranger who booked may, as the booker would.
    const colleague = await memberOf(t.app, org.id, 'arranger');
    const cancelled = await cancel(colleague.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ refund: 'full' });
    await vi.waitFor(
      async () => {
        const [state] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
        expect(state).toMatchObject({ refundStatus: 'processed', paymentStatus: 'refunded' });
      },
      { timeout: 15_000, interval: 100 },
    );
    for (let i = 0; i < 3; i++) await refundBooking(t.deps, booking.id, { lastAttempt: false });
    expect(await ledgerOf(booking.id)).toEqual(
      expect.arrayContaining([
        { kind: 'service', amount: ONE_PASSENGER_KOBO },
        { kind: 'cancellation', amount: -ONE_PASSENGER_KOBO },
      ]),
    );
    expect(await ledgerOf(booking.id)).toHaveLength(2);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ provider: 'account', status: 'refunded' });
    // The arranger hears that nothing goes back to a card: the account is credited.
    const refunded = await waitForMail(t, arranger.user.email, 'Refund completed');
    expect(refunded.text).toContain("credited to your organisation's account");
  });

  it('confirms exactly as many of 20 parallel invoice-terms bookings as the credit limit holds', async () => {
    const fits = 7;
    const org = await createOrganisation(t.app, {
      creditLimitNgnKobo: fits * ONE_PASSENGER_KOBO + ONE_PASSENGER_KOBO - 1,
    });
    const arranger = await memberOf(t.app, org.id, 'arranger');
    // A flight of its own, ten days on: the roster's officers are free for all twenty.
    const later = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 10 * DAY) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/organisations/${org.id}/bookings`,
          headers: arranger.headers,
          payload: {
            flightBookingReference: later.reference,
            serviceType: 'arrival',
            passengerCount: 1,
            passenger: { fullName: `Delegate Number${i}`, phone: newPhone() },
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const outcomes = answers.map((a) => a.json().data.payment);
    expect(outcomes.filter((p) => p.outcome === 'on_account')).toHaveLength(fits);
    expect(outcomes.filter((p) => p.outcome === 'card_required').every((p) => p.reason === 'over_limit')).toBe(true);
    const ledger = await t.app.db
      .select({ amount: organisationLedger.amountNgnKobo })
      .from(organisationLedger)
      .where(and(eq(organisationLedger.organisationId, org.id), eq(organisationLedger.kind, 'service')));
    const unpaid = ledger.reduce((sum, e) => sum + e.amount, 0);
    expect(unpaid).toBe(fits * ONE_PASSENGER_KOBO);
    expect(unpaid).toBeLessThanOrEqual(org.creditLimitNgnKobo);
    const confirmed = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.organisationId, org.id), eq(bookings.status, 'confirmed')));
    expect(confirmed).toHaveLength(fits);
    // Not one confirmation e-mail more than the bookings confirmed.
    await vi.waitFor(async () => expect(await mailbox(t, arranger.user.email)).toHaveLength(fits), {
      timeout: 20_000,
      interval: 200,
    });
  });

  it('answers the same booking for the same Idempotency-Key', async () => {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const body = { passenger: { fullName: 'Once Only', phone: newPhone() } };
    const first = await book(org.id, arranger.headers, body, 'org-key-1');
    const again = await book(org.id, arranger.headers, body, 'org-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.booking.id).toBe(first.json().data.booking.id);
    expect(again.json().data.payment.outcome).toBe('on_account');
    expect(again.body).not.toContain('meetingCode');
    expect(await ledgerOf(first.json().data.booking.id)).toHaveLength(1);
  });
});
