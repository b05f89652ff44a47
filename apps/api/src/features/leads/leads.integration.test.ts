import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LEAD_RATE_LIMIT } from './leads.routes';

const flight = { flightNumber: 'BA75', date: '2026-12-01', bookingReference: 'FL-ABCDEFGHJK' };
let ipSeq = 0;
/** Each test speaks from its own address so the per-IP limit of one never touches another. */
const nextIp = () => `198.51.100.${++ipSeq}`;

describe('POST /api/leads/capture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const capture = (payload: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/leads/capture', payload: payload as object, remoteAddress: ip });
  const stored = (email: string) => t.app.db.select().from(leads).where(eq(leads.email, email));

  it('stores a lead and answers 201 with it, source defaulting to flight_search', async () => {
    const res = await capture({ email: '  Ada.Obi@Example.com ', flightData: flight });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { email: 'ada.obi@example.com', source: 'flight_search' } });
    const rows = await stored('ada.obi@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.flightData).toEqual(flight);
    expect(rows[0]?.id).toBe(body.data.id);
  });

  it('keeps a given source', async () => {
    const res = await capture({ email: 'src@example.com', flightData: flight, source: 'landing_page' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.source).toBe('landing_page');
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email', flightData: flight }],
    ['no e-mail', { flightData: flight }],
    ['no flight data', { email: 'x@example.com' }],
    ['flight data that is not an object', { email: 'x@example.com', flightData: 'BA75' }],
    ['an unknown field', { email: 'x@example.com', flightData: flight, admin: true }],
    ['oversized flight data', { email: 'x@example.com', flightData: { blob: 'x'.repeat(9_000) } }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    const res = await capture(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(after).toEqual(before);
  });

  it('uses the spec message for a bad e-mail', async () => {
    const res = await capture({ email: 'nope', flightData: flight });
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('stores the same e-mail and flight once within an hour, whatever the case or key order', async () => {
    const first = await capture({ email: 'dup@example.com', flightData: flight });
    expect(first.statusCode).toBe(201);
    const reordered = {
      bookingReference: flight.bookingReference,
      date: flight.date,
      flightNumber: flight.flightNumber,
    };
    const again = await capture({ email: 'DUP@example.com', flightData: reordered });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await stored('dup@example.com')).toHaveLength(1);
  });

  it('stores a different flight for the same e-mail', async () => {
    await capture({ email: 'two@example.com', flightData: flight });
    const other = await capture({ email: 'two@example.com', flightData: { ...flight, flightNumber: 'VS411' } });
    expect(other.statusCode).toBe(201);
    expect(await stored('two@example.com')).toHaveLength(2);
  });

  it('stores one lead when the same capture arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => capture({ email: 'race@example.com', flightData: flight })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await stored('race@example.com')).toHaveLength(1);
  });

  it('stores the same e-mail and flight again once the hour has passed', async () => {
    await capture({ email: 'later@example.com', flightData: flight });
    await t.app.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(leads.email, 'later@example.com'));
    const res = await capture({ email: 'later@example.com', flightData: flight });
    expect(res.statusCode).toBe(201);
    expect(await stored('later@example.com')).toHaveLength(2);
  });

  it('limits each IP address, bad requests included, and leaves other addresses alone', async () => {
    const ip = nextIp();
    for (let i = 0; i < LEAD_RATE_LIMIT.points; i++) {
      const res = await capture(i % 2 ? { email: 'bad' } : { email: `rl${i}@example.com`, flightData: flight }, ip);
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await capture({ email: 'rl-last@example.com', flightData: flight }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored('rl-last@example.com')).toHaveLength(0);
    expect((await capture({ email: 'rl-last@example.com', flightData: flight })).statusCode).toBe(201);
  });
});
