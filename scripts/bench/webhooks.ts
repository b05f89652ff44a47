/**
 * Event-to-delivery latency of partners' webhooks (issue 40, "Done when": p99 <= 2 s for 1,000
 * events to a local receiver), part of `npm run bench` and alone as
 * `node --import tsx scripts/bench/webhooks.ts`.
 *
 * The product runs as the other API measurements run it (./product.ts: `server.ts` in a process
 * of its own, production settings, its job workers on) on a fresh PostgreSQL database. With no
 * payment keys it runs in test mode, which this measurement needs: only test mode takes an
 * endpoint on loopback (issue 40 item 4), and the receiver is a node:http server in this process
 * on 127.0.0.1 that answers 200 at once. An approved organisation has one endpoint there, made
 * through the webhooks feature's own service (the address check included).
 *
 * This process then records BENCH_WEBHOOK_EVENTS `booking.confirmed` events (default 1,000) of
 * that organisation through the product's own `recordDomainEvent`, as a booking's confirmation
 * records them: BENCH_WEBHOOK_BATCH events per transaction (default 50), one transaction every
 * BENCH_WEBHOOK_INTERVAL_MS (default 100 ms), i.e. 500 events/s, the booking-create rate the
 * product is held to (issue 29 §4). The product's workers do the rest: the `webhooks` subscriber
 * makes each delivery, the delivery job signs and sends it. Latency of one event: from its
 * `created_at` (the payload's `timestamp`, written by PostgreSQL) to its arrival at the receiver
 * (this machine's clock, the same one). Printed: count, p50, p95, p99, max, the time from the
 * first event recorded to the last delivery, and deliveries per second over that time.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { openDatabase } from '@fasttrack/api/src/db/client';
import { organisations } from '@fasttrack/api/src/db/schema/index';
import { createEndpoint } from '@fasttrack/api/src/features/webhooks/endpoints.service';
import { registerWebhooksSubscriber } from '@fasttrack/api/src/features/webhooks/index';
import { createJobRunner } from '@fasttrack/api/src/jobs/job-runner';
import { recordDomainEvent } from '@fasttrack/api/src/lib/domain-events';
import pino from 'pino';
import { startProduct } from './product';
import { print } from './settings';
import { formatTable, verdict } from './table';

const count = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};
const EVENTS = count('BENCH_WEBHOOK_EVENTS', 1_000);
const BATCH = count('BENCH_WEBHOOK_BATCH', 50);
const INTERVAL_MS = count('BENCH_WEBHOOK_INTERVAL_MS', 100);
/** Whether `npm run bench` runs this part (BENCH_WEBHOOKS=0 skips it). */
export const WITH_WEBHOOKS = process.env.BENCH_WEBHOOKS !== '0';
const TARGET_P99_MS = 2_000;
/** Longest wait for the last delivery before the run counts what is missing. */
const WAIT_MS = 120_000;

