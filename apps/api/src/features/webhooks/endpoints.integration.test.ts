/**
 * Webhook endpoints as an organisation and a partner's key manage them (issue 40 items 4, 5): the
 * signing secret is shown once; tenancy (another organisation's admin 404, an arranger 403);
 * rotation with an overlap; "Send test event" reaching a local receiver,
 * signed so the standardwebhooks package verifies it, in the delivery log with its attempt;
 * "Resend" with the same webhook-id; a key with webhooks:write registers its own endpoint; the
 * disabled-endpoint e-mail to the owners and admins. Live mode and the OpenAPI `webhooks` section:
 * endpoints-live-mode.integration.test.ts. Runs on PGlite and PostgreSQL.
 */
import { PartnerMessages } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { recordDomainEvent } from '../../lib/domain-events';
import { waitForMail } from '../../test/peeks/mail';
import { startWebhookRecorder, type WebhookRecorder } from '../../test/peeks/webhook-recorder';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { type ListeningTestApp, startListeningTestApp } from '../../test/test-app';

type Headers = Record<string, string>;

describe('webhook endpoints, their delivery log and the disabled-endpoint e-mail', () => {
  let t: ListeningTestApp;
  let receiver: WebhookRecorder;
  let org: { id: string };
  let owner: Awaited<ReturnType<typeof memberOf>>;
  let admin: Awaited<ReturnType<typeof memberOf>>;

  beforeAll(async () => {
    t = await startListeningTestApp({ JOB_WORKERS: 'true' }, { roster: false });
    receiver = await startWebhookRecorder();
    org = await createOrganisation(t.app);
    owner = await memberOf(t.app, org.id, 'owner');
    admin = await memberOf(t.app, org.id, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const base = () => `/organisations/${org.id}/webhook-endpoints`;

  async function addEndpoint(path = '/hooks', headers: Headers = owner.headers) {
    const res = await call('POST', base(), headers, {
      url: `${receiver.url}${path}`,
      description: 'Our booking system',
      eventTypes: ['booking.confirmed', 'booking.cancelled'],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { endpoint: { id: string; url: string }; secret: string };
  }

  /** The endpoint's delivery log once `ready` holds for it (the delivery job runs in the background). */
  const logWhen = (endpointId: string, ready: (items: Delivery[]) => boolean) =>
    vi.waitFor(
      async () => {
        const res = await call('GET', `${base()}/${endpointId}/deliveries`, admin.headers);
        expect(res.statusCode, res.body).toBe(200);
        const items = res.json().data.items as Delivery[];
        if (!ready(items)) throw new Error('the delivery log is not there yet');
        return items;
      },
      { timeout: 15_000, interval: 100 },
    );
  type Delivery = {
    id: string;
    messageId: string;
    eventType: string;
    status: string;
    attempts: { statusCode: number | null; latencyMs: number }[];
  };

  it('answers the signing secret once: on create, never in the list or the endpoint', async () => {
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(() => new Webhook(secret)).not.toThrow();
    const list = await call('GET', base(), owner.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    const one = await call('GET', `${base()}/${endpoint.id}`, admin.headers);
    expect(one.json().data).toMatchObject({ status: 'enabled', disabledReason: null, previousSecretExpiresAt: null });
    for (const body of [list.body, one.body]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain('whsec_');
    }
  });

  it("answers 404 to another organisation's admin and 403 to an arranger", async () => {
    const { endpoint } = await addEndpoint();
    const other = await createOrganisation(t.app);
    const stranger = await memberOf(t.app, other.id, 'admin');
    for (const url of [base(), `${base()}/${endpoint.id}`, `${base()}/${endpoint.id}/deliveries`]) {
      const res = await call('GET', url, stranger.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    // Through their own organisation's path, the endpoint is as unknown as any id.
    const crossed = await call('GET', `/organisations/${other.id}/webhook-endpoints/${endpoint.id}`, stranger.headers);
    expect(crossed.statusCode).toBe(404);
    const arranger = await memberOf(t.app, org.id, 'arranger');
    expect((await call('GET', base(), arranger.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `${base()}/${endpoint.id}`, arranger.headers)).statusCode).toBe(403);
  });

  it('rotates the secret: the new one answered once, the old one signing 24 hours more', async () => {
    const { endpoint, secret } = await addEndpoint();
    const before = Date.now();
    const rotated = await call('POST', `${base()}/${endpoint.id}/rotate-secret`, admin.headers);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().data.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    const listed = (await call('GET', base(), owner.headers))
      .json()
      .data.find((e: { id: string }) => e.id === endpoint.id);
    const overlapEnds = Date.parse(listed.previousSecretExpiresAt);
    expect(overlapEnds - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(overlapEnds - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('sends a signed test event to a local receiver, logs its attempt, and resends it with the same webhook-id', async () => {
    const { endpoint, secret } = await addEndpoint('/test-event');
    const sent = await call('POST', `${base()}/${endpoint.id}/test`, owner.headers);
    expect(sent.statusCode, sent.body).toBe(202);
    const queued = sent.json().data as Delivery;
    expect(queued).toMatchObject({ eventType: 'webhook.test' });
    expect(queued.messageId).toMatch(/^msg_/);

    const [done] = await logWhen(endpoint.id, ([d]) => d?.status === 'succeeded');
    expect(done).toMatchObject({ id: queued.id, messageId: queued.messageId, eventType: 'webhook.test' });
    expect(done?.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);

    const got = receiver.received.filter((r) => r.path === '/test-event');
    expect(got).toHaveLength(1);
    const first = got[0];
    expect(first?.headers['webhook-id']).toBe(queued.messageId);
    expect(first?.body).toMatchObject({
      type: 'webhook.test',
      data: { organisationId: org.id, endpointId: endpoint.id, message: 'Test event from FastTrack LOS' },
    });
    // The receiver's own check, with the package the docs tell partners to use.
    const headers = first?.headers as Record<string, string>;
    expect(new Webhook(secret).verify(JSON.stringify(first?.body), headers)).toEqual(first?.body);

    const resent = await call('POST', `${base()}/${endpoint.id}/deliveries/${queued.id}/resend`, admin.headers);
    expect(resent.statusCode, resent.body).toBe(202);
    const [again] = await logWhen(endpoint.id, ([d]) => d?.attempts.length === 2 && d.status === 'succeeded');
    expect(again?.messageId).toBe(queued.messageId);
    const both = receiver.received.filter((r) => r.path === '/test-event');
    expect(both.map((r) => r.headers['webhook-id'])).toEqual([queued.messageId, queued.messageId]);
  });

  it('pages the delivery log newest first without repeating a delivery', async () => {
    const { endpoint } = await addEndpoint('/paged');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', `${base()}/${endpoint.id}/test`, owner.headers);
      ids.push(res.json().data.id);
    }
    const first = await call('GET', `${base()}/${endpoint.id}/deliveries?limit=2`, owner.headers);
    const page1 = first.json().data as { items: Delivery[]; nextCursor: string | null };
    expect(page1.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const next = `${base()}/${endpoint.id}/deliveries?limit=2&cursor=${page1.nextCursor}`;
    const page2 = (await call('GET', next, owner.headers)).json().data as { items: Delivery[]; nextCursor: null };
    expect(page2).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const bad = await call('GET', `${base()}/${endpoint.id}/deliveries?cursor=nonsense`, owner.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('disables and enables an endpoint by hand; a disabled one sends no test event', async () => {
    const { endpoint } = await addEndpoint();
    const off = await call('PATCH', `${base()}/${endpoint.id}`, admin.headers, { status: 'disabled' });
    expect(off.json().data).toMatchObject({ status: 'disabled', disabledReason: 'manual' });
    const refused = await call('POST', `${base()}/${endpoint.id}/test`, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'This endpoint is disabled: enable it to send events',
    });
    const on = await call('PATCH', `${base()}/${endpoint.id}`, admin.headers, {
      status: 'enabled',
      eventTypes: ['invoice.issued'],
    });
    expect(on.json().data).toMatchObject({ status: 'enabled', disabledReason: null, eventTypes: ['invoice.issued'] });
    expect((await call('DELETE', `${base()}/${endpoint.id}`, admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/${endpoint.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('lets a key with webhooks:write register its endpoint; a key without gets 403', async () => {
    const makeKey = async (scopes: string[]) => {
      const res = await call('POST', `/organisations/${org.id}/api-keys`, owner.headers, {
        name: 'Agency system',
        scopes,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${res.json().data.secret}` };
    };
    const writer = await makeKey(['webhooks:write']);
    const body = { url: `${receiver.url}/partner`, eventTypes: ['booking.confirmed'] };
    const created = await call('POST', '/partner/webhook-endpoints', writer, body);
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret } = created.json().data as { endpoint: { id: string }; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const asAdmin = (await call('GET', base(), admin.headers)).json().data as { id: string }[];
    expect(asAdmin.map((e) => e.id)).toContain(endpoint.id);
    expect((await call('GET', '/partner/webhook-endpoints', writer)).body).not.toContain(secret);

    const reader = await makeKey(['bookings:read']);
    const denied = await call('POST', '/partner/webhook-endpoints', reader, body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      error: 'FORBIDDEN',
      message: 'This API key does not have the webhooks:write scope',
    });
    expect((await call('DELETE', `/partner/webhook-endpoints/${endpoint.id}`, writer)).statusCode).toBe(200);
  });

  it('e-mails every owner and admin, once, when an endpoint is disabled after failing', async () => {
    const { endpoint } = await addEndpoint('/failing');
    const arranger = await memberOf(t.app, org.id, 'arranger');
    // As the delivery job records it after the last retry (delivery.job.ts).
    await t.app.db.transaction((tx) =>
      recordDomainEvent(tx, t.app.jobs, {
        type: 'webhook.endpoint_disabled',
        aggregateId: endpoint.id,
        payload: { organisationId: org.id, url: endpoint.url },
        actor: { userId: null, role: 'system' },
      }),
    );
    const subject = `Webhook endpoint disabled: ${endpoint.url}`;
    for (const who of [owner, admin]) {
      const mail = await waitForMail(t, who.user.email, subject);
      expect(mail.text).toContain(PartnerMessages.failingRule);
      expect(mail.text).toContain(`/organisations/${org.id}/developers`);
    }
    const rows = await t.app.db
      .select({ userId: outboxMessages.userId })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'webhook-endpoint-disabled'));
    expect(rows.map((r) => r.userId).sort()).toEqual([owner.user.id, admin.user.id].sort());
    expect(rows.map((r) => r.userId)).not.toContain(arranger.user.id);
  });
});
