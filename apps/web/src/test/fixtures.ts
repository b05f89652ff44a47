/** API payloads for component tests, shaped like the contract schemas. */
import type { User } from '@fasttrack/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b7e3c9a-5c1f-4a57-9d0e-3f1d2c4b5a69',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348012345678',
    dateOfBirth: '1990-01-01',
    nationality: 'Nigerian',
    marketingConsent: false,
    profileImage: null,
    role: 'customer',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function authResult(user: User = makeUser(), token = 'access-1', refreshToken = 'refresh-1') {
  return { success: true, message: 'OK', data: { token, refreshToken, user } };
}
