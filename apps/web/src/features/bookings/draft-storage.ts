/**
 * Where the booking drafts live in the browser (spec §3 Browser storage): `bookingFlightData`
 * (the chosen flight) and `bookingFormData` (the confirmed booking form), as JSON, and the form as
 * typed before it is confirmed (`bookingFormProgress`, issue 37). The checked reads are in
 * `drafts.ts`; this module needs no schema, so the app can clear the drafts at sign-out without
 * loading one.
 */
import { getAuthToken } from '../../lib/auth-storage';
import { readStored, writeStored } from '../../lib/browser-storage';
import { tokenSubject } from '../../lib/token-subject';

export const DraftKeys = {
  bookingFlightData: 'bookingFlightData',
  bookingFormData: 'bookingFormData',
  /** The booking form as typed, before Confirm Booking (issue 37: a session that ends there comes back to it). */
  bookingFormProgress: 'bookingFormProgress',
} as const;
export type DraftKey = (typeof DraftKeys)[keyof typeof DraftKeys];

/**
 * Whose drafts these are: the user id of the session they were written in, absent for a visitor's.
 * A sign-out clears the drafts, but a session can also end on its own (ADR 308) and leave them,
 * with a name and phone in them, on a shared device: another person who signs in there must not
 * be offered them. A visitor's drafts are adopted by whoever signs in (registration mid-booking).
 */
const OWNER_KEY = 'bookingDraftOwner';

const currentSubject = (): string | null => {
  const token = getAuthToken();
  return token ? tokenSubject(token) : null;
};

/** True when the stored drafts may be shown now; a visitor's drafts become the signed-in person's. */
function draftsBelongHere(): boolean {
  const owner = readStored(OWNER_KEY);
  const subject = currentSubject();
  if (owner === null) {
    if (subject !== null) writeStored(OWNER_KEY, subject);
    return true;
  }
  return owner === subject;
}

/**
 * Reads a JSON draft; null when absent, unreadable, storage is unavailable, or the drafts are
 * someone else's. Those are removed once another person is signed in; while nobody is, they wait
 * for their writer to sign in again (ADR 308: back to the step after a session ended).
 */
export function readDraft<T = unknown>(key: DraftKey): T | null {
  if (!draftsBelongHere()) {
    if (currentSubject() !== null) clearBookingDrafts();
    return null;
  }
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores a JSON draft for whoever is signed in now (nobody: a visitor's); `null` removes it. */
export function writeDraft(key: DraftKey, value: unknown): void {
  if (value !== null) {
    if (!draftsBelongHere()) clearBookingDrafts();
    writeStored(OWNER_KEY, currentSubject());
  }
  writeStored(key, value === null ? null : JSON.stringify(value));
}

/** Removes the drafts (New Booking, booking completed, sign-out). */
export function clearBookingDrafts(): void {
  for (const key of [...Object.values(DraftKeys), OWNER_KEY]) writeStored(key, null);
}
