/**
 * SIGTERM under load with default settings (issue 37; ADR 310), on the real server process: every
 * request sent before the signal gets an answer, its real one or 503 with Retry-After, and none
 * a reset. The process is stopped (SIGSTOP) while the requests are sent, so they wait in the
 * kernel, accepted but never read, exactly as behind a busy event loop; the signal arrives before
 * it runs again. Three payments wait ~3 s on the Paystack stand-in ("slow" switch) meanwhile, and
 * one client sends `Connection: close`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './test/free-port';
import { type ServerProcess, spawnServer, waitForHealth } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends one request; resolves with its answer, rejects on a reset or a hang-up. `sent` resolves once it is in the kernel. */
function send(
  base: string,
  { method = 'GET', url, body, headers = {}, agent = false }: SendOptions,
): { answer: Promise<Answer>; sent: Promise<void> } {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const req = http.request(`${base}${url}`, {
    method,
    agent,
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
  });
  // Read later with allSettled: a reset must be counted, not reported as unhandled meanwhile.
  answer.catch(() => undefined);
  const sent = new Promise<void>((resolve) => req.on('finish', () => resolve()));
  req.end(payload);
  return { answer, sent };
}

interface SendOptions {
  method?: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent | false;
}

/** `YYYY-MM-DD` in Lagos, `days` from now. */
const lagosDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + days * 86_400_000);

/** A registered traveller with an unpaid Arrival Service booking on BA75 two days ahead. */
async function travellerWithBooking(base: string, n: number) {
  const json = async (r: { answer: Promise<Answer> }) => JSON.parse((await r.answer).body);
  const registered = await json(
    send(base, {
      method: 'POST',
      url: '/api/auth/register',
      body: {
        email: `restart-${n}-${Date.now()}@example.com`,
        password: 'Restart-Probe-2026',
        firstName: 'Ada',
        lastName: 'Restart',
        phone: '+2348031234567',
        dateOfBirth: '1990-04-12',
        nationality: 'Nigerian',
      },
    }),
  );
  const authorization = `Bearer ${registered.data.token}`;
  const flight = await json(send(base, { url: `/api/flights/search/number/BA75/${lagosDate(2)}` }));
  const created = await json(
    send(base, {
      method: 'POST',
      url: '/api/bookings/create',
      headers: { authorization },
      body: { flightBookingReference: flight.data.bookingReference, serviceType: 'arrival', passengerCount: 1 },
    }),
  );
  return { authorization, bookingId: created.data.booking.id as string };
}

/**
 * True for an answer a client can act on: a real one, or 503 in the envelope with Retry-After.
 * With the live-looking provider keys a flight search has no provider to reach: a request the
 * process read before it took the signal (the order of the two on waking is the kernel's) gets
 * that real answer, FLIGHT_PROVIDER_ERROR, in the envelope.
 */
function answered(a: Answer): boolean {
  if (a.status !== 503) return a.status > 0 && a.status < 500;
  const { error } = JSON.parse(a.body) as { error?: string };
  if (error === 'FLIGHT_PROVIDER_ERROR') return true;
  return Number(a.headers['retry-after']) >= 1 && error === 'SERVICE_UNAVAILABLE';
}

