/**
 * An add-on booked on account (issue 41 item 4 with issue 39 item 3): an arranger books a guest's
 * Lagos arrival with lounge access through the organisation's API; the dispatcher declines the
 * lounge, and the organisation is credited its amount on the ledger at once, once, as the
 * arranger's e-mail says; the month's
 * invoice shows that credit line by name; a later cancellation credits only the rest. The
 * catalogue is the demo one (seed/extras.ts), written into the test's database.
 */
import { lagosToday } from '@fasttrack/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, invoiceLines, organisationLedger } from '../../db/schema/index';
import { seedAirportExtras } from '../../db/seed/extras';
import { createFlight } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { waitForMail } from '../../test/peeks/mail';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { closeMonth } from '../invoicing/index';

/** One passenger at §3's $45 and lounge access at $35, at 1500 NGN/USD, in kobo. */
const SERVICE_KOBO = 4500 * 1500;
const LOUNGE_KOBO = 3500 * 1500;
const LOUNGE = 1;

describe('an add-on declined on a booking on account', () => {
  let t: PaymentsTestApp;
  let dispatcher: SignedIn;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    expect(await seedAirportExtras(t.app.db, 'LOS')).toBe(true);
    dispatcher = await createStaff(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  /** A new organisation's guest booking with lounge access, confirmed on account. */
  async function bookedOnAccount() {
    const org = await createOrganisation(t.app);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 3 * 86_400_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/bookings`,
      headers: arranger.headers,
      payload: {
        flightBookingReference: flight.reference,
        serviceType: 'arrival',
        passengerCount: 1,
        passenger: { fullName: 'Ngozi Adewale', phone: '+2348031110000' },
        addOns: [{ code: 'lounge', quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json().data;
    expect(booking.status).toBe('confirmed');
    return { org, arranger, bookingId: booking.id as string };
  }

  const decline = (bookingId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${bookingId}/extras/${LOUNGE}/decline`,
      headers: dispatcher.headers,
      payload: {},
    });
  const ledgerOf = (bookingId: string) =>
    t.app.db
      .select({
        kind: organisationLedger.kind,
        amount: organisationLedger.amountNgnKobo,
        lineIndex: organisationLedger.lineIndex,
      })
      .from(organisationLedger)
      .where(eq(organisationLedger.bookingId, bookingId))
      .orderBy(asc(organisationLedger.createdAt));

  it('credits the organisation the lounge at once, once, and its invoice names the credit', async () => {
    const { org, arranger, bookingId } = await bookedOnAccount();
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'service', amount: SERVICE_KOBO + LOUNGE_KOBO, lineIndex: null },
    ]);

    const declined = await decline(bookingId);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.line).toMatchObject({
      confirmation: 'declined',
      refund: { status: 'processed', amountNgnKobo: LOUNGE_KOBO },
    });
    expect((await decline(bookingId)).statusCode).toBe(409);
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'service', amount: SERVICE_KOBO + LOUNGE_KOBO, lineIndex: null },
      { kind: 'refund', amount: -LOUNGE_KOBO, lineIndex: LOUNGE },
    ]);
    // The arranger hears that nothing goes back to a card: the account is credited.
    const mail = await waitForMail(t, arranger.user.email, 'Lounge access is not available');
    expect(mail.text).toContain("₦52,500.00 for it is credited to your organisation's account");

    const closed = await closeMonth(
      { db: t.app.db, jobs: t.app.jobs },
      { month: lagosToday().slice(0, 7), now: new Date(), openMonth: true },
    );
    const invoice = closed.issued.find((i) => i.organisationId === org.id);
    if (!invoice) throw new Error(`no invoice for the organisation: ${JSON.stringify(closed)}`);
    const lines = await t.app.db
      .select({ kind: invoiceLines.kind, description: invoiceLines.description, amount: invoiceLines.amountNgnKobo })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.invoiceId))
      .orderBy(asc(invoiceLines.position));
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'service', description: 'Arrival Service', amount: SERVICE_KOBO + LOUNGE_KOBO },
        { kind: 'credit', description: 'Refund credit: Lounge access', amount: -LOUNGE_KOBO },
      ]),
    );
  });

  it('credits only the rest when the booking is cancelled after the lounge was declined', async () => {
    const { arranger, bookingId } = await bookedOnAccount();
    expect((await decline(bookingId)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${bookingId}`,
      headers: arranger.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(
      async () => {
        const [state] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
        expect(state).toMatchObject({ refundStatus: 'processed', paymentStatus: 'refunded' });
      },
      { timeout: 15_000, interval: 100 },
    );
    const ledger = await ledgerOf(bookingId);
    expect(ledger).toEqual([
      { kind: 'service', amount: SERVICE_KOBO + LOUNGE_KOBO, lineIndex: null },
      { kind: 'refund', amount: -LOUNGE_KOBO, lineIndex: LOUNGE },
      { kind: 'cancellation', amount: -SERVICE_KOBO, lineIndex: null },
    ]);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });
});
