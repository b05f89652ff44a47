/**
 * The Paystack client against a tiny local HTTP server playing Paystack badly: slow, 5xx,
 * refusals and nonsense. The happy path is covered through the sandbox in the payments tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackClient, PaystackError } from './paystack-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

describe('Paystack client', () => {
  let server: Server;
  let handler: Handler = (_req, res) => res.end();
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => handler(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // A time-out long enough for any busy machine where Paystack answers; the time-out test's own is short.
  const client = (timeoutMs = 10_000) => createPaystackClient({ baseUrl, secretKey: 'sk_test_x', timeoutMs });
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const init = {
    email: 'a@example.com',
    amount: 6_750_000,
    currency: 'NGN' as const,
    reference: 'FT-ABC123-1',
    channels: ['card'],
    callback_url: 'http://localhost/bookings',
    metadata: {},
  };

  it('sends the secret key as a bearer token and the body as JSON', async () => {
    let seen: { auth?: string; path?: string; body?: unknown } = {};
    handler = (req, res, body) => {
      seen = { auth: req.headers.authorization, path: req.url, body: JSON.parse(body) };
      json(res, 200, {
        status: true,
        message: 'ok',
        data: { authorization_url: 'u', access_code: 'c', reference: 'r' },
      });
    };
    await expect(client().initialize(init)).resolves.toMatchObject({ access_code: 'c' });
    expect(seen).toEqual({ auth: 'Bearer sk_test_x', path: '/transaction/initialize', body: init });
  });

  it('gives up after the time-out', async () => {
    // Paystack never answers: only the client's own time-out can end the call, however busy the machine.
    handler = () => {};
    await expect(client(300).verify('r')).rejects.toMatchObject({ name: 'PaystackError', kind: 'timeout' });
  });

  it('reports 5xx as unavailable and a refusal with Paystack’s message', async () => {
    handler = (_req, res) => json(res, 503, { status: false, message: 'down' });
    await expect(client().verify('r')).rejects.toMatchObject({ kind: 'unavailable', httpStatus: 503 });
    handler = (_req, res) => json(res, 400, { status: false, message: 'Transaction reference not found' });
    await expect(client().verify('r')).rejects.toEqual(
      new PaystackError('rejected', 'Transaction reference not found', 400),
    );
  });

  it('refuses answers that are not Paystack envelopes or lack the data it needs', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    await expect(client().verify('r')).rejects.toMatchObject({ kind: 'invalid_response' });
    handler = (_req, res) => json(res, 200, { status: true, message: 'ok', data: { status: 'success' } });
    await expect(client().verify('r')).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('reports a closed port as unavailable', async () => {
    const closed = createPaystackClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'k', timeoutMs: 300 });
    await expect(closed.refund({ transaction: 'r' })).rejects.toMatchObject({
      kind: expect.stringMatching(/unavailable|timeout/),
    });
  });
});
