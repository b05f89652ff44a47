/**
 * An organisation's webhook endpoints (issue 40 item 4; ADR 365), managed by its owners and admins
 * or by one of its API keys with `webhooks:write`: add (the `whsec_…` signing secret answered
 * once), list, read, change (URL, description, event types, enabled or disabled), remove, rotate
 * the secret with an overlap, and send a test event. Another organisation's endpoint answers 404,
 * as an unknown id does (architecture "Tenancy").
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookEndpointRequest,
  PartnerMessages,
  type UpdateWebhookEndpointRequest,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireOrganisationRole } from '../organisations/index';
import { assertEndpointUrl } from './address-guard';
import { createDelivery } from './deliveries';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointChange,
  type EndpointKey,
  type EndpointRow,
  findEndpointRow,
  insertEndpoint,
  listEndpointRows,
  updateEndpoint,
} from './endpoints.repository';

/** What the endpoint services need: the pool, the job runner, the instance's mode and clock. */
export interface EndpointDeps {
  db: Db;
  jobs: JobRunner;
  /** Test mode takes http:// and loopback receivers (the inbox stand-in); live mode never. */
  testMode: boolean;
  now?: () => Date;
}

/** Who acts for the organisation: a member (owner or admin) or one of its API keys. */
export interface Acting {
  organisationId: string;
  userId: string | null;
  apiKeyId: string | null;
}

/**
 * The caller acting for `who.organisationId` when they may manage it (owner or admin).
 * @throws AppError 404 when they are not a member (or the id is unknown); 403 for another role.
 */
export async function actingMember(db: Executor, who: { organisationId: string; userId: string }): Promise<Acting> {
  await requireOrganisationRole(db, { ...who, ability: 'manage' });
  return { organisationId: who.organisationId, userId: who.userId, apiKeyId: null };
}

/** A Standard Webhooks 1.0 secret: `whsec_` and the base64 of 24 random bytes (192 bits). */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The endpoint as its organisation sees it: never a secret; the overlap only while it lasts. */
export function toEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    status: row.status,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    previousSecretExpiresAt: overlap?.toISOString() ?? null,
  };
}

/** The organisation's endpoint. @throws AppError 404 when it has none with this id (or it is malformed). */
export async function requireEndpoint(tx: Executor, key: EndpointKey, opts: { lock?: boolean } = {}) {
  const row = isUuid(key.endpointId) ? await findEndpointRow(tx, key, opts) : null;
  if (!row) throw AppError.notFound('Webhook endpoint not found');
  return row;
}

export async function listEndpoints(deps: EndpointDeps, acting: Acting): Promise<WebhookEndpoint[]> {
  const now = deps.now?.() ?? new Date();
  return (await listEndpointRows(deps.db, acting.organisationId)).map((row) => toEndpoint(row, now));
}

export async function getEndpoint(deps: EndpointDeps, acting: Acting, endpointId: string): Promise<WebhookEndpoint> {
  const row = await requireEndpoint(deps.db, { organisationId: acting.organisationId, endpointId });
  return toEndpoint(row, deps.now?.() ?? new Date());
}

/**
 * Adds an endpoint with a new signing secret, answered this once.
 * @throws AppError 400 for a URL that is not https (outside test mode) or not a public address
 *   (address-guard.ts); 409 when the organisation already holds WEBHOOK_ENDPOINTS_MAX endpoints.
 */
export async function createEndpoint(
  deps: EndpointDeps,
  acting: Acting,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  await assertEndpointUrl(body.url, { testMode: deps.testMode });
  const secret = newSigningSecret();
  const row = await deps.db.transaction(async (tx) => {
    // Two requests at once must not both pass the count: one organisation's creates queue here.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${acting.organisationId}`}, 0))`,
    );
    if ((await countEndpoints(tx, acting.organisationId)) >= WEBHOOK_ENDPOINTS_MAX) {
      throw AppError.conflict(PartnerMessages.tooManyEndpoints);
    }
    return insertEndpoint(tx, {
      organisationId: acting.organisationId,
      url: body.url,
      description: body.description || null,
      eventTypes: [...new Set(body.eventTypes)],
      secret,
      createdByUserId: acting.userId,
      createdByApiKeyId: acting.apiKeyId,
    });
  });
  return { endpoint: toEndpoint(row, deps.now?.() ?? new Date()), secret };
}

