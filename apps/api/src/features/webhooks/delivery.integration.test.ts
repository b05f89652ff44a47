/**
 * Webhook delivery from the domain events (issue 40 items 3, 4): the subscriber makes one delivery
 * per wanting endpoint; each attempt is signed per Standard Webhooks 1.0 and verifies with the
 * `standardwebhooks` package; a failing receiver is retried on the schedule with the same
 * `webhook-id`; after the last retry the delivery fails and the endpoint is disabled with an event
 * for its admins; private and loopback addresses are refused at send time outside test mode; a
 * rotated secret signs beside the new one during the overlap. Jobs run by hand on the test's clock
 * (test/webhook-harness.ts), so 3 days of retries take no waiting.
 */
import { PartnerMessages, WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookEventType } from '@fasttrack/contracts';
import { asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema/index';
import { createOrganisation } from '../../test/scenarios/invoicing';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createEndpoint,
  type EndpointOverrides,
  handWorkedJobs,
  newWebhookSecret,
  type Receiver,
  recordBookingEvent,
  startReceiver,
} from '../../test/webhook-harness';
import { requeueDelivery } from './deliveries';
import { registerWebhookDeliveryJob } from './delivery.job';
import { registerWebhooksSubscriber } from './event-subscriber';

const seconds = (s: number) => s * 1000;

