/**
 * A key books, reads, lists and cancels as its organisation (issue 40 items 1, 2; ADR 365): the
 * same create twice with one Idempotency-Key makes one booking; a write without the header is 400;
 * the booking and its history name the key, not a person; organisation A's key never sees
 * organisation B's bookings (404 as an unknown id, absent from its list); a poller's
 * `updatedSince` finds a cancellation; a quote answers the price a booking then carries, and
 * neither is given at an airport not open for sale (issue 41 item 1).
 */

import { randomUUID } from 'node:crypto';
import { type CreatedApiKey, PartnerMessages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, outboxMessages } from '../../db/schema/index';
import { seedAirportExtras } from '../../db/seed/extras';
import { createFlight, type FlightRow } from '../../test/factories';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { createTestApp, type TestApp } from '../../test/test-app';

const guest = { fullName: 'Chidi Okafor', phone: '+2348031234567', email: 'chidi.okafor@example.com' };

describe('a key books for its organisation', () => {
  let t: TestApp;
  let flight: FlightRow;
  let keyA: CreatedApiKey;
  let keyB: CreatedApiKey;
  let ownerA: string;

  async function keyFor(scopes: string[]) {
    const org = await createOrganisation(t.app);
    const owner = await memberOf(t.app, org.id, 'owner');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/api-keys`,
      headers: owner.headers,
      payload: { name: 'Agency system', scopes },
    });
    return { key: res.json().data as CreatedApiKey, ownerId: owner.user.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    // The demo catalogue (seed/extras.ts): a partner quotes and books add-ons too (issue 41 item 4).
    expect(await seedAirportExtras(t.app.db, 'LOS')).toBe(true);
    flight = await createFlight(t.app.db);
    const a = await keyFor(['bookings:read', 'bookings:write', 'invoices:read']);
    keyA = a.key;
    ownerA = a.ownerId;
    keyB = (await keyFor(['bookings:read', 'bookings:write'])).key;
  });
  afterAll(() => t.close());

  const call = (
    key: CreatedApiKey,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    opts: { payload?: object; idempotencyKey?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${key.secret}`,
        ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
  const bookingBody = (passengerCount = 1) => ({
    flightBookingReference: flight.reference,
    serviceType: 'arrival',
    passengerCount,
    passenger: guest,
  });

  it('creates once for two requests with one Idempotency-Key, and refuses a write without one', async () => {
    const idempotencyKey = randomUUID();
    const first = await call(keyA, 'POST', '/api/partner/bookings', { payload: bookingBody(), idempotencyKey });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await call(keyA, 'POST', '/api/partner/bookings', { payload: bookingBody(), idempotencyKey });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const id = first.json().data.booking.id;
    expect(second.json().data.booking.id).toBe(id);
    expect(first.body).not.toContain('meetingCode');
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.apiKeyId, keyA.apiKey.id));
    expect(rows.map((r) => r.id)).toEqual([id]);

    // Another key with the same Idempotency-Key is another request.
    const other = await call(keyB, 'POST', '/api/partner/bookings', { payload: bookingBody(), idempotencyKey });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.booking.id).not.toBe(id);

    const without = await call(keyA, 'POST', '/api/partner/bookings', { payload: bookingBody() });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: PartnerMessages.idempotencyKeyRequired,
    });
    expect(await t.app.db.select().from(bookings).where(eq(bookings.apiKeyId, keyA.apiKey.id))).toHaveLength(1);
  });

  it("names the key on the booking and in its history; the key's maker is only the booker of record", async () => {
    const res = await call(keyA, 'POST', '/api/partner/bookings', {
      payload: bookingBody(2),
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const { booking, payment } = res.json().data;
    expect(payment.outcome).toBe('on_account');
    expect(booking.status).toBe('confirmed');
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ apiKeyId: keyA.apiKey.id, userId: ownerA });
    const history = await t.app.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.field, 'status')));
    expect(history).toContainEqual(
      expect.objectContaining({
        toValue: 'confirmed',
        actorRole: 'partner',
        actorApiKeyId: keyA.apiKey.id,
        actorUserId: null,
      }),
    );
    // The confirmation goes to the passenger only: the key's maker gets no booker's copy.
    const confirmations = await t.app.db
      .select({ audience: outboxMessages.audience })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, booking.id), eq(outboxMessages.kind, 'booking-confirmed')));
    expect(confirmations.length).toBeGreaterThan(0);
    expect(confirmations.every((m) => m.audience === 'lead_passenger')).toBe(true);
  });

  it("never shows organisation A's key organisation B's bookings: 404 as an unknown id, absent from the list", async () => {
    const made = await call(keyB, 'POST', '/api/partner/bookings', {
      payload: bookingBody(),
      idempotencyKey: randomUUID(),
    });
    const bId = made.json().data.booking.id;
    expect((await call(keyB, 'GET', `/api/partner/bookings/${bId}`)).statusCode).toBe(200);

    const read = await call(keyA, 'GET', `/api/partner/bookings/${bId}`);
    const unknown = await call(keyA, 'GET', `/api/partner/bookings/${randomUUID()}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(unknown.json());
    const cancel = await call(keyA, 'DELETE', `/api/partner/bookings/${bId}`, { idempotencyKey: randomUUID() });
    expect(cancel.statusCode).toBe(404);
    const list = await call(keyA, 'GET', '/api/partner/bookings?limit=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.bookings.map((b: { id: string }) => b.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(bId);
    const [still] = await t.app.db.select().from(bookings).where(eq(bookings.id, bId));
    expect(still?.status).not.toBe('cancelled');
  });

  it('cancels once per Idempotency-Key, naming the key; a poller finds the change with updatedSince', async () => {
    const made = await call(keyA, 'POST', '/api/partner/bookings', {
      payload: bookingBody(),
      idempotencyKey: randomUUID(),
    });
    const id = made.json().data.booking.id;
    const since = new Date().toISOString();
    expect((await call(keyA, 'DELETE', `/api/partner/bookings/${id}`)).statusCode).toBe(400);

    const idempotencyKey = randomUUID();
    const cancelled = await call(keyA, 'DELETE', `/api/partner/bookings/${id}`, { idempotencyKey });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.booking.status).toBe('cancelled');
    const again = await call(keyA, 'DELETE', `/api/partner/bookings/${id}`, { idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.rule).toBe(cancelled.json().data.rule);
    const history = await t.app.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toValue, 'cancelled')));
    expect(history).toEqual([expect.objectContaining({ actorRole: 'partner', actorApiKeyId: keyA.apiKey.id })]);

    const changed = await call(keyA, 'GET', `/api/partner/bookings?updatedSince=${encodeURIComponent(since)}&limit=1`);
    expect(changed.statusCode).toBe(200);
    const page = changed.json().data;
    expect(page.bookings).toHaveLength(1);
    expect(page.bookings[0]).toMatchObject({ id, status: 'cancelled' });
    expect(page.nextCursor).toBeNull();
    const cancelledOnly = await call(keyA, 'GET', '/api/partner/bookings?status=cancelled');
    expect(cancelledOnly.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([id]);
  });

  it('pages the list with a cursor, each booking once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await call(keyA, 'GET', `/api/partner/bookings?limit=1${query}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.bookings.map((b: { id: string }) => b.id));
      cursor = res.json().data.nextCursor;
    } while (cursor);
    const rows = await t.app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.apiKeyId, keyA.apiKey.id));
    expect([...seen].sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('quotes the price a booking with a porter then carries, and reads the flight search and invoices with the key', async () => {
    const addOns = [{ code: 'porter', quantity: 1 }];
    const quote = await call(keyA, 'POST', '/api/partner/quotes', {
      payload: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 3, addOns },
    });
    expect(quote.statusCode).toBe(200);
    const kinds = quote.json().data.lines.map((l: { kind: string; addOnCode?: string }) => l.addOnCode ?? l.kind);
    expect(kinds).toEqual(['service', 'porter']);
    const made = await call(keyA, 'POST', '/api/partner/bookings', {
      payload: { ...bookingBody(3), addOns },
      idempotencyKey: randomUUID(),
    });
    const booking = made.json().data.booking;
    expect(quote.json().data).toMatchObject({
      currency: 'USD',
      totalAmount: booking.totalAmount,
      totalAmountNgn: booking.totalAmountNgn,
      unitPrice: booking.unitPriceUsd,
    });
    const invoices = await call(keyA, 'GET', '/api/partner/invoices');
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json().data.invoices).toEqual([]);
    expect((await call(keyA, 'GET', `/api/partner/invoices/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(keyB, 'GET', '/api/partner/invoices')).statusCode).toBe(403);
  });

  it('refuses a quote and a booking at an airport not open for sale, in the same words (issue 41 item 1)', async () => {
    await createServedAirport(t.app.db, { iata: 'PHC', open: false });
    const closed = await createFlight(t.app.db, {
      arrivalIata: 'PHC',
      arrivalAirportName: 'Port Harcourt International Airport',
      arrivalCity: 'Port Harcourt',
    });
    const body = { flightBookingReference: closed.reference, serviceType: 'arrival', passengerCount: 1 };
    const quote = await call(keyA, 'POST', '/api/partner/quotes', { payload: body });
    expect(quote.statusCode).toBe(422);
    const made = await call(keyA, 'POST', '/api/partner/bookings', {
      payload: { ...body, passenger: guest },
      idempotencyKey: randomUUID(),
    });
    expect(made.statusCode).toBe(422);
    expect(made.json().message).toBe(quote.json().message);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, closed.id))).toEqual([]);
  });
});
