/**
 * The booking drafts belong to the person whose session wrote them (draft-owner.ts, ADR 355): a
 * session that ended without a sign-out leaves them on the device, and the next person to sign in
 * there is not offered them; a visitor's drafts go on with whoever registers or signs in.
 */
import { describe, expect, it } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/auth-storage';
import { saveSessionOf } from '../../test/offline';
import { clearBookingDrafts, DraftKeys } from './draft-storage';
import { readBookingDrafts, saveFormProgress } from './drafts';

const typed = { leadPassengerName: 'Adaeze Okafor', contactPhone: '+2348031234567', passengerCount: 2 };
const progress = () => readBookingDrafts().progress;

describe('booking drafts on a shared device', () => {
  it('are offered again to the person who wrote them', () => {
    saveSessionOf('user-a');
    saveFormProgress(typed);
    clearTokens();
    saveSessionOf('user-a');
    expect(progress()).toEqual(typed);
  });

  it('are not offered to someone else who signs in after a session ended, and are removed', () => {
    saveSessionOf('user-a');
    saveFormProgress(typed);
    // The session ends on its own (no sign-out, so nothing cleared the drafts).
    clearTokens();
    saveSessionOf('user-b');
    expect(progress()).toBeNull();
    expect(window.localStorage.getItem(DraftKeys.bookingFormProgress)).toBeNull();
    // Nor do they come back to their writer afterwards: they are gone.
    saveSessionOf('user-a');
    expect(progress()).toBeNull();
  });

  it('are not offered to a visitor either, and wait for their writer to sign in again', () => {
    saveSessionOf('user-a');
    saveFormProgress(typed);
    clearTokens();
    expect(progress()).toBeNull();
    saveSessionOf('user-a');
    expect(progress()).toEqual(typed);
  });

  it('a visitor’s draft goes on with whoever signs in, and is theirs from then on', () => {
    clearTokens();
    saveFormProgress(typed);
    saveSessionOf('user-c');
    expect(progress()).toEqual(typed);
    clearTokens();
    saveSessionOf('user-d');
    expect(progress()).toBeNull();
  });

  it('someone else’s drafts give way when a new one is written', () => {
    saveSessionOf('user-a');
    saveFormProgress(typed);
    clearTokens();
    saveSessionOf('user-b');
    saveFormProgress({ passengerCount: 1 });
    expect(progress()).toEqual({ passengerCount: 1 });
    clearTokens();
    saveSessionOf('user-a');
    expect(progress()).toBeNull();
  });

  it('a token that names nobody reads as a visitor’s session; a sign-out removes drafts and owner', () => {
    saveTokens({ token: 'not-a-jwt', refreshToken: 'r' });
    saveFormProgress(typed);
    expect(progress()).toEqual(typed);
    saveSessionOf('user-e');
    expect(progress()).toEqual(typed);
    clearBookingDrafts();
    expect(window.localStorage.getItem('bookingDraftOwner')).toBeNull();
    expect(progress()).toBeNull();
  });
});
