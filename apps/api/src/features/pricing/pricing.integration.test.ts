import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createFlight, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findFlightPriceInForce } from './price-in-force.repository';

describe('pricing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/pricing${query}` })).json();
  const put = async (serviceType: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/pricing/${serviceType}`, payload: payload as object, headers });

  it('lists the seeded defaults: 45 USD and 1500 NGN per USD for each service type', async () => {
    expect(await list()).toEqual({
      success: true,
      data: [
        { service_type: 'arrival', price_usd: 45, exchange_rate_ngn: 1500 },
        { service_type: 'departure', price_usd: 45, exchange_rate_ngn: 1500 },
      ],
    });
  });

  it('filters by service type and refuses unknown ones', async () => {
    expect((await list('?serviceType=departure')).data).toEqual([
      { service_type: 'departure', price_usd: 45, exchange_rate_ngn: 1500 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/pricing?serviceType=transit' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
  });

  it('lets an admin change a price and rate, which bookings then read', async () => {
    const admin = await createUser(t.app.db, { role: 'admin' });
    const res = await put('departure', { price_usd: 52.5, exchange_rate_ngn: 1612.25 }, await authHeader(t.app, admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { service_type: 'departure', price_usd: 52.5, exchange_rate_ngn: 1612.25 },
    });
    expect((await list('?serviceType=departure')).data[0]).toEqual({
      service_type: 'departure',
      price_usd: 52.5,
      exchange_rate_ngn: 1612.25,
    });
    // A departure from Lagos, which has no price list of its own, takes the new default price.
    const flight = await createFlight(t.app.db, { departureIata: 'LOS', arrivalIata: 'LHR' });
    const found = await findFlightPriceInForce(t.app.db, {
      flightReference: flight.reference,
      serviceType: 'departure',
      at: new Date(),
    });
    expect(found?.flight.reference).toBe(flight.reference);
    expect(found?.priceInForce).toMatchObject({
      airportIata: 'LOS',
      unitPriceUsdCents: 5250,
      exchangeRateE4: 16_122_500,
      priceListId: null,
    });
    // The other service type is untouched.
    expect((await list('?serviceType=arrival')).data[0].price_usd).toBe(45);
  });

  it.each(['customer', 'officer'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const before = await list();
    const user = await createUser(t.app.db, { role });
    const res = await put('arrival', { price_usd: 1, exchange_rate_ngn: 1 }, await authHeader(t.app, user));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    expect(await list()).toEqual(before);
  });

  it('refuses a request without a token with 401 and changes nothing', async () => {
    const before = await list();
    const res = await put('arrival', { price_usd: 1, exchange_rate_ngn: 1 });
    expect(res.statusCode).toBe(401);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['a negative price', { price_usd: -5, exchange_rate_ngn: 1500 }],
    ['fractions of a cent', { price_usd: 45.001, exchange_rate_ngn: 1500 }],
    ['a missing rate', { price_usd: 45 }],
    ['an unknown field', { price_usd: 45, exchange_rate_ngn: 1500, currency: 'EUR' }],
  ])('refuses %s with 400', async (_label, body) => {
    const admin = await createUser(t.app.db, { role: 'admin' });
    const before = await list();
    const res = await put('arrival', body, await authHeader(t.app, admin));
    expect(res.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('refuses an unknown service type in the path', async () => {
    const admin = await createUser(t.app.db, { role: 'admin' });
    const res = await put('transit', { price_usd: 45, exchange_rate_ngn: 1500 }, await authHeader(t.app, admin));
    expect(res.statusCode).toBe(400);
  });
});
