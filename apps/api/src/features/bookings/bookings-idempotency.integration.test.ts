import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, flights } from '../../db/schema/index';
import { createFlight, type FlightRow, flightFromLos } from '../../test/factories';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';

describe('Idempotency-Key on POST /api/bookings/create', () => {
  let t: TestApp;
  let flight: FlightRow;
  beforeAll(async () => {
    t = await createTestApp();
    flight = await createFlight(t.app.db);
  });
  afterAll(() => t.close());

  const bookingsOf = async (who: SignedIn) =>
    (await t.app.db.select({ n: count() }).from(bookings).where(eq(bookings.userId, who.user.id)))[0]?.n;

  it('makes one booking for the same key and body, and answers the same both times', async () => {
    const ada = await signIn(t.app);
    const body = { flightBookingReference: flight.reference, passengerCount: 2, specialRequirements: 'Pram' };
    const first = await postCreate(t.app, ada, body, { 'idempotency-key': 'key-one' });
    const second = await postCreate(t.app, ada, body, { 'idempotency-key': 'key-one' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await bookingsOf(ada)).toBe(1);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${first.json().data.booking.id}`,
      headers: ada.headers,
    });
    expect(stored.json().data.booking).toMatchObject(first.json().data.booking);
  });

  it('replays the stored answer even when the request would now be refused', async () => {
    const ada = await signIn(t.app);
    const soon = await createFlight(t.app.db);
    const body = { flightBookingReference: soon.reference };
    const first = await postCreate(t.app, ada, body, { 'idempotency-key': 'late-retry' });
    expect(first.statusCode).toBe(201);
    // the flight lands before the client retries
    await t.app.db
      .update(flights)
      .set({ departureTime: new Date(Date.now() - 8 * 3_600_000), arrivalTime: new Date(Date.now() - 3_600_000) })
      .where(eq(flights.id, soon.id));
    const retry = await postCreate(t.app, ada, body, { 'idempotency-key': 'late-retry' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // without the key, the same body is refused now
    expect((await postCreate(t.app, ada, body)).statusCode).toBe(422);
  });

  it('refuses the same key with a different body (422) and makes nothing', async () => {
    const ada = await signIn(t.app);
    const key = { 'idempotency-key': 'key-two' };
    await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount: 1 }, key);
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount: 3 }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: 'UNPROCESSABLE',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    expect(await bookingsOf(ada)).toBe(1);
  });

  it('keeps keys per user: two users with one key get two bookings', async () => {
    const [ada, bola] = [await signIn(t.app), await signIn(t.app)];
    const body = { flightBookingReference: flight.reference };
    const a = await postCreate(t.app, ada, body, { 'idempotency-key': 'shared' });
    const b = await postCreate(t.app, bola, body, { 'idempotency-key': 'shared' });
    expect(a.json().data.booking.id).not.toBe(b.json().data.booking.id);
    expect([await bookingsOf(ada), await bookingsOf(bola)]).toEqual([1, 1]);
  });

  it('does not store a failed answer: a retry with the key runs again', async () => {
    const ada = await signIn(t.app);
    const outbound = await createFlight(t.app.db, flightFromLos);
    const key = { 'idempotency-key': 'retry-me' };
    // arrival service on a flight leaving LOS fails...
    const failed = await postCreate(t.app, ada, { flightBookingReference: outbound.reference }, key);
    expect(failed.statusCode).toBe(422);
    // ...and a retry with the same key (and the same body) is answered afresh, not replayed
    const retried = await postCreate(t.app, ada, { flightBookingReference: outbound.reference }, key);
    expect(retried.statusCode).toBe(422);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // the key is still free: the corrected request goes through with it
    const fixed = await postCreate(
      t.app,
      ada,
      { flightBookingReference: outbound.reference, serviceType: 'departure' },
      key,
    );
    expect(fixed.statusCode).toBe(201);
  });

  it('without a key, each request makes a booking', async () => {
    const ada = await signIn(t.app);
    const body = { flightBookingReference: flight.reference };
    await postCreate(t.app, ada, body);
    await postCreate(t.app, ada, body);
    expect(await bookingsOf(ada)).toBe(2);
  });

  it('refuses an empty or over-long key (400)', async () => {
    const ada = await signIn(t.app);
    const body = { flightBookingReference: flight.reference };
    expect((await postCreate(t.app, ada, body, { 'idempotency-key': ' ' })).statusCode).toBe(400);
    expect((await postCreate(t.app, ada, body, { 'idempotency-key': 'k'.repeat(256) })).statusCode).toBe(400);
    expect(await bookingsOf(ada)).toBe(0);
  });

  // PostgreSQL only. PGlite is one connection that runs one transaction at a time, so 50
  // "parallel" requests never overlap there and the test would prove nothing.
  it.skipIf(testDbKind === 'pglite')('makes exactly one booking from 50 parallel requests with one key', async () => {
    const ada = await signIn(t.app);
    const body = { flightBookingReference: flight.reference, passengerCount: 2 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postCreate(t.app, ada, body, { 'idempotency-key': 'stampede' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().data.booking.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await bookingsOf(ada)).toBe(1);
  });

  // PostgreSQL only, for the same reason: on PGlite nothing else can hold the key meanwhile.
  it.skipIf(testDbKind === 'pglite')(
    'waits while another request holds the key, then runs if that one failed',
    async () => {
      const ada = await signIn(t.app);
      const holder = new pg.Client({ connectionString: t.testDb.url });
      await holder.connect();
      try {
        // Another API process is mid-way through a create with this key: its transaction holds the key.
        await holder.query('begin');
        await holder.query(
          `insert into idempotency_keys (user_id, scope, key, request_hash) values ($1, 'POST /bookings/create', 'slow', 'x')`,
          [ada.user.id],
        );
        const pending = postCreate(
          t.app,
          ada,
          { flightBookingReference: flight.reference },
          { 'idempotency-key': 'slow' },
        );
        // Wait until our request is blocked on that key.
        for (;;) {
          const { rows } = await holder.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        // That request fails and rolls back: ours goes ahead and makes the booking.
        await holder.query('rollback');
        const res = await pending;
        expect(res.statusCode).toBe(201);
        expect(res.headers['idempotent-replayed']).toBeUndefined();
        expect(await bookingsOf(ada)).toBe(1);
      } finally {
        await holder.end();
      }
    },
  );
});
