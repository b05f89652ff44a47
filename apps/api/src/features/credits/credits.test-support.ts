/** Helpers of the loyalty credit tests: a traveller's account as the API shows it, and staff. */
import type { CreditAccount } from '@fasttrack/contracts';
import { authHeader, createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** GET /api/credits/me as `headers`. */
export async function creditsOf(t: TestApp, headers: { authorization: string }): Promise<CreditAccount> {
  const res = await t.app.inject({ method: 'GET', url: '/api/credits/me', headers });
  if (res.statusCode !== 200) throw new Error(`credits answered ${res.statusCode}: ${res.body}`);
  return res.json().data as CreditAccount;
}

/** A signed-in admin. */
export async function anAdmin(t: TestApp) {
  const admin = await createUser(t.app.db, { role: 'admin' });
  return { admin, headers: await authHeader(t.app, admin) };
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
