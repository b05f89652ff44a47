/**
 * The demo staff that test mode seeds (issue 15 §2), in one place so that their sign-in details
 * are easy to change, and helpers to act as them:
 * - `staffSession`: signs a staff member in through the API (tokens and user), as the specs do
 *   for travellers; only the role-landing step of the console spec drives the sign-in form.
 * - `officerEmailByBadge`: the sign-in e-mail of the officer whose badge number the board shows.
 */
import { type APIRequestContext, expect } from '@playwright/test';

export const DEMO_STAFF_PASSWORD = 'Demo-Staff-2026';

export const DEMO_STAFF = {
  admin: 'admin@fasttrack.test',
  dispatcher: 'dispatcher@fasttrack.test',
  officers: ['officer1@fasttrack.test', 'officer2@fasttrack.test', 'officer3@fasttrack.test'],
} as const;

export interface StaffSession {
  email: string;
  token: string;
  refreshToken: string;
  role: string;
}

/** Signs `email` in with the demo password through POST /api/auth/login. */
export async function staffSession(request: APIRequestContext, email: string): Promise<StaffSession> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_STAFF_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const { token, refreshToken, user } = (
    (await response.json()) as { data: { token: string; refreshToken: string; user: { role: string } } }
  ).data;
  return { email, token, refreshToken, role: user.role };
}

/** The sign-in e-mail of the officer with badge or permit number `badgeNumber` (GET /api/ops/officers). */
export async function officerEmailByBadge(
  request: APIRequestContext,
  dispatcher: StaffSession,
  badgeNumber: string,
): Promise<string> {
  const response = await request.get('/api/ops/officers', {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const officers = ((await response.json()) as { data: Array<{ email: string; badgeNumber: string }> }).data;
  const officer = officers.find((o) => o.badgeNumber === badgeNumber);
  expect(officer, `an officer with badge ${badgeNumber}`).toBeDefined();
  return officer?.email ?? '';
}
