/**
 * Demo staff for test mode (issue 15 §2): officers with names, badge numbers, languages,
 * terminals and photos, one dispatcher and one admin, all with the fixed password below, and a
 * roster of 05:00-23:00 WAT every day for the next 60 days. Seeded at start only in test mode (no
 * live payment keys) and kept rolling by the daily demo-roster job. Idempotent, and safe from
 * several processes at once: inserts skip what exists, and the roster is written under an
 * advisory lock.
 */
import { readFileSync } from 'node:fs';
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { officers, users } from '../../db/schema/index';
import { hashPassword } from '../auth/index';
import { insertStaffUsersIfAbsent } from '../users/index';

/** The one password of every demo account (README, test mode). */
export const DEMO_STAFF_PASSWORD = 'Demo-Staff-2026';
export const DEMO_ADMIN_EMAIL = 'admin@fasttrack.test';
export const DEMO_DISPATCHER_EMAIL = 'dispatcher@fasttrack.test';
/** `officer1@fasttrack.test` ... `officerN@fasttrack.test`. */
export const demoOfficerEmail = (n: number) => `officer${n}@fasttrack.test`;

/** Days of roster ahead of today (Lagos), and the shift every demo officer works. */
export const DEMO_ROSTER_DAYS = 60;
const SHIFT_START_HOUR = 5;
const SHIFT_END_HOUR = 23;
/** Arbitrary constant key of the advisory lock that serialises roster writes. */
const ROSTER_LOCK_KEY = 0x524f53544552;

const FIRST_NAMES = ['Adebayo', 'Ngozi', 'Ibrahim', 'Funmilayo', 'Chukwuemeka', 'Aisha', 'Oluwaseun', 'Halima'];
const LAST_NAMES = ['Ogunleye', 'Eze', 'Bello', 'Adeyemi', 'Nwosu', 'Abubakar', 'Balogun', 'Okonkwo'];
const LANGUAGES = [
  ['English', 'Yoruba'],
  ['English', 'Igbo', 'French'],
  ['English', 'Hausa', 'Arabic'],
];
const ALL_TERMINALS = ['International', 'Domestic', 'MMA2'];
const PHOTOS = [1, 2, 3].map((n) => readFileSync(new URL(`./demo-photos/officer${n}.png`, import.meta.url)));

export interface DemoStaff {
  adminEmail: string;
  dispatcherEmail: string;
  officerEmails: string[];
  password: string;
}

function demoOfficer(n: number) {
  const i = n - 1;
  return {
    email: demoOfficerEmail(n),
    firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Demo',
    lastName: `${LAST_NAMES[(i + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Officer'}`,
    phone: `+23480310${String(n).padStart(5, '0')}`,
    badgeNumber: `LOS-PO-${String(n).padStart(3, '0')}`,
    languages: LANGUAGES[i % LANGUAGES.length] ?? ['English'],
    photo: PHOTOS[i] ?? null,
  };
}

/**
 * Seeds the demo admin, dispatcher and `officerCount` officers, then their roster.
 * @returns the sign-in details to print.
 */
export async function seedDemoStaff(db: Db, officerCount: number, now = new Date()): Promise<DemoStaff> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const placeholder = { dateOfBirth: '1900-01-01', nationality: 'Nigerian', passwordHash };
  const list = Array.from({ length: officerCount }, (_, i) => demoOfficer(i + 1));
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
    const ids = await demoOfficerIds(tx, officerCount);
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
              terminals: ALL_TERMINALS,
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

/** user ids of the demo officer accounts that exist and are still active, by e-mail. */
async function demoOfficerIds(db: Executor, officerCount: number): Promise<Map<string, string>> {
  const emails = Array.from({ length: officerCount }, (_, i) => demoOfficerEmail(i + 1));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), sql`${users.role} = 'officer'`, isNull(users.deactivatedAt)));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * Gives every demo officer a 05:00-23:00 WAT shift on each Lagos date from today to 60 days
 * ahead, skipping dates where the officer already has a shift that overlaps it (so a dispatcher's
 * edits stand). One statement under an advisory lock: two processes make one roster.
 * @returns the number of shifts added.
 */
export async function extendDemoRoster(db: Db, officerCount: number, now = new Date()): Promise<number> {
  const from = lagosToday(now);
  const to = addDaysIso(from, DEMO_ROSTER_DAYS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK_KEY})`);
    const ids = [...(await demoOfficerIds(tx, officerCount)).values()];
    if (ids.length === 0) return 0;
    const result = await tx.execute(sql`
      insert into officer_shifts (officer_id, starts_at, ends_at)
      select o.user_id, s.starts_at, s.ends_at
      from officers o
      cross join lateral (
        select (d + make_interval(hours => ${SHIFT_START_HOUR})) at time zone 'Africa/Lagos' as starts_at,
               (d + make_interval(hours => ${SHIFT_END_HOUR})) at time zone 'Africa/Lagos' as ends_at
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
