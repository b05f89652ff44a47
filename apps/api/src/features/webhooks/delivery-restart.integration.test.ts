/**
 * A webhook delivery pending when its worker process is killed is delivered after the restart,
 * once (issue 40, "Done when"). The real server runs as a child process (test/server-process.ts)
 * on a PostgreSQL database it shares with the test: the delivery is recorded while a worker
 * process runs, with its first attempt due a few seconds later; that process is killed with
 * SIGKILL before then; a new process starts and the receiver gets the delivery exactly once
 * (counted by webhook-id). PostgreSQL only: PGlite is one process's own database.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organisations, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { freeLoopbackPort } from '../../test/free-port';
import { type ServerProcess, spawnServer, waitForHealth } from '../../test/server-process';
import { createTestDatabase, type TestDatabase, testDbKind } from '../../test/test-database';
import { type Receiver, startReceiver } from '../../test/webhook-harness';
import { createDelivery } from './deliveries';
import { registerWebhookDeliveryJob } from './delivery.job';

/** How long after it is recorded the delivery's first attempt is due: the kill comes well before. */
const DUE_AFTER_MS = 4_000;

describe.runIf(testDbKind === 'postgres')('a pending webhook delivery across a killed process', () => {
  let dataDir = '';
  let testDb: TestDatabase;
  let jobs: JobRunner;
  let receiver: Receiver;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  const start = async (extra: Record<string, string>) => {
    const port = await freeLoopbackPort();
    const s = spawnServer({ ...env, PORT: String(port), ...extra });
    servers.push(s);
    await waitForHealth(`http://127.0.0.1:${port}`, s.child);
    return s;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ft-webhook-restart-'));
    testDb = await createTestDatabase();
    env = { HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: testDb.url ?? '', JOB_WORKERS: 'true' };
    receiver = await startReceiver([200]);
    // The test only enqueues (no workers): the server processes work the queue.
    jobs = createJobRunner({
      database: testDb.database,
      log: pino({ level: 'silent' }),
      workers: false,
      pollingIntervalSeconds: 1,
    });
    registerWebhookDeliveryJob({ db: testDb.database.db, jobs, testMode: true });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await jobs?.stop();
    await testDb?.database.close();
    await testDb?.drop();
    await receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is delivered once by the next process', { timeout: 180_000 }, async () => {
    const db = testDb.database.db;
    const [organisation] = await db
      .insert(organisations)
      .values({
        kind: 'travel_agency',
        legalName: 'Ìrìnàjò Travel Ltd',
        tin: '12345678-0001',
        billingEmail: 'accounts@irinajo.example',
        billingAddress: '4 Awolowo Road, Ikoyi, Lagos',
        status: 'approved',
      })
      .returning({ id: organisations.id });
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        organisationId: organisation?.id ?? '',
        url: `${receiver.url}/hooks`,
        eventTypes: ['booking.confirmed'],
        secret,
      })
      .returning({ id: webhookEndpoints.id });

    const first = await start({});
    const payload = {
      type: 'booking.confirmed',
      timestamp: new Date().toISOString(),
      data: { organisationId: organisation?.id },
    };
    const deliveryId = await db.transaction((tx) =>
      createDelivery(tx, jobs, {
        endpointId: endpoint?.id ?? '',
        eventId: null,
        eventType: 'booking.confirmed',
        payload,
        now: new Date(Date.now() + DUE_AFTER_MS),
      }),
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(receiver.received).toHaveLength(0);

    await start({});
    const delivered = async () =>
      (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0];
    await vi.waitFor(async () => expect(await delivered()).toMatchObject({ status: 'succeeded' }), {
      timeout: 60_000,
      interval: 250,
    });
    // Nothing is left to send it again. The worker marks the delivery before pg-boss completes
    // its job, so the job may still read as active for a moment: wait for the queue to settle.
    const pending = async () =>
      (
        await testDb.database.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'webhook-delivery' and state in ('created', 'retry', 'active')",
          [],
        )
      ).rows[0];
    await vi.waitFor(async () => expect(await pending()).toEqual({ n: 0 }), { timeout: 30_000, interval: 250 });

    const row = await delivered();
    expect(receiver.received.map((m) => m.headers['webhook-id'])).toEqual([row?.messageId]);
    const [message] = receiver.received;
    expect(new Webhook(secret).verify(message?.body ?? '', message?.headers ?? {})).toEqual(payload);
    expect(row?.attemptCount).toBe(1);
  });
});
