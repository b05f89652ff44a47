/**
 * Issue 27, "Done when": 50 parallel checkouts of one account, each wishing to spend the whole
 * balance. The account lock lets one of them take it; the others charge the full price. The
 * balance never goes below zero and equals the sum of the entries afterwards. Meant for
 * PostgreSQL (where the requests really run at once); on PGlite they run one after another.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries } from '../../db/schema/index';
import { authHeader, createBookingForPayment, createUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { creditsOf, grantCredits } from '../../test/scenarios/credits';
import { signIn } from '../../test/scenarios/signed-in';

describe('50 parallel checkouts of one account', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    // 49 checkouts go on to the sandbox Paystack at once: give it time on a busy machine.
    t = await startPaymentsApp({ PROVIDER_TIMEOUT_MS: '30000' });
  });
  afterAll(() => t.close());

  it('spend the balance at most once and never below zero', async () => {
    const { headers: admin } = await signIn(t.app, 'admin');
    const traveller = await createUser(t.app.db);
    const headers = await authHeader(t.app, traveller);
    expect((await grantCredits(t, admin, traveller.email, 4500)).statusCode).toBe(200);
    const hold = new Date(Date.now() + 30 * 60_000);
    const bookings = await Promise.all(
      Array.from({ length: 50 }, () => createBookingForPayment(t.app.db, traveller, { holdExpiresAt: hold })),
    );
    const answers = await Promise.all(
      bookings.map((b) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/paystack/create',
          headers,
          payload: { bookingId: b.id, paymentMethod: 'card', useCredits: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const spent = answers.map((a) => a.json().data.creditsAppliedUsdCents as number).filter((c) => c > 0);
    expect(spent).toEqual([4500]);
    const account = await creditsOf(t, headers);
    expect(account.balanceUsdCents).toBe(0);
    expect(Math.min(...account.entries.map((e) => e.balanceUsdCents))).toBeGreaterThanOrEqual(0);
    const [sum] = await t.app.db
      .select({ total: sql<string>`sum(${creditEntries.amountUsdCents})` })
      .from(creditEntries)
      .where(eq(creditEntries.userId, traveller.id));
    expect(Number(sum?.total)).toBe(account.balanceUsdCents);
  });
});
