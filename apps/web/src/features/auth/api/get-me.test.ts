/**
 * The profile check answers every signed-in page's first load through a hand-written guard
 * (ADR 070). These samples go through both the guard and the contract schema: they must agree.
 */
import { successEnvelope, UserSchema } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { isMeResponse } from './get-me';

const user = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Okafor',
  phone: '+2348012345678',
  dateOfBirth: '1990-05-17',
  nationality: 'Nigerian',
  marketingConsent: false,
  profileImage: null,
  role: 'customer',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const samples: unknown[] = [
  { success: true, data: user },
  { success: true, data: { ...user, profileImage: '/api/auth/me/profile-image?v=2', role: 'admin' }, message: 'ok' },
  { success: true, data: { ...user, id: 'not-a-uuid' } },
  { success: true, data: { ...user, id: '3f1c2b4a-5d6e-9f70-8a9b-0c1d2e3f4a5b' } },
  { success: true, data: { ...user, role: 'pilot' } },
  { success: true, data: { ...user, marketingConsent: 'no' } },
  { success: true, data: { ...user, profileImage: undefined } },
  { success: true, data: { ...user, firstName: 7 } },
  { success: true, data: { ...user, createdAt: undefined } },
  { success: false, data: user },
  { success: true, data: null },
  { success: true },
  null,
  'text',
];

describe('GET /auth/me guard', () => {
  it.each(samples)('agrees with UserSchema: %j', (sample) => {
    expect(isMeResponse(sample)).toBe(successEnvelope(UserSchema).safeParse(sample).success);
  });

  it('accepts a real profile answer', () => {
    expect(isMeResponse({ success: true, data: user })).toBe(true);
  });
});
