/**
 * Whose booking drafts these are (ADR 355): the user id of the session they were written in,
 * absent for a visitor's. A sign-out clears the drafts, but a session can also end on its own
 * (ADR 308) and leave them, with a name and phone in them, on a shared device: another person
 * who signs in there must not be offered them. A visitor's drafts are taken over by whoever signs
 * in (registration in the middle of a booking). Kept out of draft-storage.ts, which the first
 * load carries for the sign-out.
 */
import { getAuthToken } from '../../lib/auth-storage';
import { readStored, writeStored } from '../../lib/browser-storage';
import { tokenSubject } from '../../lib/token-subject';
import { clearBookingDrafts, DRAFT_OWNER_KEY } from './draft-storage';

const currentSubject = (): string | null => {
  const token = getAuthToken();
  return token ? tokenSubject(token) : null;
};

/** True when the stored drafts may be shown now; a visitor's drafts become the signed-in person's. */
function draftsBelongHere(): boolean {
  const owner = readStored(DRAFT_OWNER_KEY);
  const subject = currentSubject();
  if (owner === null) {
    if (subject !== null) writeStored(DRAFT_OWNER_KEY, subject);
    return true;
  }
  return owner === subject;
}

/**
 * Before reading: true when the drafts may be read. Someone else's are removed once another
 * person is signed in; while nobody is, they wait for their writer to sign in again (ADR 308:
 * back to the step after a session ended).
 */
export function mayReadDrafts(): boolean {
  if (draftsBelongHere()) return true;
  if (currentSubject() !== null) clearBookingDrafts();
  return false;
}

/** Before writing a draft: someone else's go, and the drafts become those of whoever is signed in now (nobody: a visitor's). */
export function ownDraftsForWrite(): void {
  if (!draftsBelongHere()) clearBookingDrafts();
  writeStored(DRAFT_OWNER_KEY, currentSubject());
}
