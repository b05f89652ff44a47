/**
 * Demo staff for test mode (issue 15 §2): officers with names, badge numbers, languages,
 * terminals and photos at every open served airport (demo-teams.ts; issue 41 item 1), one
 * dispatcher and one admin, all with the fixed password below, and a roster of 05:00-23:00 local
 * time (the airport's zone) every day for the next 60 days. Seeded at start only in test mode (no
 * live payment keys) and kept rolling by the daily demo-roster job. Idempotent, and safe from
 * several processes at once: inserts skip what exists, and the roster is written under an
 * advisory lock.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { officers, users } from '../../db/schema/index';
import { listServedAirports } from '../airports/index';
import { hashPassword } from '../auth/index';
import { insertStaffUsersIfAbsent } from '../users/index';
import { type DemoOfficer, demoOfficers } from './demo-teams';

export { demoOfficerEmail } from './demo-teams';

/** The one password of every demo account (README, test mode). */
export const DEMO_STAFF_PASSWORD = 'Demo-Staff-2026';
export const DEMO_ADMIN_EMAIL = 'admin@fasttrack.test';
export const DEMO_DISPATCHER_EMAIL = 'dispatcher@fasttrack.test';

/** Days of roster ahead of today (Lagos), and the shift every demo officer works. */
export const DEMO_ROSTER_DAYS = 60;
const SHIFT_START_HOUR = 5;
const SHIFT_END_HOUR = 23;
/** Arbitrary constant key of the advisory lock that serialises roster writes. */
const ROSTER_LOCK_KEY = 0x524f53544552;

export interface DemoStaff {
  adminEmail: string;
  dispatcherEmail: string;
  officerEmails: string[];
  password: string;
}

/**
 * The demo officers of the open served airports, each with every terminal of its airport.
 * `officerCount` is the size of the first team (DEMO_OFFICERS).
 */
async function demoTeam(db: Executor, officerCount: number): Promise<(DemoOfficer & { terminals: string[] })[]> {
  const open = await listServedAirports(db, { openOnly: true });
  const terminals = new Map(open.map((a) => [a.iata, a.terminals.map((t) => t.name)]));
  return demoOfficers([...terminals.keys()], officerCount).map((o) => ({
    ...o,
    terminals: terminals.get(o.airportIata) ?? [],
  }));
}

/**
 * Seeds the demo admin, dispatcher and officers (`officerCount` at the first demo airport, a small
 * team at each other open airport), then their roster.
 * @returns the sign-in details to print.
 */
export async function seedDemoStaff(db: Db, officerCount: number, now = new Date()): Promise<DemoStaff> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const placeholder = { dateOfBirth: '1900-01-01', nationality: 'Nigerian', passwordHash };
  const list = await demoTeam(db, officerCount);
  await db.transaction(async (tx) => {
    await insertStaffUsersIfAbsent(tx, [
      {
        ...placeholder,
        role: 'admin',
        email: DEMO_ADMIN_EMAIL,
        firstName: 'Amaka',
        lastName: 'Admin',
        phone: '+2348030000001',
      },
      {
        ...placeholder,
        role: 'dispatcher',
        email: DEMO_DISPATCHER_EMAIL,
        firstName: 'Dayo',
        lastName: 'Dispatch',
        phone: '+2348030000002',
      },
      ...list.map(({ email, firstName, lastName, phone }) => ({
        ...placeholder,
        role: 'officer' as const,
        email,
        firstName,
        lastName,
        phone,
      })),
    ]);
    const ids = await demoOfficerIds(
      tx,
      list.map((o) => o.email),
    );
    await tx
      .insert(officers)
      .values(
        list.flatMap((o) => {
          const userId = ids.get(o.email);
          if (!userId) return [];
          return [
            {
              userId,
              badgeNumber: o.badgeNumber,
              languages: o.languages,
              airportIata: o.airportIata,
              terminals: o.terminals,
              ...(o.photo ? { photo: o.photo, photoContentType: 'image/png' } : {}),
            },
          ];
        }),
      )
      .onConflictDoNothing();
  });
  await extendDemoRoster(db, officerCount, now);
  return {
    adminEmail: DEMO_ADMIN_EMAIL,
    dispatcherEmail: DEMO_DISPATCHER_EMAIL,
    officerEmails: list.map((o) => o.email),
    password: DEMO_STAFF_PASSWORD,
  };
}

/**
 * The start-up step: demo staff in test mode only, never next to live payment keys (issue 15 §2).
 * @returns the sign-in details to print, or null when nothing was seeded.
 */
export function seedDemoStaffIfTestMode(
  db: Db,
  config: { testMode: boolean; demoOfficers: number },
): Promise<DemoStaff | null> {
  return config.testMode ? seedDemoStaff(db, config.demoOfficers) : Promise.resolve(null);
}

/** user ids of the demo officer accounts of `emails` that exist and are still active, by e-mail. */
async function demoOfficerIds(db: Executor, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), sql`${users.role} = 'officer'`, isNull(users.deactivatedAt)));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * Gives every demo officer of the open airports a 05:00-23:00 shift, in the time zone of the
 * officer's airport, on each date from today (Lagos) to 60 days ahead, skipping dates where the
 * officer already has a shift that overlaps it (so a dispatcher's edits stand). One statement
 * under an advisory lock: two processes make one roster.
 * @returns the number of shifts added.
 */
export async function extendDemoRoster(db: Db, officerCount: number, now = new Date()): Promise<number> {
  const from = lagosToday(now);
  const to = addDaysIso(from, DEMO_ROSTER_DAYS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK_KEY})`);
    const team = await demoTeam(tx, officerCount);
    const ids = [
      ...(
        await demoOfficerIds(
          tx,
          team.map((o) => o.email),
        )
      ).values(),
    ];
    if (ids.length === 0) return 0;
    const result = await tx.execute(sql`
      insert into officer_shifts (officer_id, starts_at, ends_at)
      select o.user_id, s.starts_at, s.ends_at
      from officers o
      join airports a on a.iata = o.airport_iata
      cross join lateral (
        select (d + make_interval(hours => ${SHIFT_START_HOUR})) at time zone a.time_zone as starts_at,
               (d + make_interval(hours => ${SHIFT_END_HOUR})) at time zone a.time_zone as ends_at
        from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as d
      ) s
      where o.user_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and not exists (
          select 1 from officer_shifts x
          where x.officer_id = o.user_id and x.starts_at < s.ends_at and x.ends_at > s.starts_at
        )
      returning officer_id`);
    return rowCount(result);
  });
}

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
