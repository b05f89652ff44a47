/**
 * An organisation's API keys (issue 40 item 1; ADR 365): an owner or admin makes one (shown once),
 * lists them (prefix only) and revokes them; the partner routes' authentication asks
 * {@link verifyApiKey}. Keys are per organisation and act as it, never as a person.
 */
import {
  API_KEY_SCOPES,
  API_KEYS_MAX_ACTIVE,
  type ApiKey,
  type ApiKeyMode,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  PartnerMessages,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PartnerCaller } from '../../plugins/partner-authenticate';
import { requireOrganisationRole } from '../organisations/index';
import {
  type ApiKeyRow,
  countActiveKeys,
  findKeyByPrefix,
  insertApiKey,
  listApiKeyRows,
  revokeApiKeyRow,
  touchLastUsed,
} from './api-keys.repository';
import { keyMatches, newKeySecret, parseKey } from './key-secret';

/** A prefix collision (48 random bits) is rare; three in a row means something else is wrong. */
const PREFIX_ATTEMPTS = 3;

export function toApiKeyDto(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    mode: row.mode,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** @throws AppError 404 not a member (or unknown organisation); 403 not an owner or admin. */
function requireManager(db: Executor, organisationId: string, userId: string) {
  return requireOrganisationRole(db, { organisationId, userId, ability: 'manage' });
}

/**
 * POST /organisations/:organisationId/api-keys: a key of the instance's `mode` (test on a sandbox
 * instance), made by `userId`, its whole secret answered this once.
 * @throws AppError 404 not a member; 403 not an owner or admin, or the organisation not approved;
 *   400 VALIDATION_FAILED an expiry not in the future; 409 CONFLICT API_KEYS_MAX_ACTIVE keys in use.
 */
export async function createApiKey(
  db: Executor,
  request: { organisationId: string; userId: string; mode: ApiKeyMode; input: CreateApiKeyRequest; now?: Date },
): Promise<CreatedApiKey> {
  const { organisationId, userId, mode, input, now = new Date() } = request;
  const membership = await requireManager(db, organisationId, userId);
  if (membership.status !== 'approved') throw AppError.forbidden(PartnerMessages.organisationNotApproved);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw AppError.badRequest('The expiry must be in the future', { expiresAt: 'Choose a date in the future' });
  }
  if ((await countActiveKeys(db, organisationId, now)) >= API_KEYS_MAX_ACTIVE) {
    throw AppError.conflict(PartnerMessages.tooManyKeys);
  }
  for (let attempt = 0; attempt < PREFIX_ATTEMPTS; attempt++) {
    const secret = newKeySecret(mode);
    const row = await insertApiKey(db, {
      organisationId,
      name: input.name,
      mode,
      prefix: secret.prefix,
      secretHash: secret.secretHash,
      // Each scope once, in the contracts' order, whatever order the request gave.
      scopes: API_KEY_SCOPES.filter((scope) => input.scopes.includes(scope)),
      createdByUserId: userId,
      createdAt: now,
      expiresAt,
    });
    if (row) return { apiKey: toApiKeyDto(row), secret: secret.key };
  }
  throw AppError.unavailable('Could not make a key. Please try again.');
}

/** GET /organisations/:organisationId/api-keys: newest first, never a secret. @throws as requireManager. */
export async function listApiKeys(
  db: Executor,
  request: { organisationId: string; userId: string },
): Promise<ApiKey[]> {
  await requireManager(db, request.organisationId, request.userId);
  return (await listApiKeyRows(db, request.organisationId)).map(toApiKeyDto);
}

/**
 * DELETE /organisations/:organisationId/api-keys/:apiKeyId: the key stops working at once;
 * revoking it again answers the same.
 * @throws as requireManager; 404 an unknown key or another organisation's.
 */
export async function revokeApiKey(
  db: Executor,
  request: { organisationId: string; apiKeyId: string; userId: string; now?: Date },
): Promise<ApiKey> {
  await requireManager(db, request.organisationId, request.userId);
  const row = await revokeApiKeyRow(db, request, request.now ?? new Date());
  if (!row) throw AppError.notFound('API key not found');
  return toApiKeyDto(row);
}

/** Who a working key is: what `request.partner` holds (plugins/partner-authenticate.ts). */
export type VerifiedKey = PartnerCaller;

/**
 * The key's holder when `key` works on an instance of `mode` at `now`: well formed, known (the
 * hash compared in constant time), of that mode, not revoked, not expired, its organisation
 * approved or suspended (a suspended one's key reads; writes are refused by the caller). Notes
 * its use at most once a minute.
 * @returns null for every other key, which the caller answers 401 without saying why.
 */
export async function verifyApiKey(
  db: Executor,
  request: { key: string; mode: ApiKeyMode; now: Date },
): Promise<VerifiedKey | null> {
  const { key, mode, now } = request;
  const parsed = parseKey(key);
  if (!parsed || parsed.mode !== mode) return null;
  const found = await findKeyByPrefix(db, parsed.prefix);
  if (!found || !keyMatches(key, found.key.secretHash)) return null;
  const row = found.key;
  if (row.mode !== mode || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (found.organisationStatus === 'applied') return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000) await touchLastUsed(db, row.id, now);
  return {
    apiKeyId: row.id,
    organisationId: row.organisationId,
    organisationName: found.organisationName,
    organisationStatus: found.organisationStatus,
    keyName: row.name,
    scopes: row.scopes,
    createdByUserId: row.createdByUserId,
    mode: row.mode,
  };
}
