/**
 * `Idempotency-Key` on `POST /bookings/create` (ADR 031, ADR 110): the key, the hash of the
 * request it was first used with, and the stored answer to replay.
 */
import { createHash } from 'node:crypto';
import type { Booking, CreateBookingRequest } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { BookingContact } from './booking-contact';
import { findStoredAnswer, type IdempotencyKeyId } from './booking-create.repository';

/** Scope of create keys in idempotency_keys. */
const CREATE_SCOPE = 'POST /bookings/create';
/** Scope of an arranger's keys (issue 39 item 2): the same key on the two endpoints is two requests. */
const ORGANISATION_SCOPE = 'POST /organisations/:organisationId/bookings';

export interface CreateKey extends IdempotencyKeyId {
  /** SHA-256 of the normalised body: the same key with another body is refused. */
  requestHash: string;
}

/**
 * True when `err` is the database refusing to store this key's answer because another request
 * stored one first (23505 on idempotency_keys_pkey): nothing was written; replay the other's.
 */
export function isKeyTaken(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'idempotency_keys_pkey') return true;
  }
  return false;
}

/**
 * The key `key` of `userId`'s create request `input`; `specialRequirements` as normalised
 * (empty -> null), and the `contact` as it will be stored (after any fallback to the profile).
 */
export function createKey(request: {
  userId: string;
  key: string;
  input: CreateBookingRequest;
  specialRequirements: string | null;
  contact: BookingContact;
  /** A booking for an organisation: its id, the passenger entry and the billing labels count too. */
  organisation?:
    | { organisationId: string; organisationPassengerId: string; costCentre: string | null; poReference: string | null }
    | undefined;
  /** Stores the key under this scope instead of the endpoint's (an API key's own, issue 40 item 1). */
  scope?: string | undefined;
}): CreateKey {
  const { userId, key, input, specialRequirements, contact, organisation: org } = request;
  const parts = [
    input.flightBookingReference,
    input.serviceType,
    input.passengerCount,
    specialRequirements,
    contact.leadPassengerName,
    contact.contactPhone,
    // Only when given, so the keys of bodies without it hash as they always did.
    ...(input.leadPassengerEmail ? [input.leadPassengerEmail] : []),
    ...(org ? [org.organisationId, org.organisationPassengerId, org.costCentre, org.poReference] : []),
  ];
  return {
    userId,
    scope: request.scope ?? (org ? ORGANISATION_SCOPE : CREATE_SCOPE),
    key,
    requestHash: createHash('sha256').update(JSON.stringify(parts)).digest('hex'),
  };
}

/**
 * The stored answer for `key`, or null when it has none.
 * @throws AppError 422 when the key was first used with a different body.
 */
export async function replay(db: Executor, key: CreateKey): Promise<{ booking: Booking; replayed: true } | null> {
  const stored = await findStoredAnswer(db, key);
  if (!stored) return null;
  if (stored.requestHash !== key.requestHash) {
    throw AppError.unprocessable('This Idempotency-Key was already used with a different request.');
  }
  const { booking } = stored.responseBody as {
    booking: Partial<Booking> & Omit<Booking, 'leadPassengerName' | 'contactPhone'>;
  };
  // Answers stored before bookings carried a contact lack these two fields.
  return { booking: { leadPassengerName: null, contactPhone: null, ...booking }, replayed: true };
}