describe('SIGTERM under load, with default settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-shutdown-load-'));
  let testDb: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.close();
    env = { HOST: '127.0.0.1', DATA_DIR: dataDir, ...(testDb.url ? { DATABASE_URL: testDb.url } : {}) };
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent before the signal, provider waits included, and resets none', async () => {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    // debug: the `incoming request` lines tell when the stand-in has the payments' calls.
    const s = spawnServer({ ...env, PORT: String(port), LOG_LEVEL: 'debug' });
    await waitForHealth(base, s.child);

    const travellers = await Promise.all([1, 2, 3].map((n) => travellerWithBooking(base, n)));
    const fault = await send(base, {
      method: 'POST',
      url: '/sandbox/paystack/_faults',
      body: { mode: 'slow', delayMs: 3_000, count: 3, endpoint: 'initialize' },
    }).answer;
    expect(fault.status).toBe(200);
    const payments = travellers.map(
      (t) =>
        send(base, {
          method: 'POST',
          url: '/api/payments/paystack/create',
          headers: { authorization: t.authorization },
          body: { bookingId: t.bookingId, paymentMethod: 'card' },
        }).answer,
    );
    const initialize = '"url":"/sandbox/paystack/transaction/initialize"';
    await waitFor(() => s.output().split(initialize).length - 1 >= 3);

    // A keep-alive connection that already carried a request; its next one is sent while stopped.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(base, { url: '/api/config', agent }).answer).status).toBe(200);

    const { meanwhile, signalledAt } = await signalWhileStopped(s, base, agent);

    // New work once the drain is over, while the payments still wait: 503 with Retry-After.
    let late: Answer | undefined;
    while (!late) {
      const a = await send(base, { url: '/api/config' }).answer;
      if (a.status === 503) late = a;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(answered(late)).toBe(true);
    expect(late.headers.connection).toBe('close');

    const results = await Promise.allSettled([...meanwhile.map((r) => r.answer), ...payments]);
    expect(failuresOf(results)).toEqual([]);
    // The payments waited on the provider and got their real answer: an access code to pay with.
    for (const r of results.slice(meanwhile.length)) {
      const a = (r as PromiseFulfilledResult<Answer>).value;
      expect(a.status, a.body).toBe(200);
      expect(JSON.parse(a.body).data.accessCode).toEqual(expect.any(String));
    }
    expect(await s.exited).toBe(0);
    // Well inside the 10 s plus the 1 s drain a container runtime gives.
    expect(Date.now() - signalledAt).toBeLessThan(11_000);
    agent.destroy();
  }, 120_000);

  it('with real providers, reads what the kernel accepted and then stops listening at once', async () => {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    // Live-looking keys: no stand-in runs in this process, so nothing of its own waits on its listener.
    const providers = {
      PAYSTACK_SECRET_KEY: 'sk_test_restart',
      PAYSTACK_PUBLIC_KEY: 'pk_test_restart',
      STRIPE_SECRET_KEY: 'sk_test_restart',
      STRIPE_WEBHOOK_SECRET: 'whsec_restart',
      FLIGHT_DATA_API_KEY: 'restart',
    };
    const s = spawnServer({ ...env, ...providers, PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0' });
    await waitForHealth(base, s.child);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(base, { url: '/api/config', agent }).answer).status).toBe(200);

    const { meanwhile, signalledAt } = await signalWhileStopped(s, base, agent);
    const results = await Promise.allSettled(meanwhile.map((r) => r.answer));
    expect(failuresOf(results)).toEqual([]);
    // No drain: all of it was read after the signal, so it is new work, refused with 503 and Retry-After.
    expect(results.map((r) => (r as PromiseFulfilledResult<Answer>).value.status)).toContain(503);
    expect(await s.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    agent.destroy();
  }, 120_000);
});

/**
 * Stops the process (SIGSTOP), sends 12 requests that the kernel takes and holds (10 fresh
 * connections, a `Connection: close` login with a body, one on the kept-alive `agent`), then
 * sends SIGTERM and lets the process run again: it meets the signal with all of them unread.
 */
async function signalWhileStopped(s: ServerProcess, base: string, agent: http.Agent) {
  s.child.kill('SIGSTOP');
  const meanwhile = [
    ...Array.from({ length: 10 }, (_, i) =>
      send(base, { url: i % 2 ? '/api/config' : `/api/flights/search/number/BA75/${lagosDate(2)}` }),
    ),
    send(base, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { connection: 'close' },
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    }),
    send(base, { url: '/api/config', agent }),
  ];
  await Promise.all(meanwhile.map((r) => r.sent));
  const signalledAt = Date.now();
  s.child.kill('SIGTERM');
  s.child.kill('SIGCONT');
  return { meanwhile, signalledAt };
}

/** Each request's failure: a reset, a hang-up, or an answer that is neither real nor 503 with Retry-After. */
function failuresOf(results: PromiseSettledResult<Answer>[]): string[] {
  return results.flatMap((r, i) =>
    r.status === 'rejected'
      ? [`request ${i}: ${(r.reason as Error).message}`]
      : answered(r.value)
        ? []
        : [`request ${i}: ${r.value.status} ${r.value.body.slice(0, 120)}`],
  );
}

/** Polls `done` until it holds (what a person watching the log would wait for). */
async function waitFor(done: () => boolean, limitMs = 30_000) {
  const until = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