describe('webhook delivery', () => {
  let t: TestApp;
  let clock: Date;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    return clock;
  };
  const receivers: Receiver[] = [];
  let queue: ReturnType<typeof handWorkedJobs>;
  let testMode = true;

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    // A minute ahead of the database's clock, so the subscriber's jobs (enqueued at the database's
    // now) are due at the test's first step.
    clock = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    queue = handWorkedJobs(t.app);
    const deps = { db: t.app.db, jobs: queue.jobs, now: () => clock };
    registerWebhooksSubscriber(deps);
    registerWebhookDeliveryJob({
      ...deps,
      get testMode() {
        return testMode;
      },
    });
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });

  async function receiver(statuses: number[]) {
    const r = await startReceiver(statuses);
    receivers.push(r);
    return r;
  }

  const endpoint = (url: string, opts: EndpointOverrides = {}) => createEndpoint(t.app, url, opts);
  const bookingEvent = (organisationId: string, type: WebhookEventType = 'booking.confirmed') =>
    recordBookingEvent(t.app, { organisationId, type, at: clock });

  const deliveriesOf = (endpointId: string) =>
    t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const attemptsOf = (deliveryId: string) =>
    t.app.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
      .orderBy(asc(webhookDeliveryAttempts.id));

  it('retries a failing receiver with the same webhook-id until it answers 200, every attempt verifying', async () => {
    const r = await receiver([500, 500, 200]);
    const ep = await endpoint(`${r.url}/hooks`);
    const bookingId = await bookingEvent(ep.organisationId);

    await queue.runDue(clock);
    expect(r.received).toHaveLength(1);
    // The first retry is due 5 s after the first attempt: not a moment before.
    await queue.runDue(later(seconds(WEBHOOK_RETRY_DELAYS_SECONDS[0]) - 1000));
    expect(r.received).toHaveLength(1);
    await queue.runDue(later(1000));
    expect(r.received).toHaveLength(2);
    await queue.runDue(later(seconds(WEBHOOK_RETRY_DELAYS_SECONDS[1])));
    expect(r.received).toHaveLength(3);

    const ids = r.received.map((m) => m.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^msg_[\w-]{24,}$/);
    for (const m of r.received) {
      expect(new Webhook(ep.secret).verify(m.body, m.headers)).toMatchObject({ type: 'booking.confirmed' });
      expect(m.headers['user-agent']).toBe('FastTrackLOS-Webhooks/1');
      expect(m.headers['content-type']).toBe('application/json');
    }
    expect(new Set(r.received.map((m) => m.body)).size).toBe(1);
    expect(JSON.parse(r.received[0]?.body ?? '')).toEqual({
      type: 'booking.confirmed',
      timestamp: expect.any(String),
      data: { organisationId: ep.organisationId, bookingId, reference: 'FT-7Q2K9', paymentMethod: 'on_account' },
    });

    const [delivery] = await deliveriesOf(ep.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 3, nextAttemptAt: null, messageId: ids[0] });
    expect((await attemptsOf(delivery?.id ?? '')).map((a) => [a.statusCode, a.error])).toEqual([
      [500, null],
      [500, null],
      [200, null],
    ]);
    // Nothing more is due, however long one waits.
    expect(await queue.runDue(later(seconds(7 * 24 * 3600)))).toEqual([]);
    expect(r.received).toHaveLength(3);
  });

  it('sends only to enabled endpoints of the organisation that want the type, and without internal fields', async () => {
    const r = await receiver([200]);
    const wanting = await endpoint(`${r.url}/a`);
    const { organisationId } = wanting;
    const confirmedOnly = await endpoint(`${r.url}/b`, { organisationId, eventTypes: ['booking.confirmed'] });
    const disabled = await endpoint(`${r.url}/c`, { organisationId, status: 'disabled', disabledReason: 'manual' });
    const otherOrganisation = await endpoint(`${r.url}/d`);

    const bookingId = await bookingEvent(organisationId, 'booking.cancelled');
    await queue.runDue(clock);

    expect(r.received).toHaveLength(1);
    expect(JSON.parse(r.received[0]?.body ?? '').data).toEqual({ rule: 'full_refund', organisationId, bookingId });
    for (const ep of [confirmedOnly, disabled, otherOrganisation]) expect(await deliveriesOf(ep.id)).toEqual([]);
  });

  it('after the last retry fails the delivery, disables the endpoint and records webhook.endpoint_disabled', async () => {
    const r = await receiver([503]);
    const ep = await endpoint(`${r.url}/down`);
    await bookingEvent(ep.organisationId);

    await queue.runDue(clock);
    for (const delay of WEBHOOK_RETRY_DELAYS_SECONDS) await queue.runDue(later(seconds(delay)));

    expect(r.received).toHaveLength(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1);
    const [delivery] = await deliveriesOf(ep.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 11, nextAttemptAt: null });
    const [after] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(after).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const events = await t.app.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, ep.id));
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['webhook.endpoint_disabled', { organisationId: ep.organisationId, url: ep.url }],
    ]);

    // A disabled endpoint gets no more deliveries.
    await bookingEvent(ep.organisationId);
    await queue.runDue(later(1000));
    expect(await deliveriesOf(ep.id)).toHaveLength(1);
  });

  it('outside test mode refuses private, link-local and loopback addresses and http at send time', async () => {
    const r = await receiver([200]);
    const { id: organisationId } = await createOrganisation(t.app);
    const urls = [
      'https://169.254.169.254/latest',
      'https://10.0.0.1/hooks',
      `https://localhost:${r.port}/hooks`,
      `http://localhost:${r.port}/hooks`,
    ];
    const endpoints = [];
    for (const url of urls) endpoints.push(await endpoint(url, { organisationId }));
    testMode = false;
    try {
      await bookingEvent(organisationId);
      await queue.runDue(clock);
    } finally {
      testMode = true;
    }
    expect(r.connections()).toBe(0);
    const errors = [];
    for (const ep of endpoints) {
      const [delivery] = await deliveriesOf(ep.id);
      expect(delivery).toMatchObject({ status: 'pending', attemptCount: 1 });
      const attempts = await attemptsOf(delivery?.id ?? '');
      expect(attempts).toHaveLength(1);
      expect(attempts[0]?.statusCode).toBeNull();
      errors.push(attempts[0]?.error);
    }
    expect(errors).toEqual([
      PartnerMessages.endpointNotPublic,
      PartnerMessages.endpointNotPublic,
      PartnerMessages.endpointNotPublic,
      PartnerMessages.endpointHttps,
    ]);
  });

  it('signs with the previous secret too until its overlap ends', async () => {
    const r = await receiver([200]);
    const previous = newWebhookSecret();
    const ep = await endpoint(`${r.url}/rotated`, {
      previousSecret: previous,
      previousSecretExpiresAt: new Date(clock.getTime() + seconds(24 * 3600)),
    });
    await bookingEvent(ep.organisationId);
    await queue.runDue(clock);
    const [during] = r.received;
    expect(during?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [ep.secret, previous]) {
      expect(new Webhook(secret).verify(during?.body ?? '', during?.headers ?? {})).toBeTruthy();
    }

    await bookingEvent(ep.organisationId);
    await queue.runDue(later(seconds(24 * 3600 + 1)));
    const after = r.received[1];
    expect(after?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(new Webhook(ep.secret).verify(after?.body ?? '', after?.headers ?? {})).toBeTruthy();
    expect(() => new Webhook(previous).verify(after?.body ?? '', after?.headers ?? {})).toThrow(
      'No matching signature found',
    );
  });

  it('resends with the same webhook-id, and a stale job for an attempt already made sends nothing', async () => {
    const r = await receiver([200]);
    const ep = await endpoint(`${r.url}/resend`);
    await bookingEvent(ep.organisationId);
    await queue.runDue(clock);
    const [delivery] = await deliveriesOf(ep.id);

    // The first attempt's job once more (a duplicate): the delivery has moved on.
    await t.app.jobs.enqueue(t.app.db, {
      name: 'webhook-delivery',
      data: { deliveryId: delivery?.id ?? '', attempt: 1 },
    });
    await queue.runDue(clock);
    expect(r.received).toHaveLength(1);

    await t.app.db.transaction((tx) => requeueDelivery(tx, t.app.jobs, { deliveryId: delivery?.id ?? '', now: clock }));
    await queue.runDue(clock);
    expect(r.received.map((m) => m.headers['webhook-id'])).toEqual([delivery?.messageId, delivery?.messageId]);
    const [resent] = await deliveriesOf(ep.id);
    expect(resent).toMatchObject({ status: 'succeeded', attemptCount: 2 });
  });
});
