/**
 * The airports admin API (issue 41 item 1): who may call it, what an admin changes, and what is
 * refused without changing anything (bad input 400, duplicates 409, a terminal officers still
 * work in 409). Meeting points per airport are in meeting-points.integration.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airports, meetingPoints, officers, serviceAirports, staffAuditEvents } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Enugu as the curated airports list has it; the body's name is not the curated one on purpose. */
const enugu = {
  iata: 'ENU',
  icao: 'DNEN',
  name: 'Enugu Airport (typed by the admin)',
  city: 'Enugu',
  country: 'NG',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
};
const arrivalsHall = { name: 'Main', international: true, domestic: true, position: 0 };

describe('airports admin API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;
  let officer: SignedIn;
  let customer: SignedIn;

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const served = async () => (await t.app.db.select().from(serviceAirports)).length;
  const auditActions = async (subjectId: string) =>
    (
      await t.app.db
        .select()
        .from(staffAuditEvents)
        .where(eq(staffAuditEvents.subjectId, subjectId))
        .orderBy(staffAuditEvents.createdAt)
    ).map((e) => e.action);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    dispatcher = await signIn(t.app, 'dispatcher');
    officer = await signIn(t.app, 'officer');
    customer = await signIn(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('lists every served airport with its terminals, by IATA code, to dispatchers and admins', async () => {
    for (const who of [dispatcher, admin]) {
      const res = await call(who, 'GET', '/api/ops/airports');
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<{ iata: string; terminals: Array<{ name: string }> }>;
      const codes = list.map((a) => a.iata);
      expect(codes).toEqual([...codes].sort());
      expect(list.find((a) => a.iata === 'LOS')).toMatchObject({
        icao: 'DNMM',
        timeZone: 'Africa/Lagos',
        openForSale: true,
        terminals: [{ name: 'International' }, { name: 'Domestic' }, { name: 'MMA2' }],
      });
    }
  });

  it('answers a customer 404, an officer 403, a dispatcher 403 on changes, no token 401', async () => {
    const writes = [
      ['POST', '/api/ops/airports', enugu],
      ['PATCH', '/api/ops/airports/LOS', { openForSale: false }],
      ['POST', '/api/ops/airports/LOS/terminals', arrivalsHall],
      ['PATCH', '/api/ops/airports/LOS/terminals/MMA2', { position: 5 }],
      ['DELETE', '/api/ops/airports/LOS/terminals/MMA2'],
    ] as const;
    expect((await call(null, 'GET', '/api/ops/airports')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/ops/airports')).statusCode).toBe(404);
    expect((await call(officer, 'GET', '/api/ops/airports')).statusCode).toBe(403);
    for (const [method, url, body] of writes) {
      expect((await call(customer, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(officer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(dispatcher, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const los = (await call(admin, 'GET', '/api/ops/airports'))
      .json()
      .data.find((a: { iata: string }) => a.iata === 'LOS');
    expect(los).toMatchObject({ openForSale: true, terminals: [{}, {}, { name: 'MMA2', position: 2 }] });
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const before = await served();
    const bad: Array<[string, object]> = [
      ['iata', { ...enugu, iata: 'enu' }],
      ['icao', { ...enugu, icao: 'DN1' }],
      ['country', { ...enugu, country: 'NGA' }],
      ['currency', { ...enugu, currency: 'naira' }],
      ['timeZone', { ...enugu, timeZone: 'Africa/Atlantis' }],
      ['name', { ...enugu, iata: 'QQQ', name: '' }],
    ];
    for (const [field, body] of bad) {
      const res = await call(admin, 'POST', '/api/ops/airports', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().details ?? {}), field).toContain(field);
    }
    expect(await served()).toBe(before);
    expect(await t.app.db.select().from(airports).where(eq(airports.iata, 'QQQ'))).toHaveLength(0);
    expect((await call(admin, 'PATCH', '/api/ops/airports/LOS', {})).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/ops/airports/LOS', { currency: 'usd' })).statusCode).toBe(400);
    const [los] = await t.app.db.select().from(serviceAirports).where(eq(serviceAirports.iata, 'LOS'));
    expect(los?.currency).toBe('NGN');
  });

  it('serves a curated airport, closed, keeping the curated name; a second time is 409', async () => {
    const [curated] = await t.app.db.select().from(airports).where(eq(airports.iata, 'ENU'));
    expect(curated).toBeDefined();
    const res = await call(admin, 'POST', '/api/ops/airports', enugu);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      iata: 'ENU',
      icao: 'DNEN',
      name: curated?.name,
      city: curated?.city,
      country: curated?.country,
      timeZone: curated?.timeZone,
      currency: 'NGN',
      openForSale: false,
      terminals: [],
    });
    const again = await call(admin, 'POST', '/api/ops/airports', { ...enugu, icao: 'DNXX' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This airport is already served.');
    expect(await auditActions('ENU')).toEqual(['airport.created']);
  });

  it('adds the curated airport from the body when the list has none', async () => {
    const body = { ...enugu, iata: 'QQA', icao: 'QQAA', name: 'Test Field', city: 'Testville', country: 'GH' };
    const res = await call(admin, 'POST', '/api/ops/airports', { ...body, timeZone: 'Africa/Accra' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ iata: 'QQA', name: 'Test Field', country: 'GH', timeZone: 'Africa/Accra' });
  });

  it('opens and closes an airport for sale and edits its place; 404 for an airport not served', async () => {
    const open = await call(admin, 'PATCH', '/api/ops/airports/ENU', { openForSale: true, city: 'Enugu City' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ iata: 'ENU', openForSale: true, city: 'Enugu City' });
    const closed = await call(admin, 'PATCH', '/api/ops/airports/ENU', { openForSale: false });
    expect(closed.json().data).toMatchObject({ openForSale: false, city: 'Enugu City' });
    expect((await call(admin, 'PATCH', '/api/ops/airports/KAN', { openForSale: true })).statusCode).toBe(404);
    expect(await auditActions('ENU')).toEqual(['airport.created', 'airport.updated', 'airport.updated']);
  });

  it('adds, changes and refuses duplicate terminals', async () => {
    const added = await call(admin, 'POST', '/api/ops/airports/ENU/terminals', arrivalsHall);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.terminals).toEqual([arrivalsHall]);
    const twice = await call(admin, 'POST', '/api/ops/airports/ENU/terminals', { ...arrivalsHall, position: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This airport already has a terminal of that name.');
    const neither = await call(admin, 'POST', '/api/ops/airports/ENU/terminals', {
      ...arrivalsHall,
      name: 'Cargo',
      international: false,
      domestic: false,
    });
    expect(neither.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/ops/airports/KAN/terminals', arrivalsHall)).statusCode).toBe(404);

    const changed = await call(admin, 'PATCH', '/api/ops/airports/ENU/terminals/Main', { international: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.terminals).toEqual([{ ...arrivalsHall, international: false }]);
    const none = await call(admin, 'PATCH', '/api/ops/airports/ENU/terminals/Main', { domestic: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('A terminal handles international or domestic routes, or both.');
    expect((await call(admin, 'PATCH', '/api/ops/airports/ENU/terminals/Gone', { position: 1 })).statusCode).toBe(404);
    const after = (await call(admin, 'GET', '/api/ops/airports'))
      .json()
      .data.find((a: { iata: string }) => a.iata === 'ENU');
    expect(after.terminals).toEqual([{ ...arrivalsHall, international: false }]);
    expect(await auditActions('ENU/Main')).toEqual(['terminal.created', 'terminal.updated']);
  });

  it('refuses to delete a terminal an officer works in, then deletes it with its meeting points', async () => {
    await call(admin, 'POST', '/api/ops/airports/ENU/terminals', { ...arrivalsHall, name: 'Old' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/ops/airports/ENU/meeting-points/Old/arrival',
      headers: admin.headers,
      payload: { description: 'At the old arrivals hall, by the exit door.' },
    });
    expect(saved.statusCode).toBe(200);
    const user = await createUser(t.app.db, { role: 'officer' });
    await t.app.db
      .insert(officers)
      .values({ userId: user.id, badgeNumber: 'ENU-1', languages: ['Igbo'], airportIata: 'ENU', terminals: ['Old'] });

    const refused = await call(admin, 'DELETE', '/api/ops/airports/ENU/terminals/Old');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'One officer still works in this terminal. Take it off their terminals first, then delete it.',
    );
    const points = () =>
      t.app.db
        .select()
        .from(meetingPoints)
        .where(and(eq(meetingPoints.airportIata, 'ENU'), eq(meetingPoints.terminal, 'Old')));
    expect(await points()).toHaveLength(1);

    await t.app.db
      .update(officers)
      .set({ terminals: ['Main'] })
      .where(eq(officers.userId, user.id));
    const deleted = await call(admin, 'DELETE', '/api/ops/airports/ENU/terminals/Old');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.terminals.map((x: { name: string }) => x.name)).toEqual(['Main']);
    expect(await points()).toHaveLength(0);
    expect((await call(admin, 'DELETE', '/api/ops/airports/ENU/terminals/Old')).statusCode).toBe(404);
    expect(await auditActions('ENU/Old')).toEqual(['terminal.created', 'terminal.removed']);
  });
});
