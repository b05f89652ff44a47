/**
 * Demo staff (issue 15 §2, §3): test mode seeds officers with photos, a dispatcher and an admin
 * with fixed sign-in details and a 60-day roster, idempotently; live payment keys seed nothing;
 * the roster job is scheduled daily and rolls the roster forward once however often it runs.
 * Officers are seeded at every open served airport (issue 41 item 1): DEMO_OFFICERS at LOS as
 * before, three at ABV and three at PHC, which test mode opens.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { officerShifts, officers, serviceAirports, users } from '../../db/schema/index';
import { randomIp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { findServedAirport } from '../airports/index';
import {
  DEMO_ROSTER_DAYS,
  DEMO_STAFF_PASSWORD,
  extendDemoRoster,
  seedDemoStaff,
  seedDemoStaffIfTestMode,
} from './demo-staff';

const DAY = 86_400_000;
/** Demo officers at ABV and at PHC. */
const ELSEWHERE = 6;

describe('demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    // Test mode's served airports, open whatever the template's seed said.
    await t.app.db
      .update(serviceAirports)
      .set({ openForSale: true })
      .where(inArray(serviceAirports.iata, ['LOS', 'ABV', 'PHC']));
  });
  afterAll(() => t.close());

  const count = async (table: typeof users | typeof officers | typeof officerShifts) =>
    Number((await t.app.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

  it('seeds 3 officers at LOS with photos, a dispatcher and an admin, and their roster, only once', async () => {
    const usersBefore = await count(users);
    const demo = await seedDemoStaff(t.app.db, 3);
    expect(demo).toMatchObject({
      adminEmail: 'admin@fasttrack.test',
      dispatcherEmail: 'dispatcher@fasttrack.test',
      password: 'Demo-Staff-2026',
    });
    expect(demo.officerEmails.slice(0, 3)).toEqual([
      'officer1@fasttrack.test',
      'officer2@fasttrack.test',
      'officer3@fasttrack.test',
    ]);
    const shifts = await count(officerShifts);
    expect(await count(users)).toBe(usersBefore + 5 + ELSEWHERE);
    expect(shifts).toBe((3 + ELSEWHERE) * (DEMO_ROSTER_DAYS + 1));

    await seedDemoStaff(t.app.db, 3);
    expect(await count(users)).toBe(usersBefore + 5 + ELSEWHERE);
    expect(await count(officerShifts)).toBe(shifts);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dispatcher@fasttrack.test', password: DEMO_STAFF_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/officers?airport=LOS', headers });
    const demoOfficers = list.json().data;
    expect(demoOfficers).toHaveLength(3);
    for (const officer of demoOfficers) {
      expect(officer.badgeNumber).toMatch(/^LOS-PO-00[123]$/);
      const photo = await t.app.inject({ method: 'GET', url: officer.photoUrl, headers });
      expect(photo.headers['content-type']).toBe('image/png');
    }
  });

  it('seeds officers at ABV and PHC too, on the roster with terminals of their airport', async () => {
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_STAFF_PASSWORD },
        remoteAddress: randomIp(),
      });
    expect((await signIn('officer1.abv@fasttrack.test')).json().data.user.role).toBe('officer');
    const headers = { authorization: `Bearer ${(await signIn('dispatcher@fasttrack.test')).json().data.token}` };
    for (const iata of ['ABV', 'PHC']) {
      const list = await t.app.inject({ method: 'GET', url: `/api/ops/officers?airport=${iata}`, headers });
      const team = list.json().data as { id: string; badgeNumber: string; terminals: string[] }[];
      expect(team.map((o) => o.badgeNumber).sort()).toEqual([`${iata}-PO-001`, `${iata}-PO-002`, `${iata}-PO-003`]);
      const terminals = ((await findServedAirport(t.app.db, iata))?.terminals ?? []).map((x) => x.name);
      expect(terminals.length).toBeGreaterThan(0);
      for (const officer of team) {
        expect(officer.terminals).toEqual(terminals);
        const shifts = await t.app.db.select().from(officerShifts).where(eq(officerShifts.officerId, officer.id));
        expect(shifts).toHaveLength(DEMO_ROSTER_DAYS + 1);
      }
    }
  });

  it('seeds more officers with DEMO_OFFICERS, each on the 05:00-23:00 WAT roster', async () => {
    await seedDemoStaff(t.app.db, 5);
    expect(await count(officers)).toBe(5 + ELSEWHERE);
    const { rows } = await t.app.database.executeSql(
      `select distinct to_char(starts_at at time zone 'Africa/Lagos', 'HH24:MI') as s,
              to_char(ends_at at time zone 'Africa/Lagos', 'HH24:MI') as e from officer_shifts`,
    );
    expect(rows).toEqual([{ s: '05:00', e: '23:00' }]);
  });

  it('rolls the roster one day forward per day, once even when two processes run it together', async () => {
    const before = await count(officerShifts);
    const tomorrow = new Date(Date.now() + DAY);
    const added = await Promise.all([extendDemoRoster(t.app.db, 5, tomorrow), extendDemoRoster(t.app.db, 5, tomorrow)]);
    expect(added.sort((a, b) => a - b)).toEqual([0, 5 + ELSEWHERE]);
    expect(await count(officerShifts)).toBe(before + 5 + ELSEWHERE);
  });

  it('schedules the roster job daily in Lagos time', async () => {
    const { rows } = await t.app.database.executeSql(
      "select name, cron, timezone from pgboss.schedule where name = 'demo-roster'",
    );
    expect(rows).toEqual([{ name: 'demo-roster', cron: '10 0 * * *', timezone: 'Africa/Lagos' }]);
  });

  it('seeds no staff when live payment keys are set', async () => {
    const live = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      STRIPE_SECRET_KEY: 'sk_live_y',
      DATA_DIR: 'memory://',
    });
    expect(live.testMode).toBe(false);
    const fresh = await createTestDatabase();
    try {
      expect(await seedDemoStaffIfTestMode(fresh.database.db, live)).toBeNull();
      const staff = await fresh.database.db.select({ n: sql<number>`count(*)` }).from(users);
      expect(Number(staff[0]?.n)).toBe(0);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
