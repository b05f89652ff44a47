/**
 * Helpers shared by the bookings integration tests: a signed-in user and a create call
 * through the real API.
 */
import type { Role } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { authHeader, createUser, type UserRow } from '../../test/factories';

export interface SignedIn {
  user: UserRow;
  headers: { authorization: string };
}

export async function signIn(app: FastifyInstance, role: Role = 'customer'): Promise<SignedIn> {
  const user = await createUser(app.db, { role });
  return { user, headers: await authHeader(app, user) };
}

/** POST /api/bookings/create as `who`, with an arrival booking for one passenger by default. */
export function postCreate(
  app: FastifyInstance,
  who: SignedIn,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings/create',
    headers: { ...who.headers, ...headers },
    payload: { serviceType: 'arrival', passengerCount: 1, ...body },
  });
}