/** The value at quantile `q` of ascending `sorted` (nearest rank). */
const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** A loopback receiver: each delivery's latency by booking id, its `webhook-id`s, and a wait for all. */
async function startReceiver() {
  const latencies = new Map<string, number>();
  const messageIds = new Set<string>();
  let arrivals = 0;
  let lastArrival = 0;
  let wake = () => {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrived = Date.now();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        timestamp: string;
        data: { bookingId: string };
      };
      arrivals++;
      lastArrival = arrived;
      messageIds.add(String(req.headers['webhook-id']));
      if (!latencies.has(body.data.bookingId)) latencies.set(body.data.bookingId, arrived - Date.parse(body.timestamp));
      wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    latencies,
    stats: () => ({ arrivals, distinctIds: messageIds.size, lastArrival }),
    /** Resolves once `n` distinct events arrived, or after `ms`. */
    async waitFor(n: number, ms: number) {
      const until = Date.now() + ms;
      while (latencies.size < n && Date.now() < until) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 500);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the measurement and prints it; resolves false when deliveries are missing or p99 misses the target. */
export async function measureWebhooks(): Promise<boolean> {
  const product = await startProduct('postgres');
  const receiver = await startReceiver();
  const database = await openDatabase({ url: product.url, dataDir: '', poolMax: 4 });
  const jobs = createJobRunner({ database, log: pino({ level: 'warn' }), workers: false, pollingIntervalSeconds: 2 });
  try {
    // This process only records events: the subscriber's queue is declared so it can enqueue;
    // the product's workers work it.
    registerWebhooksSubscriber({ db: database.db, jobs });
    await jobs.start();
    const [organisation] = await database.db
      .insert(organisations)
      .values({
        kind: 'travel_agency',
        legalName: 'Webhook Bench Travel Ltd',
        tin: '12345678-0001',
        billingEmail: 'billing@bench.example',
        billingAddress: '12 Adeola Odeku Street, Victoria Island, Lagos',
        status: 'approved',
        paymentTerms: 'invoice',
        creditLimitNgnKobo: 100_000_000_00,
        paymentDays: 30,
      })
      .returning({ id: organisations.id });
    if (!organisation) throw new Error('organisation insert returned nothing');
    await createEndpoint(
      { db: database.db, jobs, testMode: true },
      { organisationId: organisation.id, userId: null, apiKeyId: null },
      { url: receiver.url, eventTypes: ['booking.confirmed'] },
    );

    process.stderr.write(
      `  webhooks: recording ${EVENTS} booking.confirmed events, ${BATCH} every ${INTERVAL_MS} ms\n`,
    );
    const started = Date.now();
    for (let recorded = 0; recorded < EVENTS; recorded += BATCH) {
      const due = started + (recorded / BATCH) * INTERVAL_MS;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      await database.db.transaction(async (tx) => {
        for (let k = recorded; k < Math.min(recorded + BATCH, EVENTS); k++) {
          await recordDomainEvent(tx, jobs, {
            type: 'booking.confirmed',
            aggregateId: randomUUID(),
            payload: {
              organisationId: organisation.id,
              reference: `FT-B${String(k).padStart(5, '0')}`,
              paymentMethod: 'on_account',
            },
            actor: { userId: null, role: 'system' },
          });
        }
      });
    }
    const recordedIn = Date.now() - started;
    await receiver.waitFor(EVENTS, WAIT_MS);
    const { arrivals, distinctIds, lastArrival } = receiver.stats();
    const sorted = [...receiver.latencies.values()].sort((a, b) => a - b);
    const p99 = quantile(sorted, 0.99);
    const missing = EVENTS - sorted.length;
    print(
      `\nWebhooks on PostgreSQL, test mode (a loopback receiver): ${EVENTS} booking.confirmed events recorded in ${(recordedIn / 1000).toFixed(1)} s (${BATCH} per transaction every ${INTERVAL_MS} ms), event created_at to arrival:`,
    );
    const ms = (q: number) => quantile(sorted, q).toFixed(0);
    const header = [
      'delivered',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'first event to last delivery s',
      'deliveries/s',
    ];
    const totalSeconds = (lastArrival - started) / 1000;
    const rate = (sorted.length / totalSeconds).toFixed(0);
    const row = [String(sorted.length), ms(0.5), ms(0.95), ms(0.99), ms(1), totalSeconds.toFixed(1), rate];
    for (const line of formatTable(
      [...header, `p99 <= ${TARGET_P99_MS} ms`],
      [[...row, verdict(p99 <= TARGET_P99_MS)]],
      [],
    )) {
      print(line);
    }
    const load = loadavg().map((n) => n.toFixed(2));
    print(`  load average ${load.join(', ')} at the end: figures on a shared machine are read beside it`);
    print(
      `  requests received ${arrivals}, distinct webhook-id ${distinctIds}${missing > 0 ? `; ${missing} events never arrived within ${WAIT_MS / 1000} s` : ''}`,
    );
    return missing === 0 && p99 <= TARGET_P99_MS;
  } finally {
    await jobs.stop();
    await database.close();
    await receiver.close();
    await product.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureWebhooks()
    .then((met) => {
      if (!met) process.exitCode = 1;
    })
    .catch((err) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    });
}