/**
 * Changes what PATCH names. A new URL is checked as on create; disabling by hand records reason
 * `manual`, enabling clears the reason (and lets deliveries go again).
 * @throws AppError 404 unknown endpoint; 400 for a refused URL.
 */
export async function changeEndpoint(
  deps: EndpointDeps,
  acting: Acting,
  input: { endpointId: string; body: UpdateWebhookEndpointRequest },
): Promise<WebhookEndpoint> {
  const { endpointId, body } = input;
  const key = { organisationId: acting.organisationId, endpointId };
  const now = deps.now?.() ?? new Date();
  const current = await requireEndpoint(deps.db, key);
  if (body.url !== undefined && body.url !== current.url)
    await assertEndpointUrl(body.url, { testMode: deps.testMode });
  const change: EndpointChange = {};
  if (body.url !== undefined) change.url = body.url;
  if (body.description !== undefined) change.description = body.description || null;
  if (body.eventTypes !== undefined) change.eventTypes = [...new Set(body.eventTypes)];
  if (body.status === 'enabled' && current.status !== 'enabled') {
    Object.assign(change, { status: 'enabled', disabledReason: null, disabledAt: null });
  } else if (body.status === 'disabled' && current.status !== 'disabled') {
    Object.assign(change, { status: 'disabled', disabledReason: 'manual', disabledAt: now });
  }
  const row = await updateEndpoint(deps.db, key, change);
  if (!row) throw AppError.notFound('Webhook endpoint not found');
  return toEndpoint(row, now);
}

/** Removes the endpoint and its delivery log. @throws AppError 404 unknown endpoint. */
export async function removeEndpoint(deps: EndpointDeps, acting: Acting, endpointId: string): Promise<void> {
  const key = { organisationId: acting.organisationId, endpointId };
  if (!isUuid(endpointId) || !(await deleteEndpoint(deps.db, key))) {
    throw AppError.notFound('Webhook endpoint not found');
  }
}

/**
 * A new signing secret, answered this once; the current one becomes the previous and keeps
 * signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS (Standard Webhooks 1.0 rotation: several
 * signatures in one header), so receivers switch over without losing an event.
 * @throws AppError 404 unknown endpoint.
 */
export async function rotateSecret(
  deps: EndpointDeps,
  acting: Acting,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  const key = { organisationId: acting.organisationId, endpointId };
  const now = deps.now?.() ?? new Date();
  const secret = newSigningSecret();
  const row = await deps.db.transaction(async (tx) => {
    const current = await requireEndpoint(tx, key, { lock: true });
    return updateEndpoint(tx, key, {
      secret,
      previousSecret: current.secret,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
    });
  });
  if (!row) throw AppError.notFound('Webhook endpoint not found');
  return { endpoint: toEndpoint(row, now), secret };
}

/**
 * "Send test event": a `webhook.test` delivery to this endpoint, sent and retried as any other.
 * @returns the new delivery's id.
 * @throws AppError 404 unknown endpoint; 409 when it is disabled.
 */
export async function sendTestEvent(deps: EndpointDeps, acting: Acting, endpointId: string): Promise<string> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, { organisationId: acting.organisationId, endpointId });
    if (endpoint.status !== 'enabled') throw AppError.conflict(PartnerMessages.endpointDisabled);
    const payload = {
      type: WEBHOOK_TEST_EVENT_TYPE,
      timestamp: now.toISOString(),
      data: { organisationId: acting.organisationId, endpointId, message: 'Test event from FastTrack LOS' },
    };
    return createDelivery(tx, deps.jobs, {
      endpointId,
      eventId: null,
      eventType: WEBHOOK_TEST_EVENT_TYPE,
      payload,
      now,
    });
  });
}
