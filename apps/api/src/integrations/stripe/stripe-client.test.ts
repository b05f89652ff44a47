import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient, parseStripeApiUrl } from './stripe-client';

describe('Stripe client', () => {
  it('splits the API URL into the SDK options and a path prefix', () => {
    expect(parseStripeApiUrl('https://api.stripe.com')).toEqual({
      protocol: 'https',
      host: 'api.stripe.com',
      port: 443,
      basePath: '',
    });
    expect(parseStripeApiUrl('http://127.0.0.1:3457/sandbox/stripe/')).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 3457,
      basePath: '/sandbox/stripe',
    });
    expect(() => parseStripeApiUrl('ftp://example.com')).toThrow(TypeError);
  });

  describe('against a local server', () => {
    let server: Server;
    let seen: { path?: string; auth?: string; idempotency?: string } = {};
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen = {
          path: req.url,
          auth: req.headers.authorization,
          idempotency: String(req.headers['idempotency-key']),
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'pi_1', object: 'payment_intent', amount: 4500, currency: 'usd' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('sends SDK calls under the path prefix with the key and idempotency key', async () => {
      const port = (server.address() as AddressInfo).port;
      const stripe = createStripeClient({
        secretKey: 'sk_test_1',
        apiUrl: `http://127.0.0.1:${port}/sandbox/stripe`,
        timeoutMs: 2_000,
      });
      const intent = await stripe.paymentIntents.create({ amount: 4500, currency: 'usd' }, { idempotencyKey: 'key-1' });
      expect(intent.id).toBe('pi_1');
      expect(seen).toEqual({
        path: '/sandbox/stripe/v1/payment_intents',
        auth: 'Bearer sk_test_1',
        idempotency: 'key-1',
      });
    });
  });
});
