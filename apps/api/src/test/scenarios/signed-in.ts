/**
 * Signed-in people: a traveller or staff member of any role written straight to the database
 * with a bearer header of the app's own signer (staff with their officer row), the bearer header
 * of an account registered through the API, and a password sign-in request.
 */
import { randomBytes } from 'node:crypto';
import type { Role, StaffRole } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { officers } from '../../db/schema/index';
import { authHeader, createUser, type RegisteredUser, randomIp, type UserOverrides, type UserRow } from '../factories';
import type { TestApp } from '../test-app';

export interface SignedIn {
  user: UserRow;
  headers: { authorization: string };
}

/** A user of `role` (a customer by default) and their bearer header; `overrides` as createUser's. */
export async function signIn(
  app: FastifyInstance,
  role: Role = 'customer',
  overrides: UserOverrides = {},
): Promise<SignedIn> {
  const user = await createUser(app.db, { role, ...overrides });
  return { user, headers: await authHeader(app, user) };
}

/** A staff account of `role`; an officer also gets an officer row at LOS (unless told) serving every terminal. */
export async function createStaff(
  app: FastifyInstance,
  role: StaffRole,
  overrides: {
    firstName?: string;
    lastName?: string;
    badgeNumber?: string;
    /** An officer's served airport (IATA code). Default LOS. */
    airportIata?: string;
    terminals?: string[];
  } = {},
): Promise<SignedIn> {
  const id = randomBytes(4).toString('hex');
  const staff = await signIn(app, role, {
    email: `${role}.${id}@fasttrack.test`,
    firstName: overrides.firstName ?? 'Tunde',
    lastName: overrides.lastName ?? `Staff${id}`,
  });
  if (role === 'officer') {
    await app.db.insert(officers).values({
      userId: staff.user.id,
      badgeNumber: overrides.badgeNumber ?? `B-${id}`,
      airportIata: overrides.airportIata ?? 'LOS',
      languages: ['English'],
      terminals: overrides.terminals ?? ['International', 'Domestic', 'MMA2'],
    });
  }
  return staff;
}

/** The bearer header of an account registered through the API (factories.ts, registerUser). */
export const bearer = (account: Pick<RegisteredUser, 'token'>) => ({ authorization: `Bearer ${account.token}` });

/** `POST /api/auth/login` from a random IP. */
export function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
}
