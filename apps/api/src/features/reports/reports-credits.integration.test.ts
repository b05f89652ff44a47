/**
 * The money report with loyalty credits (issue 37): credits are not money collected. On a
 * hand-built set over 10-11 March 2026 (WAT) whose figures are worked out below, the report
 * gives gross, refunds and net in naira with their USD equivalent at each booking's own rate,
 * and credits applied and returned as their own lines.
 */
import { rateToE4 } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { bookingEvents, creditEntries } from '../../db/schema/index';
import { type BookingRow, createBooking, createFlight, createUser, flightFromLos } from '../../test/factories';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { REPORT_DAYS } from '../../test/scenarios/report-data';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const at = (iso: string) => new Date(iso);

/** The booking's `payment_status` -> `paid` event: when the report says it was paid. */
function paidEvent(db: Executor, booking: BookingRow, iso: string) {
  return db.insert(bookingEvents).values({
    bookingId: booking.id,
    field: 'payment_status',
    fromValue: 'pending',
    toValue: 'paid',
    actorRole: 'system',
    createdAt: at(iso),
  });
}

function credit(db: Executor, b: BookingRow, kind: 'redeem' | 'release', cents: number, cause: string, iso: string) {
  return db.insert(creditEntries).values({
    userId: b.userId,
    bookingId: b.id,
    kind,
    amountUsdCents: kind === 'redeem' ? -cents : cents,
    cause,
    createdAt: at(iso),
  });
}

/**
 * c1 arrival $45 at ₦1,500: $10 credits + ₦52,500 by card on the 10th (10:00 WAT); cancelled in
 * time on the 11th: credits returned 08:00 WAT-ish, naira refunded 11:00 WAT.
 * c2 departure $90 at ₦1,500: credits alone on the 10th (16:00 WAT); cancelled in time on the
 * 11th, credits returned.
 * c3 arrival $45 at ₦1,612.50: $5 credits + $40 by card = ₦64,500 on the 11th (13:00 WAT);
 * cancelled late: nothing goes back.
 * c4 pending: credits reserved, never paid. c5 paid with credits before the range.
 */
async function seed(db: Executor) {
  const ada = await createUser(db, { firstName: 'Ada', lastName: 'Obi' });
  const inbound = await createFlight(db, { terminal: 'International' });
  const outbound = await createFlight(db, { ...flightFromLos, terminal: 'MMA2' });
  const base = { userId: ada.id, flightId: inbound.id };

  const c1 = await createBooking(db, { ...base, status: 'cancelled', paymentStatus: 'refunded' });
  await credit(db, c1, 'redeem', 1000, 'checkout', '2026-03-10T08:59:00Z');
  await insertPayment(db, c1, {
    status: 'refunded',
    amountMinor: 5_250_000,
    paidAt: at('2026-03-10T09:00:00Z'),
    refundedAt: at('2026-03-11T10:00:00Z'),
  });
  await paidEvent(db, c1, '2026-03-10T09:00:00Z');
  await credit(db, c1, 'release', 1000, 'cancelled', '2026-03-11T07:00:00Z');

  const c2 = await createBooking(db, {
    ...base,
    flightId: outbound.id,
    serviceType: 'departure',
    passengerCount: 2,
    status: 'cancelled',
    paymentStatus: 'refunded',
  });
  await credit(db, c2, 'redeem', 9000, 'checkout', '2026-03-10T15:00:00Z');
  await paidEvent(db, c2, '2026-03-10T15:00:00Z');
  await credit(db, c2, 'release', 9000, 'cancelled', '2026-03-11T08:00:00Z');

  const c3 = await createBooking(db, {
    ...base,
    status: 'cancelled',
    paymentStatus: 'paid',
    exchangeRateE4: rateToE4('1612.5'),
    totalNgnKobo: 7_256_250,
  });
  // A first reservation given back by a failed card, then the credits that paid.
  await credit(db, c3, 'redeem', 500, 'checkout', '2026-03-11T11:00:00Z');
  await credit(db, c3, 'release', 500, 'payment-failed', '2026-03-11T11:10:00Z');
  await credit(db, c3, 'redeem', 500, 'checkout', '2026-03-11T11:59:00Z');
  await insertPayment(db, c3, { status: 'paid', amountMinor: 6_450_000, paidAt: at('2026-03-11T12:00:00Z') });
  await paidEvent(db, c3, '2026-03-11T12:00:00Z');

  const c4 = await createBooking(db, base);
  await credit(db, c4, 'redeem', 700, 'checkout', '2026-03-10T12:00:00Z');

  const c5 = await createBooking(db, { ...base, status: 'confirmed', paymentStatus: 'paid' });
  await credit(db, c5, 'redeem', 4500, 'checkout', '2026-03-09T12:00:00Z');
  await paidEvent(db, c5, '2026-03-09T12:00:00Z');
}

describe('money report with loyalty credits', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await createStaff(t.app, 'admin');
    await seed(t.app.db);
  });
  afterAll(() => t.close());

  it('gives gross, refunds and net in naira with their USD equivalent, and credits on their own lines', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/reports/money?from=${REPORT_DAYS.from}&to=${REPORT_DAYS.to}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { days, totals } = res.json().data;
    const none = {
      bookingsPaid: 0,
      grossNgnKobo: 0,
      grossUsdCents: 0,
      refunds: 0,
      refundedNgnKobo: 0,
      refundedUsdCents: 0,
      netNgnKobo: 0,
      netUsdCents: 0,
      creditsAppliedUsdCents: 0,
      creditsReturnedUsdCents: 0,
    };
    expect(days).toEqual([
      // c1: ₦52,500 charged ($35.00 at ₦1,500), $10 of credits.
      {
        ...none,
        date: '2026-03-10',
        serviceType: 'arrival',
        bookingsPaid: 1,
        grossNgnKobo: 5_250_000,
        grossUsdCents: 3500,
        netNgnKobo: 5_250_000,
        netUsdCents: 3500,
        creditsAppliedUsdCents: 1000,
      },
      // c2: credits alone, a booking paid with no naira collected.
      { ...none, date: '2026-03-10', serviceType: 'departure', bookingsPaid: 1, creditsAppliedUsdCents: 9000 },
      // c3: ₦64,500 at its own ₦1,612.50 is $40.00 (at ₦1,500 it would read $43.00), $5 of
      // credits kept by the late cancellation; c1's ₦52,500 ($35.00) refunded and $10 returned.
      {
        ...none,
        date: '2026-03-11',
        serviceType: 'arrival',
        bookingsPaid: 1,
        grossNgnKobo: 6_450_000,
        grossUsdCents: 4000,
        refunds: 1,
        refundedNgnKobo: 5_250_000,
        refundedUsdCents: 3500,
        netNgnKobo: 1_200_000,
        netUsdCents: 500,
        creditsAppliedUsdCents: 500,
        creditsReturnedUsdCents: 1000,
      },
      // c2's $90 of credits back in the balance.
      { ...none, date: '2026-03-11', serviceType: 'departure', creditsReturnedUsdCents: 9000 },
    ]);
    expect(totals).toEqual({
      bookingsPaid: 3,
      grossNgnKobo: 11_700_000,
      grossUsdCents: 7500,
      refunds: 1,
      refundedNgnKobo: 5_250_000,
      refundedUsdCents: 3500,
      netNgnKobo: 6_450_000,
      netUsdCents: 4000,
      creditsAppliedUsdCents: 10_500,
      creditsReturnedUsdCents: 10_000,
    });
  });
});
