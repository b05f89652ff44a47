/**
 * Officers belong to a served airport (issue 41 item 1): an officer is created at a served
 * airport, open or not, with terminals of THAT airport, checked on the server; editing may move
 * the officer to another airport when the terminals fit it; lists and shifts filter by airport.
 * The seed serves LOS, ABV and PHC; ABV has no terminal named MMA2.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officers, serviceAirports, users } from '../../db/schema/index';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findServedAirport } from '../airports/index';

describe('officers at served airports', () => {
  let t: TestApp;
  let dispatcher: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    dispatcher = await createStaff(t.app, 'dispatcher');
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = dispatcher) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  let serial = 0;
  const officerBody = (airportIata: string, terminals: string[]) => {
    serial += 1;
    return {
      email: `officer.${airportIata.toLowerCase()}.${serial}@fasttrack.test`,
      firstName: 'Musa',
      lastName: 'Danjuma',
      phone: '0803 555 0100',
      badgeNumber: `${airportIata}-T-${serial}`,
      languages: ['English', 'Hausa'],
      airportIata,
      terminals,
    };
  };
  const accountExists = async (email: string) =>
    (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
  const terminalsOf = async (iata: string) =>
    ((await findServedAirport(t.app.db, iata))?.terminals ?? []).map((x) => x.name);

  it('creates an officer at ABV with its terminals, and shows the airport', async () => {
    const [terminal] = await terminalsOf('ABV');
    const res = await api('POST', '/api/ops/officers', officerBody('ABV', [terminal ?? '']));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.officer).toMatchObject({ airportIata: 'ABV', terminals: [terminal] });
  });

  it('refuses a terminal of another airport (400) and writes nothing', async () => {
    const body = officerBody('ABV', ['MMA2']);
    const res = await api('POST', '/api/ops/officers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/has no terminal named MMA2/) });
    expect(await accountExists(body.email)).toBe(false);
  });

  it('refuses an airport that is not served, and an officer account without an airport (400)', async () => {
    const unknown = officerBody('XYZ', ['International']);
    const res = await api('POST', '/api/ops/officers', unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('FastTrack does not serve this airport. Choose one of the served airports.');
    expect(await accountExists(unknown.email)).toBe(false);

    const account = { role: 'officer', email: 'no.airport@fasttrack.test', firstName: 'Ada', lastName: 'Obi' };
    const missing = await api('POST', '/api/ops/staff', { ...account, phone: '08035550101' }, admin);
    expect(missing.statusCode).toBe(400);
    expect(await accountExists(account.email)).toBe(false);
  });

  it('creates an officer at a closed airport; the staff account shows it, with all its terminals', async () => {
    await t.app.db.update(serviceAirports).set({ openForSale: false }).where(eq(serviceAirports.iata, 'PHC'));
    const res = await api(
      'POST',
      '/api/ops/staff',
      {
        role: 'officer',
        email: 'ibiere@fasttrack.test',
        firstName: 'Ibiere',
        lastName: 'Harry',
        phone: '08035550102',
        airportIata: 'PHC',
      },
      admin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.account).toMatchObject({ role: 'officer', airportIata: 'PHC' });
    const [row] = await t.app.db.select().from(officers).where(eq(officers.userId, res.json().data.account.id));
    expect(row?.terminals).toEqual(await terminalsOf('PHC'));
    const list = await api('GET', '/api/ops/staff', undefined, admin);
    const me = list.json().data.find((a: { email: string }) => a.email === 'ibiere@fasttrack.test');
    expect(me.airportIata).toBe('PHC');
    expect(list.json().data.find((a: { role: string }) => a.role === 'admin').airportIata).toBeNull();
  });

  it('moves an officer to another airport only with terminals of that airport', async () => {
    const created = await api('POST', '/api/ops/officers', officerBody('LOS', ['MMA2']));
    const id = created.json().data.officer.id;
    const keepsMma2 = await api('PATCH', `/api/ops/officers/${id}`, { airportIata: 'ABV' });
    expect(keepsMma2.statusCode).toBe(400);
    expect((await api('GET', '/api/ops/officers?airport=LOS')).json().data.map((o: { id: string }) => o.id)).toContain(
      id,
    );

    const [abvTerminal] = await terminalsOf('ABV');
    const moved = await api('PATCH', `/api/ops/officers/${id}`, { airportIata: 'ABV', terminals: [abvTerminal] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ airportIata: 'ABV', terminals: [abvTerminal] });
    const foreign = await api('PATCH', `/api/ops/officers/${id}`, { terminals: ['MMA2'] });
    expect(foreign.statusCode).toBe(400);
  });

  it('lists the officers and shifts of one airport with ?airport=', async () => {
    const [terminal] = await terminalsOf('PHC');
    const phc = (await api('POST', '/api/ops/officers', officerBody('PHC', [terminal ?? '']))).json().data.officer;
    const los = (await api('POST', '/api/ops/officers', officerBody('LOS', ['International']))).json().data.officer;
    const shift = (officerId: string) =>
      api('POST', '/api/ops/shifts', {
        officerId,
        startsAt: '2026-12-10T05:00:00+01:00',
        endsAt: '2026-12-10T13:00:00+01:00',
      });
    expect((await shift(phc.id)).statusCode).toBe(201);
    expect((await shift(los.id)).statusCode).toBe(201);

    const listed = (await api('GET', '/api/ops/officers?airport=PHC')).json().data;
    expect(listed.every((o: { airportIata: string }) => o.airportIata === 'PHC')).toBe(true);
    expect(listed.map((o: { id: string }) => o.id)).toContain(phc.id);
    const shifts = (await api('GET', '/api/ops/shifts?from=2026-12-10&to=2026-12-10&airport=PHC')).json().data;
    expect(shifts.map((s: { officerId: string }) => s.officerId)).toEqual([phc.id]);
  });
});
