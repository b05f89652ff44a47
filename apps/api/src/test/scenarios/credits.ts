/**
 * Loyalty credits (issue 27): credits given through an admin's audited adjustment, and a
 * traveller's account as `GET /api/credits/me` shows it. (A signed-in admin: signed-in.ts.)
 */
import type { CreditAccount } from '@fasttrack/contracts';
import type { TestApp } from '../test-app';

/** GET /api/credits/me as `headers`. */
export async function creditsOf(t: TestApp, headers: { authorization: string }): Promise<CreditAccount> {
  const res = await t.app.inject({ method: 'GET', url: '/api/credits/me', headers });
  if (res.statusCode !== 200) throw new Error(`credits answered ${res.statusCode}: ${res.body}`);
  return res.json().data as CreditAccount;
}

/** Gives `email` credits through the admin's audited adjustment. */
export async function grantCredits(
  t: TestApp,
  admin: { authorization: string },
  email: string,
  amountUsdCents: number,
  reason = 'Welcome back gesture',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/credits/adjustments',
    headers: admin,
    payload: { email, amountUsdCents, reason },
  });
}
