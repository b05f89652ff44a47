/**
 * The served airports a database starts with (issue 41 item 1): LOS, ABV and PHC with their
 * terminals and meeting points; ABV and PHC open in test mode only; a later start never undoes
 * an admin's change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServedAirports } from '../../features/airports/index';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { meetingPoints, serviceAirports, terminals } from '../schema/index';
import { seedReferenceData } from './index';

const opened = async (t: TestDatabase) =>
  Object.fromEntries((await listServedAirports(t.database.db)).map((a) => [a.iata, a.openForSale]));

describe('served airports seed', () => {
  let demo: TestDatabase;
  let live: TestDatabase;
  beforeAll(async () => {
    [demo, live] = await Promise.all([createTestDatabase({ seed: false }), createTestDatabase({ seed: false })]);
    await seedReferenceData(demo.database.db, { testMode: true });
    await seedReferenceData(live.database.db, { testMode: false });
  });
  afterAll(async () => {
    for (const t of [demo, live]) {
      await t?.database.close();
      await t?.drop();
    }
  });

  it('gives a fresh database LOS, ABV and PHC with their codes, currency and terminals', async () => {
    const airports = await listServedAirports(demo.database.db);
    expect(airports.map((a) => [a.iata, a.icao, a.currency, a.city])).toEqual([
      ['ABV', 'DNAA', 'NGN', 'Abuja'],
      ['LOS', 'DNMM', 'NGN', 'Lagos'],
      ['PHC', 'DNPO', 'NGN', 'Port Harcourt'],
    ]);
    const names = Object.fromEntries(airports.map((a) => [a.iata, a.terminals.map((t) => t.name)]));
    expect(names).toEqual({
      ABV: ['International', 'Domestic'],
      LOS: ['International', 'Domestic', 'MMA2'],
      PHC: ['International', 'Domestic'],
    });
  });

  it('opens ABV and PHC in test mode, and seeds them closed otherwise; LOS is open either way', async () => {
    expect(await opened(demo)).toEqual({ ABV: true, LOS: true, PHC: true });
    expect(await opened(live)).toEqual({ ABV: false, LOS: true, PHC: false });
  });

  it('gives every terminal a meeting point for arrival and departure, naming its airport', async () => {
    const points = await demo.database.db.select().from(meetingPoints);
    expect(points).toHaveLength(14);
    const abv = points.find(
      (p) => p.airportIata === 'ABV' && p.terminal === 'International' && p.serviceType === 'arrival',
    );
    expect(abv?.description).toMatch(/^Nnamdi Azikiwe International Airport, Abuja, international terminal: /);
  });

  it('keeps an admin’s change on the next start: open or closed, a removed terminal, an edited text', async () => {
    const { db } = live.database;
    await db.update(serviceAirports).set({ openForSale: true }).where(eq(serviceAirports.iata, 'ABV'));
    await db.update(serviceAirports).set({ openForSale: false }).where(eq(serviceAirports.iata, 'LOS'));
    await db.delete(terminals).where(and(eq(terminals.airportIata, 'PHC'), eq(terminals.name, 'International')));
    const edited = 'By the coffee kiosk, domestic departures.';
    await db
      .update(meetingPoints)
      .set({ description: edited })
      .where(and(eq(meetingPoints.airportIata, 'ABV'), eq(meetingPoints.terminal, 'Domestic')));

    await seedReferenceData(db, { testMode: true });

    expect(await opened(live)).toEqual({ ABV: true, LOS: false, PHC: false });
    const phc = (await listServedAirports(db)).find((a) => a.iata === 'PHC');
    expect(phc?.terminals.map((t) => t.name)).toEqual(['Domestic']);
    const points = await db.select().from(meetingPoints).where(eq(meetingPoints.airportIata, 'PHC'));
    expect(points.map((p) => p.terminal)).toEqual(['Domestic', 'Domestic']);
    const abv = await db.select().from(meetingPoints).where(eq(meetingPoints.terminal, 'Domestic'));
    expect(abv.filter((p) => p.airportIata === 'ABV').map((p) => p.description)).toEqual([edited, edited]);
  });
});
