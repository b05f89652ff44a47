/**
 * Test fixtures:
 * - Every test acts from its own client address: an `X-Forwarded-For` header on the page and
 *   on `request`, trusted by the server under TRUST_PROXY. The API's per-IP rate limits
 *   (check-user, login, register) then count per test, as they would per visitor (ADR 052).
 * - `api`: helpers that seed through the API (never through the UI, except in the auth specs).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export interface SeededUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  refreshToken: string;
}

/** A random address in 10.0.0.0/8, one per test. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A unique e-mail per call, so tests never share accounts. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A password that meets the §5 rules (lower, upper, digit, 8+). */
export const STRONG_PASSWORD = 'Passw0rd!23';

/** Registers a user through POST /api/auth/register. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SeededUser> {
  const input = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? STRONG_PASSWORD,
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Okafor',
    phone: '+2348012345678',
    dateOfBirth: '1990-05-17',
    nationality: 'Nigerian',
  };
  const response = await request.post('/api/auth/register', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { token: string; refreshToken: string } };
  return { ...input, token: body.data.token, refreshToken: body.data.refreshToken };
}

/**
 * Starts the page signed in as `user` by storing its tokens before the app loads (as a
 * returning visitor would have them), without driving the sign-in UI.
 */
export async function startSignedIn(page: Page, user: Pick<SeededUser, 'token' | 'refreshToken'>): Promise<void> {
  await page.addInitScript(
    ({ token, refreshToken }) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('refreshToken', refreshToken);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { token: user.token, refreshToken: user.refreshToken },
  );
}

/**
 * Collects console errors, uncaught errors and CSP violations on `page` from now on: a hydration
 * mismatch and a blocked inline script both show up here.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A 401 on a stale session is the browser logging a refused request, not an app error.
    if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export const test = base.extend<{ clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  clientIp: [async ({}, use) => use(clientAddress()), { scope: 'test' }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientIp });
  },
});

export { expect };
