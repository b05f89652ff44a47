/**
 * Officers on shift for tests (issue 15 §3, §4): every booking made through the API needs free
 * officers, so the shared test app seeds a generous round-the-clock roster unless a test opts
 * out (`createTestApp(env, { roster: false })`) to set up capacity itself.
 */
import { randomBytes } from 'node:crypto';
import { TERMINALS, type Terminal } from '@fasttrack/contracts';
import type { Executor } from '../db/client';
import { officerShifts, officers, users } from '../db/schema/index';

const DAY_MS = 86_400_000;

export interface RosterOptions {
  /** How many officers. Default 1. */
  officers?: number;
  /** One shift per officer over [from, to]. Default: from a day ago to 60 days ahead. */
  from?: Date;
  to?: Date;
  /** Terminals each officer serves. Default: all of them. */
  terminals?: readonly Terminal[];
  /** Officer first name, to tell rosters apart. Default `Officer`. */
  firstName?: string;
}

/** One officer of a roster: the user id capacity and assignments use, and the name shown. */
export interface RosterOfficer {
  id: string;
  firstName: string;
  lastName: string;
  badgeNumber: string;
}

/** Inserts officers (users with role officer, active) and one shift each. @returns them in order. */
export async function seedRoster(db: Executor, opts: RosterOptions = {}): Promise<RosterOfficer[]> {
  const count = opts.officers ?? 1;
  if (count === 0) return [];
  const now = Date.now();
  const from = opts.from ?? new Date(now - DAY_MS);
  const to = opts.to ?? new Date(now + 60 * DAY_MS);
  const firstName = opts.firstName ?? 'Officer';
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `officer.${tag.toLowerCase()}.${i + 1}@example.com`,
        passwordHash: '!unusable',
        firstName,
        lastName: `${tag}-${i + 1}`,
        phone: '+2348030000000',
        dateOfBirth: '1985-01-01',
        nationality: 'Nigerian',
        role: 'officer' as const,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  const roster = created.map((u, i) => ({ ...u, badgeNumber: `FT-${tag}-${i + 1}` }));
  await db.insert(officers).values(
    roster.map((o) => ({
      userId: o.id,
      badgeNumber: o.badgeNumber,
      languages: ['English'],
      terminals: [...(opts.terminals ?? TERMINALS)],
    })),
  );
  await db.insert(officerShifts).values(roster.map((o) => ({ officerId: o.id, startsAt: from, endsAt: to })));
  return roster;
}
