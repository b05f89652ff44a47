/**
 * Add-on lines refunded one by one (issue 41 item 4) in the money report: a line's refund counts
 * on its own day, all of it the add-on kind's; the payment's later refund counts only the rest,
 * shared among the lines left. On a hand-built set over 14-15 April 2026 (WAT), ₦1,500 per dollar.
 */
import type { PriceLine } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingExtraLines, lineRefunds } from '../../db/schema/index';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const at = (iso: string) => new Date(iso);
const LINES: PriceLine[] = [
  {
    kind: 'service',
    label: 'Arrival Service',
    unit: 'per passenger',
    quantity: 1,
    unitPriceUsdCents: 9000,
    amountUsdCents: 9000,
  },
  {
    kind: 'add_on',
    label: 'Porter',
    unit: 'per block of 3 bags',
    quantity: 1,
    unitPriceUsdCents: 1000,
    amountUsdCents: 1000,
    addOnCode: 'porter',
    fulfilment: 'guaranteed',
  },
  {
    kind: 'add_on',
    label: 'Lounge',
    unit: 'per passenger',
    quantity: 1,
    unitPriceUsdCents: 3500,
    amountUsdCents: 3500,
    addOnCode: 'lounge',
    fulfilment: 'on_request',
  },
];
const LOUNGE = 2;
const LOUNGE_KOBO = 3500 * 1500;

describe('add-on line refunds in the money report', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    const db = t.app.db;
    admin = await createStaff(t.app, 'admin');
    const user = await createUser(db);
    const flight = await createFlight(db);
    const book = () =>
      createBooking(db, {
        status: 'confirmed',
        paymentStatus: 'paid',
        userId: user.id,
        flightId: flight.id,
        airportIata: 'LOS',
        priceLines: LINES,
        unitPriceUsdCents: 9000,
        totalUsdCents: 13_500,
        totalNgnKobo: 13_500 * 1500,
      });
    const declineLounge = (bookingId: string, paymentReference: string) =>
      Promise.all([
        db.insert(bookingExtraLines).values({ bookingId, lineIndex: LOUNGE, confirmation: 'declined' }),
        db.insert(lineRefunds).values({
          bookingId,
          lineIndex: LOUNGE,
          status: 'processed',
          amountNgnKobo: LOUNGE_KOBO,
          reference: `${paymentReference}-line-${LOUNGE}`,
          refundedAt: at('2026-04-14T12:00:00Z'),
        }),
      ]);
    // Kept: ₦202,500 charged, the lounge's ₦52,500 returned on the 14th.
    const kept = await book();
    const keptPayment = await insertPayment(db, kept, { paidAt: at('2026-04-14T10:00:00Z') });
    await declineLounge(kept.id, keptPayment.reference);
    // Cancelled: the same, then the rest (₦150,000) returned on the 15th.
    const cancelled = await book();
    const cancelledPayment = await insertPayment(db, cancelled, {
      status: 'refunded',
      paidAt: at('2026-04-14T10:00:00Z'),
      refundedAt: at('2026-04-15T10:00:00Z'),
    });
    await declineLounge(cancelled.id, cancelledPayment.reference);
  });
  afterAll(() => t.close());

  it('counts each line refund once and the payment refund as the rest, the lines adding up to the net', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/reports/money?from=2026-04-14&to=2026-04-15',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { revenueByLine, totals, days } = res.json().data;
    // Two lounges of ₦52,500 on the 14th, the rest of ₦150,000 on the 15th.
    expect(
      days.map((d: { date: string; refunds: number; refundedNgnKobo: number }) => [
        d.date,
        d.refunds,
        d.refundedNgnKobo,
      ]),
    ).toEqual([
      ['2026-04-14', 2, 2 * LOUNGE_KOBO],
      ['2026-04-15', 1, 15_000_000],
    ]);
    // Gross ₦405,000 less ₦255,000 refunded.
    expect(totals).toMatchObject({ grossNgnKobo: 40_500_000, refundedNgnKobo: 25_500_000, netNgnKobo: 15_000_000 });
    expect(totals).toMatchObject({ grossUsdCents: 27_000, refundedUsdCents: 17_000, netUsdCents: 10_000 });
    // The kept booking: its service and its porter; the cancelled one nets nothing in either kind.
    expect(revenueByLine).toEqual([
      { airportIata: 'LOS', kind: 'service', netNgnKobo: 13_500_000, netUsdCents: 9000 },
      { airportIata: 'LOS', kind: 'add_on', netNgnKobo: 1_500_000, netUsdCents: 1000 },
    ]);
  });
});
