/**
 * The booking drafts belong to the person whose session wrote them (draft-storage.ts): a session
 * that ended without a sign-out leaves them on the device, and the next person to sign in there
 * is not offered them; a visitor's drafts go on with whoever registers or signs in.
 */
import { describe, expect, it } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/auth-storage';
import { saveSessionOf } from '../../test/offline';
import { clearBookingDrafts, DraftKeys, readDraft, writeDraft } from './draft-storage';

const draft = { flightNumber: 'BA75', leadPassengerName: 'Adaeze Okafor', contactPhone: '+2348031234567' };

describe('booking drafts on a shared device', () => {
  it('are offered again to the person who wrote them', () => {
    saveSessionOf('user-a');
    writeDraft(DraftKeys.bookingFormData, draft);
    clearTokens();
    saveSessionOf('user-a');
    expect(readDraft(DraftKeys.bookingFormData)).toEqual(draft);
  });

  it('are not offered to someone else who signs in after a session ended, and are removed', () => {
    saveSessionOf('user-a');
    writeDraft(DraftKeys.bookingFormData, draft);
    // The session ends on its own (no sign-out, so nothing cleared the drafts).
    clearTokens();
    saveSessionOf('user-b');
    expect(readDraft(DraftKeys.bookingFormData)).toBeNull();
    expect(window.localStorage.getItem(DraftKeys.bookingFormData)).toBeNull();
    // Nor do they come back to their writer afterwards: they are gone.
    saveSessionOf('user-a');
    expect(readDraft(DraftKeys.bookingFormData)).toBeNull();
  });

  it('are not offered to a visitor either, and wait for their writer to sign in again', () => {
    saveSessionOf('user-a');
    writeDraft(DraftKeys.bookingFormData, draft);
    clearTokens();
    expect(readDraft(DraftKeys.bookingFormData)).toBeNull();
    saveSessionOf('user-a');
    expect(readDraft(DraftKeys.bookingFormData)).toEqual(draft);
  });

  it('a visitor’s draft goes on with whoever signs in, and is theirs from then on', () => {
    clearTokens();
    writeDraft(DraftKeys.bookingFlightData, { flightNumber: 'BA75' });
    saveSessionOf('user-c');
    expect(readDraft(DraftKeys.bookingFlightData)).toEqual({ flightNumber: 'BA75' });
    clearTokens();
    saveSessionOf('user-d');
    expect(readDraft(DraftKeys.bookingFlightData)).toBeNull();
  });

  it('someone else’s drafts give way when a new one is written', () => {
    saveSessionOf('user-a');
    writeDraft(DraftKeys.bookingFormData, draft);
    writeDraft(DraftKeys.bookingFlightData, { flightNumber: 'BA75' });
    clearTokens();
    saveSessionOf('user-b');
    writeDraft(DraftKeys.bookingFlightData, { flightNumber: 'TK1979' });
    expect(readDraft(DraftKeys.bookingFlightData)).toEqual({ flightNumber: 'TK1979' });
    expect(readDraft(DraftKeys.bookingFormData)).toBeNull();
  });

  it('a token that names nobody reads as a visitor’s session', () => {
    saveTokens({ token: 'not-a-jwt', refreshToken: 'r' });
    writeDraft(DraftKeys.bookingFlightData, { flightNumber: 'BA75' });
    expect(readDraft(DraftKeys.bookingFlightData)).toEqual({ flightNumber: 'BA75' });
    clearBookingDrafts();
    expect(readDraft(DraftKeys.bookingFlightData)).toBeNull();
  });
});
