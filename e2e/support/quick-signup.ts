/**
 * An account as the landing page's quick sign-up makes it (spec §5 "Quick signup"): the first
 * name from the e-mail and placeholders for the rest, registered through the API.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { type SeededUser, STRONG_PASSWORD } from './fixtures';

/** The quick sign-up placeholders (packages/contracts QUICK_SIGNUP_PLACEHOLDERS). */
export const QUICK_SIGNUP = {
  lastName: 'User',
  phone: '+2340000000000',
  dateOfBirth: '1990-01-01',
  nationality: 'Nigerian',
} as const;

/** Registers `email` with the quick sign-up placeholders; the first name is "Chidi". */
export async function registerQuickSignup(request: APIRequestContext, email: string): Promise<SeededUser> {
  const input = { email, password: STRONG_PASSWORD, firstName: 'Chidi', ...QUICK_SIGNUP };
  const response = await request.post('/api/auth/register', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { token: string; refreshToken: string } };
  return { ...input, token: body.data.token, refreshToken: body.data.refreshToken };
}
