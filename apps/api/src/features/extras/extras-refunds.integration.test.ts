/**
 * The refund of one add-on line beyond the dispatcher's decline (issue 41 item 4): a porter the
 * officer marks not delivered is refunded by itself, once; a line that cost nothing is refunded
 * with 0 and asks no provider (a booking on account: extras-on-account.integration.test.ts). The
 * catalogue is the demo one (seed/extras.ts), written into the test's database.
 */
import { usdCentsToKobo } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, webhookEvents } from '../../db/schema/index';
import { seedAirportExtras } from '../../db/seed/extras';
import { createFlight } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { paymentRow } from '../../test/peeks/rows';
import { type Customer, postCreate } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn, signIn } from '../../test/scenarios/signed-in';

const WAIT = { timeout: 20_000, interval: 100 };
const HOUR = 3_600_000;

describe('add-on line refunds', () => {
  let t: PaymentsTestApp;
  let dispatcher: SignedIn;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    expect(await seedAirportExtras(t.app.db, 'LOS')).toBe(true);
    dispatcher = await createStaff(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  /** A customer's LOS arrival with `addOns`, its flight leaving in 4 hours, paid by card through the stand-in. */
  async function paidBooking(addOns: { code: string; quantity: number }[]): Promise<Customer & { reference: string }> {
    const who = await signIn(t.app);
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 4 * HOUR) });
    const created = await postCreate(t.app, who, { flightBookingReference: flight.reference, addOns });
    expect(created.statusCode).toBe(201);
    const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, created.json().data.booking.id));
    if (!booking) throw new Error('booking not stored');
    const customer = { ...who, booking } as Customer;
    return { ...customer, ...(await payBooking(t, customer)) };
  }
  const providerRefunds = async (reference: string) => {
    const rows = await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.eventType, 'refund.processed'));
    return rows
      .map((r) => (r.payload as { data: { transaction_reference: string; amount: string } }).data)
      .filter((d) => d.transaction_reference === reference)
      .map((d) => Number(d.amount));
  };
  const extrasOf = async (who: SignedIn, bookingId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/extras`, headers: who.headers })).json().data
      .lines as { lineIndex: number; addOnCode: string; refund: unknown }[];

  it('refunds a porter the officer marks not delivered, once, and leaves the payment paid', async () => {
    const who = await paidBooking([{ code: 'porter', quantity: 2 }]);
    const officer = await createStaff(t.app, 'officer');
    await assign(t.app.db, who.booking, officer.user.id);
    const clientId = crypto.randomUUID();
    const mark = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/officer/services/${who.booking.id}/extras/1/delivery`,
        headers: officer.headers,
        payload: { delivered: false, clientId },
      });
    const porterKobo = usdCentsToKobo(2000, who.booking.exchangeRateE4);
    const first = await mark();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.line).toMatchObject({
      delivery: 'not_delivered',
      refund: { status: 'pending', amountNgnKobo: porterKobo },
    });
    expect((await mark()).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await extrasOf(who, who.booking.id))[0]?.refund).toEqual({
          status: 'processed',
          amountNgnKobo: porterKobo,
        }),
      WAIT,
    );
    expect(await providerRefunds(who.reference)).toEqual([porterKobo]);
    expect((await paymentRow(t, who.reference))?.status).toBe('paid');
  });

  it('refunds a declined line that cost nothing with 0, asking no provider', async () => {
    const who = await paidBooking([{ code: 'wheelchair', quantity: 1 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${who.booking.id}/extras/1/decline`,
      headers: dispatcher.headers,
      payload: { reason: 'The airline has no chair free' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.line).toMatchObject({
      addOnCode: 'wheelchair',
      confirmation: 'declined',
      refund: { status: 'processed', amountNgnKobo: 0 },
    });
    expect(await providerRefunds(who.reference)).toEqual([]);
  });
});
