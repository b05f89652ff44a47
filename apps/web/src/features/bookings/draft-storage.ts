/**
 * Where the booking drafts live in the browser (spec §3 Browser storage): `bookingFlightData`
 * (the chosen flight) and `bookingFormData` (the confirmed booking form), as JSON, and the form as
 * typed before it is confirmed (`bookingFormProgress`, issue 37). The checked reads, and whose
 * drafts they are (draft-owner.ts), are in `drafts.ts`; this module needs no schema, so the app
 * can clear the drafts at sign-out without loading one.
 */
import { readStored, writeStored } from '../../lib/browser-storage';

export const DraftKeys = {
  bookingFlightData: 'bookingFlightData',
  bookingFormData: 'bookingFormData',
  /** The booking form as typed, before Confirm Booking (issue 37: a session that ends there comes back to it). */
  bookingFormProgress: 'bookingFormProgress',
} as const;
export type DraftKey = (typeof DraftKeys)[keyof typeof DraftKeys];

/** Whose drafts these are (draft-owner.ts, ADR 355); removed with them. */
export const DRAFT_OWNER_KEY = 'bookingDraftOwner';

/** Reads a JSON draft; null when absent, unreadable or storage is unavailable. */
export function readDraft<T = unknown>(key: DraftKey): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores a JSON draft; `null` removes it. */
export function writeDraft(key: DraftKey, value: unknown): void {
  writeStored(key, value === null ? null : JSON.stringify(value));
}

/** Removes the drafts and their owner (New Booking, booking completed, sign-out). */
export function clearBookingDrafts(): void {
  for (const key of [...Object.values(DraftKeys), DRAFT_OWNER_KEY]) writeStored(key, null);
}
