/**
 * `npm run start:cluster` end to end (issue 20 §3): two API processes behind nginx on a fresh
 * PostgreSQL database. A traveller registers, books, pays on the Paystack stand-in's checkout
 * (its webhook comes back through nginx), gets the confirmation e-mail and follows the booking's
 * live stream, with nginx taking turns between the processes and not one request failing.
 * What one process writes, the other reads: the session, the booking, an idempotent replay,
 * and a chat message announced on a stream that the other process serves.
 * Then, under load (issue 29 §5), `kill -9` of one process: it is started again, no GET fails,
 * no booking answered 201 is lost, no booking is paid twice and no e-mail is sent twice. Then
 * SIGTERM under load stops all three with exit 0, no connection reset and no process left.
 * Runs in the integration:postgres project, with nginx installed. It prints its figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClusterClient, type LiveStream, openLiveStream } from './cluster-client';
import { startLoad } from './cluster-load';
import { findNginx } from './nginx';

const adminUrl = process.env.TEST_DATABASE_URL;
const skipReason =
  process.env.TEST_DB !== 'postgres' || !adminUrl
    ? 'needs PostgreSQL: runs in the integration:postgres project (TEST_DATABASE_URL)'
    : !findNginx()
      ? 'needs nginx (apt-get install nginx)'
      : undefined;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SUCCESS_CARD = { number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason)(`two API processes behind nginx${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const dbName = `ft_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let dataDir = '';
  let databaseUrl = '';
  let launcher: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let base = '';
  let apiUrls: string[] = [];
  let stream: LiveStream | undefined;
  /** The signed-in customers of the first load, who load the layout again while it stops. */
  let tokens: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ft-cluster-'));
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl ?? '');
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    const port = await getPort({ host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/start.ts', '--no-build'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        // Enough officers that bookings under load are taken, not refused for capacity.
        DEMO_OFFICERS: '40',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => launcher.once('exit', resolve));
    launcher.stdout?.on('data', (d) => {
      output += d;
    });
    launcher.stderr?.on('data', (d) => {
      output += d;
    });
    await vi.waitFor(
      () => {
        if (launcher.exitCode !== null) throw new Error(`start:cluster exited:\n${output}`);
        expect(output).toMatch(/ready on .*\((.+)\)/);
      },
      { timeout: 90_000, interval: 100 },
    );
    apiUrls = (/API processes \((.+)\)/.exec(output)?.[1] ?? '').split(', ');
  }, 100_000);

  afterAll(async () => {
    stream?.close();
    if (launcher && launcher.exitCode === null) {
      launcher.kill('SIGTERM');
      await exited;
    }
    await admin(`drop database if exists ${dbName} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the whole journey, taking turns between the processes, with no failure', async () => {
    const client = new ClusterClient(base);
    const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;

    const registered = await client.call('POST', '/api/auth/register', {
      json: {
        email,
        password: 'Passw0rd!23',
        firstName: 'Ada',
        lastName: 'Okafor',
        phone: '+2348012345678',
        dateOfBirth: '1990-05-17',
        nationality: 'Nigerian',
      },
    });
    expect(registered.status).toBe(201);
    const token: string = registered.body.data.token;
    // Signed in on one process, known to the other.
    const me = await client.onOtherProcess(registered.upstream, () => client.call('GET', '/api/auth/me', { token }));
    expect(me.body.data.email ?? me.body.data.user?.email).toBe(email);

    const date = addDaysIso(lagosToday(), 2);
    const flight = await client.call('GET', `/api/flights/search/number/BA75/${date}`);
    const order = {
      token,
      headers: { 'idempotency-key': randomUUID() },
      json: { flightBookingReference: flight.body.data.bookingReference, serviceType: 'arrival', passengerCount: 1 },
    };
    const created = await client.call('POST', '/api/bookings/create', order);
    expect(created.status).toBe(201);
    const bookingId: string = created.body.data.booking.id;
    // The same Idempotency-Key, sent again and answered by the other process: the same booking.
    const replayed = await client.onOtherProcess(created.upstream, () =>
      client.call('POST', '/api/bookings/create', order),
    );
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.data.booking.id).toBe(bookingId);

    const ticket = await client.call('POST', '/api/live/tickets', { token, json: { bookingId } });
    stream = await openLiveStream(`${base}/api/live/stream?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);

    const payment = await client.call('POST', '/api/payments/paystack/create', {
      token,
      json: { bookingId, paymentMethod: 'card' },
    });
    const { authorizationUrl, reference } = payment.body.data;
    expect(authorizationUrl.startsWith(`${base}/sandbox/paystack/checkout/`)).toBe(true);
    const paid = await client.call('POST', `${authorizationUrl}/card`, { form: SUCCESS_CARD });
    expect(paid.status).toBe(303);

    // Nobody calls verify: the stand-in's webhook, through nginx, confirms the booking.
    await vi.waitFor(
      async () => {
        const read = await client.call('GET', `/api/bookings/${bookingId}`, { token });
        expect(read.body.data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      },
      { timeout: 15_000, interval: 250 },
    );
    const webhooks = await new pg.Client({ connectionString: databaseUrl });
    await webhooks.connect();
    const { rows } = await webhooks
      .query(`select event_type from webhook_events where payload->'data'->>'reference' = $1`, [reference])
      .finally(() => webhooks.end());
    expect(rows).toEqual([{ event_type: 'charge.success' }]);

    // The confirmation, sent by whichever process took the job, caught and read through nginx.
    await vi.waitFor(
      async () => {
        const mail = await client.call('GET', `/sandbox/mail/messages?to=${encodeURIComponent(email)}`);
        expect(mail.body.data.map((m: { subject: string }) => m.subject)).toContain(
          `Booking confirmed: ${created.body.data.booking.bookingReference}`,
        );
      },
      { timeout: 20_000, interval: 500 },
    );

    // A chat message written on one process reaches the stream the other one serves.
    const live = stream;
    let sent: { upstream: string; id: string } | undefined;
    for (let i = 0; i < 4 && !sent; i++) {
      const chat = await client.call('POST', `/api/bookings/${bookingId}/chat`, {
        token,
        json: { body: `Hello ${i}` },
      });
      expect(chat.status).toBe(200);
      if (chat.upstream !== live.upstream) sent = { upstream: chat.upstream, id: chat.body.data.message.id };
    }
    expect(sent).toBeDefined();
    await vi.waitFor(
      () => expect(live.events.some((e) => e.event === 'chat' && e.data.payload?.messageId === sent?.id)).toBe(true),
      {
        timeout: 10_000,
      },
    );

    const upstreams = new Set([...client.answers.map((a) => a.upstream), live.upstream]);
    expect([...upstreams].sort()).toEqual(apiUrls.map((u) => u.replace('http://', '')).sort());
    expect(client.answers.filter((a) => a.status >= 400)).toEqual([]);
    // Nothing went wrong behind the answers either: no process logged an error.
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 60_000);

  it('keeps serving when one process is killed: it comes back, nothing is lost or sent twice', async () => {
    // Four customers: with the journey's, as many as one address may register in a minute.
    const load = await startLoad(base, 4);
    await load.running(7_000);
    const victim = currentPids().api1;
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    // When the process answers again on its own port, the load still running.
    const backAfter = vi
      .waitFor(
        async () => {
          expect(currentPids().api1).not.toBe(victim);
          expect((await fetch(`${apiUrls[0]}/api/health`)).status).toBe(200);
        },
        { timeout: 60_000, interval: 100 },
      )
      .then(() => (Date.now() - killedAt) / 1000);
    await load.running(13_000);
    const figures = await load.stop();
    tokens = figures.tokens;

    // The process is back: a new pid, answering on its own port.
    const backInSeconds = await backAfter;
    const restarts = output.match(/started again/g)?.length ?? 0;

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const created = [...figures.bookings.keys()];
      const stored = await db.query('select id from bookings where id = any($1::uuid[])', [created]);
      const lost = created.length - (stored.rowCount ?? 0);
      // Every booking of the load's customers was answered 201 to them: none made twice for one click.
      const ofCustomers = await db.query('select id from bookings where user_id = any($1::uuid[])', [figures.userIds]);
      const unanswered = (ofCustomers.rowCount ?? 0) - created.length;
      const paidTwice = await db.query(
        "select booking_id from payments where status = 'paid' group by booking_id having count(*) > 1",
      );
      // Every paid booking's confirmation arrives (ADR 210: a dead process's job runs again within 30 s).
      await vi.waitFor(
        async () => {
          const { rows } = await db.query(
            "select count(*)::int as n from outbox_messages where kind = 'booking-confirmed' and booking_id = any($1::uuid[]) and status = 'sent'",
            [figures.paid],
          );
          expect(rows[0].n).toBe(figures.paid.length);
        },
        { timeout: 40_000, interval: 500 },
      );
      const mailTwice = await db.query(
        'select subject, "to" from sandbox_mail group by subject, "to" having count(*) > 1',
      );
      console.log(
        `kill -9 under load: ${figures.requests} requests in ${figures.seconds} s (${figures.gets} GET), ` +
          `${figures.bookings.size} bookings created, ${figures.paid.length} paid; ` +
          `failed: ${figures.failedGets} GET, ${figures.failedWrites} writes (retried with their Idempotency-Key: ` +
          `${figures.retried}); restarts: ${restarts}; process back ${backInSeconds.toFixed(1)} s ` +
          `after the kill; lost bookings: ${lost}; paid twice: ${paidTwice.rowCount}; ` +
          `stored but never answered: ${unanswered}; e-mails twice: ${mailTwice.rowCount}`,
      );
      expect(figures.failedGets).toBe(0);
      expect(figures.bookings.size).toBeGreaterThan(20);
      expect(lost).toBe(0);
      expect(unanswered).toBe(0);
      expect(paidTwice.rows).toEqual([]);
      expect(mailTwice.rows).toEqual([]);
      expect(restarts).toBe(1);
      expect(launcher.exitCode).toBeNull();
    } finally {
      await db.end();
    }
  }, 120_000);

  it('stops nginx and both processes cleanly on SIGTERM under load: exit 0, no reset, nothing left', async () => {
    stream?.close();
    const pids = Object.values(currentPids());
    const load = await startLoad(base, tokens);
    await load.running(2_000);
    const signalledAt = Date.now();
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    const stoppedIn = (Date.now() - signalledAt) / 1000;
    const figures = await load.stop();
    console.log(
      `SIGTERM under load: exit 0 in ${stoppedIn.toFixed(1)} s; ${figures.requests} requests, ` +
        `connection resets: ${figures.resets} (connections closed under a request and sent again: ` +
        `${figures.sentAgainAfterClose}), refused once nginx stopped listening: ${figures.refused}`,
    );
    expect(figures.resetDetails).toEqual([]);
    expect(output).not.toContain('did not stop cleanly');
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    for (const url of [base, ...apiUrls]) {
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    }
  }, 40_000);

  /** The pids the launcher printed, the latest of each process. */
  function currentPids(): { api1: number } & Record<string, number> {
    const pids: Record<string, number> = JSON.parse(/pids: (\{.*\})/.exec(output)?.[1] ?? '{}');
    for (const m of output.matchAll(/(api-\d+) started again \(pid (\d+)\)/g)) pids[m[1] ?? ''] = Number(m[2]);
    return { ...pids, api1: pids['api-1'] ?? 0 };
  }
});
