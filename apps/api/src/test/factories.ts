/**
 * Test factories: insert what a test needs and return what they created (style guide, Tests).
 * Users get a real argon2id hash only when a test needs to sign in with the password.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export interface UserOverrides extends Partial<typeof users.$inferInsert> {
  role?: Role;
}

/** Inserts a user. `passwordHash` defaults to an unusable value (no password sign-in). */
export async function createUser(db: Executor, overrides: UserOverrides = {}): Promise<UserRow> {
  const id = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      email: `traveller.${id}@example.com`,
      passwordHash: '!unusable',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** `{ authorization: 'Bearer <access token>' }` for `user`, signed by the app's own signer. */
export async function authHeader(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>) {
  const token = await app.accessTokens.sign({ userId: user.id, role: user.role });
  return { authorization: `Bearer ${token}` };
}
