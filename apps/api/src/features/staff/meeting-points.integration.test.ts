/**
 * Meeting points per served airport (issue 15 §1; issue 41 item 1): staff read one airport's or
 * all, each naming its airport; an admin sets the text of a terminal the airport has, and nothing
 * else changes when the airport or terminal is unknown or the text too short.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditEvents } from '../../db/schema/index';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Point {
  airportIata: string;
  terminal: string;
  serviceType: string;
  description: string;
  shortLabel: string;
}

describe('meeting points per airport', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;

  const list = async (query = ''): Promise<Point[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/meeting-points${query}`,
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const put = (who: SignedIn, path: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/ops/airports/${path}`, headers: who.headers, payload });

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    dispatcher = await signIn(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  it("lists every airport's points, or one airport's with ?airport=", async () => {
    const all = await list();
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((p) => p.airportIata === 'LOS' && p.terminal === 'International')).toBe(true);
    expect(await list('?airport=LOS')).toEqual(all.filter((p) => p.airportIata === 'LOS'));
    expect(await list('?airport=KAN')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/ops/meeting-points?airport=los',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sets the text of an airport's terminal (matched in any case) and records it", async () => {
    const description = 'Arrivals hall, by the duty-free exit; look for the FastTrack sign.';
    const res = await put(admin, 'LOS/meeting-points/international/arrival', {
      description,
      shortLabel: 'by the sign',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      airportIata: 'LOS',
      terminal: 'International',
      serviceType: 'arrival',
      description,
      shortLabel: 'by the sign',
    });
    const los = await list('?airport=LOS');
    expect(los.find((p) => p.terminal === 'International' && p.serviceType === 'arrival')?.description).toBe(
      description,
    );
    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.subjectId, 'LOS/International/arrival'));
    expect(audit.map((a) => a.action)).toEqual(['meeting_point.updated']);
  });

  it('answers 404 for an airport not served or a terminal it lacks, 400 for a short text; nothing changes', async () => {
    const before = await list();
    const description = 'Somewhere that does not exist at this airport.';
    expect((await put(admin, 'ABV/meeting-points/MMA2/arrival', { description })).statusCode).toBe(404);
    expect((await put(admin, 'KAN/meeting-points/International/arrival', { description })).statusCode).toBe(404);
    expect((await put(admin, 'LOS/meeting-points/MMA2/departure', { description: 'short' })).statusCode).toBe(400);
    expect((await put(admin, 'LOS/meeting-points/MMA2/transit', { description })).statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('lets only an admin set a point: a dispatcher 403, a customer 404', async () => {
    const description = 'A dispatcher may read this but not write it.';
    expect((await put(dispatcher, 'LOS/meeting-points/Domestic/arrival', { description })).statusCode).toBe(403);
    const customer = await signIn(t.app, 'customer');
    expect((await put(customer, 'LOS/meeting-points/Domestic/arrival', { description })).statusCode).toBe(404);
    const customerRead = await t.app.inject({
      method: 'GET',
      url: '/api/ops/meeting-points',
      headers: customer.headers,
    });
    expect(customerRead.statusCode).toBe(404);
  });
});
