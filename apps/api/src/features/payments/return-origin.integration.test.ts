/**
 * Payment returns to the origin the traveller used (issue 19 §6). With PUBLIC_URL unset, the
 * Paystack callback URL (and the sandbox checkout) follow the request's origin when it is on the
 * allow-list; a hostile Origin or Host falls back to the default. With PUBLIC_URL set, always it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaystackTransactions } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { type Customer, customerWithBooking } from '../../test/scenarios/booking';
import { payWithSuccessCard } from '../../test/scenarios/paid-booking';

async function start(t: PaymentsTestApp, who: Customer, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/create',
    headers: { ...who.headers, ...headers },
    payload: { bookingId: who.booking.id, paymentMethod: 'card' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { reference: string; authorizationUrl: string };
  const [row] = await t.app.db
    .select({ callbackUrl: sandboxPaystackTransactions.callbackUrl })
    .from(sandboxPaystackTransactions)
    .where(eq(sandboxPaystackTransactions.reference, data.reference));
  return { ...data, callbackUrl: row?.callbackUrl };
}

describe('payment return origin with PUBLIC_URL unset', () => {
  let t: PaymentsTestApp;
  let port: number;
  beforeAll(async () => {
    t = await startPaymentsApp({ PUBLIC_URL: '' });
    port = t.config.port;
  });
  afterAll(() => t.close());

  it('returns a traveller on 127.0.0.1 to 127.0.0.1, checkout included', async () => {
    const who = await customerWithBooking(t);
    const origin = `http://127.0.0.1:${port}`;
    const { callbackUrl, authorizationUrl } = await start(t, who, { origin });
    expect(callbackUrl).toBe(`${origin}/bookings?payment=callback`);
    expect(authorizationUrl.startsWith(`${origin}/sandbox/paystack/checkout/`)).toBe(true);
    const paid = await payWithSuccessCard(authorizationUrl);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location') ?? '').origin).toBe(origin);
  });

  it('takes the Host when there is no Origin header', async () => {
    const who = await customerWithBooking(t);
    const { callbackUrl } = await start(t, who, { host: `[::1]:${port}` });
    expect(callbackUrl).toBe(`http://[::1]:${port}/bookings?payment=callback`);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a loopback Origin on another port', { origin: 'http://127.0.0.1:1' }],
    ['https on the loopback port', { origin: `https://127.0.0.1:PORT` }],
    ['a foreign Host', { host: 'evil.example' }],
    ['a malformed Origin', { origin: 'http://' }],
  ])('falls back to the default for %s', async (_name, headers) => {
    const who = await customerWithBooking(t);
    const fixed = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(port))]));
    const { callbackUrl, authorizationUrl } = await start(t, who, fixed);
    expect(callbackUrl).toBe(`http://localhost:${port}/bookings?payment=callback`);
    expect(new URL(authorizationUrl).host).toBe(`localhost:${port}`);
  });
});

describe('payment return origin with PUBLIC_URL set', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(() => t.close());

  it('always returns to PUBLIC_URL, even from another allowed origin', async () => {
    const who = await customerWithBooking(t);
    const { callbackUrl } = await start(t, who, { origin: `http://localhost:${t.config.port}` });
    expect(callbackUrl).toBe(`${t.baseUrl}/bookings?payment=callback`);
  });
});
