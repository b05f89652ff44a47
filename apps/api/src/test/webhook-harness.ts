/**
 * Test harness of the webhook delivery (issue 40 item 4): a local receiver that answers the
 * statuses a test scripts and records what reached it, and a hand-worked job queue that runs the
 * real subscriber and delivery handlers when the test's clock says their jobs are due, so a test
 * moves through 3 days of retries without waiting; and endpoints and partner-visible events to
 * deliver. Usage:
 *
 *   const receiver = await startReceiver([500, 500, 200]);
 *   const queue = handWorkedJobs(t.app);
 *   registerWebhooksSubscriber({ db: t.app.db, jobs: queue.jobs, now: () => clock });
 *   registerWebhookDeliveryJob({ db: t.app.db, jobs: queue.jobs, testMode: true, now: () => clock });
 *   await queue.runDue(clock);
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEventType } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '../db/schema/index';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import type { JobName } from '../jobs/queues';
import { recordDomainEvent } from '../lib/domain-events';
import { createOrganisation } from './scenarios/invoicing';

/** One request as the receiver got it. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  received: Received[];
  /** TCP connections opened to it, whether or not a request followed. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A receiver on a free loopback port that answers `statuses` in turn (the last one from then on).
 */
export async function startReceiver(statuses: number[] = [200]): Promise<Receiver> {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : String(value),
        ]),
      );
      received.push({ headers, body });
      res.statusCode = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      res.end();
    });
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A job runner the test works by hand, enqueueing through the app's own runner (workers off). */
export interface HandWorkedJobs {
  jobs: JobRunner;
  /**
   * Runs, oldest first, every waiting job of the queues registered on `jobs` whose start time is
   * at or before `now`, including jobs those runs enqueue that are due too.
   * @returns the queue names run, in order.
   */
  runDue(now: Date): Promise<JobName[]>;
}

export function handWorkedJobs(app: FastifyInstance): HandWorkedJobs {
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const jobs: JobRunner = {
    register: (name, handler) => void handlers.set(name, handler as JobHandler<JobName>),
    schedule: () => {},
    enqueue: (tx, job) => app.jobs.enqueue(tx, job),
    start: async () => {},
    stop: async () => {},
  };
  async function runDue(now: Date) {
    const ran: JobName[] = [];
    for (;;) {
      const { rows } = await app.database.executeSql(
        `update pgboss.job set state = 'completed', completed_on = now()
          where id = (select id from pgboss.job
                       where name = any($1) and state = 'created' and start_after <= $2
                       order by start_after, created_on limit 1)
          returning id, name, data`,
        [[...handlers.keys()], now.toISOString()],
      );
      const job = rows[0] as { id: string; name: JobName; data: never } | undefined;
      if (!job) return ran;
      await handlers.get(job.name)?.({ id: job.id, name: job.name, data: job.data, attempt: 1, lastAttempt: false });
      ran.push(job.name);
    }
  }
  return { jobs, runDue };
}

/** A new `whsec_…` signing secret (Standard Webhooks: base64 of 24 random bytes). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export type EndpointOverrides = Partial<typeof webhookEndpoints.$inferInsert>;

/**
 * An enabled endpoint at `url` wanting booking.confirmed and booking.cancelled, of a new
 * organisation unless `overrides.organisationId` names one.
 */
export async function createEndpoint(app: FastifyInstance, url: string, overrides: EndpointOverrides = {}) {
  const organisationId = overrides.organisationId ?? (await createOrganisation(app)).id;
  const [row] = await app.db
    .insert(webhookEndpoints)
    .values({
      organisationId,
      url,
      eventTypes: ['booking.confirmed', 'booking.cancelled'],
      secret: newWebhookSecret(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

/**
 * Records a partner-visible booking event of `organisationId` at `at`, as bookings would
 * (booking.cancelled with its internal fields, else booking.confirmed's fields).
 * @returns the booking's id (a new uuid: no booking row is needed by the subscriber).
 */
export async function recordBookingEvent(
  app: FastifyInstance,
  event: { organisationId: string; type: WebhookEventType; at: Date },
): Promise<string> {
  const bookingId = randomUUID();
  const { organisationId } = event;
  const payload =
    event.type === 'booking.cancelled'
      ? { rule: 'full_refund', releasedOfficerIds: [randomUUID()], creditsReturned: true, organisationId }
      : { organisationId, reference: 'FT-7Q2K9', paymentMethod: 'on_account' };
  await app.db.transaction((tx) =>
    recordDomainEvent(tx, app.jobs, {
      type: event.type,
      aggregateId: bookingId,
      payload: payload as never,
      actor: { userId: null, role: 'system' },
      at: event.at,
    }),
  );
  return bookingId;
}
