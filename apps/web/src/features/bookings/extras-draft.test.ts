/**
 * The choice of extras travels with the booking drafts (issue 41 item 4): the confirmed form and
 * the form as typed keep it, a broken choice in storage is dropped without losing the draft, and a
 * changed choice is a new request (not the booking already made).
 */
import { describe, expect, it } from 'vitest';
import { saveSessionOf } from '../../test/offline';
import { sameRequest } from './components/booking-dialog-start';
import { DraftKeys } from './draft-storage';
import { type BookingFormDraft, readBookingDrafts, saveFormDraft, saveFormProgress } from './drafts';

const form: BookingFormDraft = {
  searchMethod: 'flightNumber',
  serviceType: 'arrival',
  passengerCount: 2,
  date: '2026-12-01',
  flightNumber: 'BA75',
  departure: '',
  arrival: '',
  specialRequirements: '',
  leadPassengerName: 'Ada Obi',
  contactPhone: '+2348031234567',
  packageCode: 'premium',
  addOns: [{ code: 'porter', quantity: 1 }],
};

describe('the extras in the booking drafts', () => {
  it('the confirmed form and the form as typed keep the package and the add-ons', () => {
    saveSessionOf('user-a');
    saveFormDraft(form);
    saveFormProgress({ passengerCount: 2, packageCode: 'vip', addOns: [{ code: 'wheelchair', quantity: 2 }] });
    const drafts = readBookingDrafts();
    expect(drafts.form).toMatchObject({ packageCode: 'premium', addOns: [{ code: 'porter', quantity: 1 }] });
    expect(drafts.progress).toMatchObject({ packageCode: 'vip', addOns: [{ code: 'wheelchair', quantity: 2 }] });
  });

  it('a broken choice in storage is dropped, the rest of the draft kept', () => {
    saveSessionOf('user-a');
    window.localStorage.setItem(
      DraftKeys.bookingFormData,
      JSON.stringify({ ...form, packageCode: 'NOT A CODE', addOns: [{ code: 'porter', quantity: 0 }] }),
    );
    const drafts = readBookingDrafts();
    expect(drafts.form).toMatchObject({ flightNumber: 'BA75', passengerCount: 2 });
    expect(drafts.form?.packageCode).toBeUndefined();
    expect(drafts.form?.addOns).toBeUndefined();
  });

  it('another package or another add-on count is another request; the same add-ons in another order are not', () => {
    expect(sameRequest(form, { ...form })).toBe(true);
    expect(sameRequest(form, { ...form, packageCode: 'standard' })).toBe(false);
    expect(sameRequest(form, { ...form, addOns: [{ code: 'porter', quantity: 2 }] })).toBe(false);
    expect(sameRequest(form, { ...form, addOns: [] })).toBe(false);
    const two = [
      { code: 'porter', quantity: 1 },
      { code: 'buggy', quantity: 1 },
    ];
    expect(sameRequest({ ...form, addOns: two }, { ...form, addOns: [...two].reverse() })).toBe(true);
  });
});
