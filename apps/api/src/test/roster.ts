/**
 * Officers on shift for tests (issue 15 §3, §4): every booking made through the API needs free
 * officers, so the shared test app seeds a generous round-the-clock roster unless a test opts
 * out (`createTestApp(env, { roster: false })`) to set up capacity itself. Officers belong to a
 * served airport (issue 41 item 1): by default the roster is at every open airport.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { officerShifts, officers, users } from '../db/schema/index';
import { listServedAirports } from '../features/airports/index';

/** The airport test/factories' flights land at: its officers come first in a roster's answer. */
const FACTORY_AIRPORT = 'LOS';

const DAY_MS = 86_400_000;

export interface RosterOptions {
  /** How many officers (at each airport). Default 1. */
  officers?: number;
  /** The served airport (IATA code) of the officers. Default: every open airport, `officers` at each. */
  airportIata?: string;
  /** One shift per officer over [from, to]. Default: from a day ago to 60 days ahead. */
  from?: Date;
  to?: Date;
  /** Terminals each officer serves. Default: every terminal of the officer's airport. */
  terminals?: readonly string[];
  /** Officer first name, to tell rosters apart. Default `Officer`. */
  firstName?: string;
}

/** One officer of a roster: the user id capacity and assignments use, and the name shown. */
export interface RosterOfficer {
  id: string;
  firstName: string;
  lastName: string;
  badgeNumber: string;
  airportIata: string;
}

/** The airports of a roster and their terminal names: `iata`, or every open airport, test/factories' first. */
async function rosterAirports(db: Executor, iata: string | undefined) {
  const served = await listServedAirports(db, { openOnly: iata === undefined });
  const chosen = served.filter((a) => iata === undefined || a.iata === iata);
  if (iata !== undefined && chosen.length === 0) throw new Error(`seedRoster: ${iata} is not a served airport`);
  const rank = (code: string) => (code === FACTORY_AIRPORT ? 0 : 1);
  return chosen
    .sort((a, b) => rank(a.iata) - rank(b.iata))
    .map((a) => ({ iata: a.iata, terminals: a.terminals.map((t) => t.name) }));
}

/**
 * Inserts officers (users with role officer, active) at each airport of the roster and one shift
 * each. @returns them in order: test/factories' airport first, then by IATA code.
 */
export async function seedRoster(db: Executor, opts: RosterOptions = {}): Promise<RosterOfficer[]> {
  const perAirport = opts.officers ?? 1;
  if (perAirport === 0) return [];
  const places = (await rosterAirports(db, opts.airportIata)).flatMap((a) =>
    Array.from({ length: perAirport }, () => a),
  );
  const count = places.length;
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
  const roster = created.map((u, i) => ({
    ...u,
    badgeNumber: `FT-${tag}-${i + 1}`,
    airportIata: places[i]?.iata ?? '',
    terminals: [...(opts.terminals ?? places[i]?.terminals ?? [])],
  }));
  await db.insert(officers).values(
    roster.map((o) => ({
      userId: o.id,
      badgeNumber: o.badgeNumber,
      languages: ['English'],
      airportIata: o.airportIata,
      terminals: o.terminals,
    })),
  );
  await db.insert(officerShifts).values(roster.map((o) => ({ officerId: o.id, startsAt: from, endsAt: to })));
  return roster.map(({ terminals: _, ...o }) => o);
}
