import { describe, expect, it } from 'vitest';
import {
  type BookingFlowState,
  bookingFlow,
  createsOnOpen,
  initialFlowState,
  type WizardStep,
  wizardStep,
} from './booking-flow';
import type { BookingFormDraft } from './drafts';
import { BOOKING_ID, makeBooking, makeFlight } from './test-fixtures';

const form: BookingFormDraft = {
  searchMethod: 'flightNumber',
  serviceType: 'arrival',
  passengerCount: 2,
  date: '2026-11-22',
  flightNumber: 'BA75',
  departure: '',
  arrival: '',
  specialRequirements: '',
};
const noDrafts = { flight: null, form: null };
const start = (signedIn = true) => initialFlowState({}, noDrafts, signedIn);
const run = (state: BookingFlowState, ...events: Parameters<typeof bookingFlow>[1][]) =>
  events.reduce(bookingFlow, state);

describe('booking dialog step machine (§4)', () => {
  it('signed in: booking -> (create) -> payment -> success', () => {
    let s = run(start(), { type: 'FLIGHT_CHOSEN', flight: makeFlight() }, { type: 'CONFIRMED', form, signedIn: true });
    expect(s).toMatchObject({ step: 'booking', form });

    s = bookingFlow(s, { type: 'BOOKING_CREATED', booking: makeBooking() });
    expect(s).toMatchObject({ step: 'payment', bookingId: BOOKING_ID });
    expect(s.form?.bookingId).toBe(BOOKING_ID);

    s = bookingFlow(s, {
      type: 'PAYMENT_COMPLETED',
      booking: makeBooking({ status: 'confirmed', paymentStatus: 'paid' }),
    });
    expect(s.step).toBe('success');
    expect(s.booking?.paymentStatus).toBe('paid');
  });

  it('visitor: booking -> auth -> (signed in, create) -> payment', () => {
    let s = run(
      start(false),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: false },
    );
    expect(s).toMatchObject({ step: 'auth', form });

    // Signed in: the dialog creates the booking; the step waits for it.
    s = bookingFlow(s, { type: 'SIGNED_IN' });
    expect(s).toMatchObject({ step: 'auth', form });
    s = bookingFlow(s, { type: 'BOOKING_CREATED', booking: makeBooking() });
    expect(s.step).toBe('payment');
  });

  it('a resumed draft whose booking exists goes to that booking once signed in, never books again', () => {
    // The session was still being checked when the dialog opened from the saved drafts.
    let s = initialFlowState(
      { step: 'confirmation' },
      { flight: makeFlight(), form: { ...form, bookingId: BOOKING_ID } },
      false,
    );
    expect(s.step).toBe('auth');
    s = bookingFlow(s, { type: 'SIGNED_IN' });
    expect(s).toMatchObject({ step: 'payment', bookingId: BOOKING_ID });
  });

  it('until the booking is made the step stays, so a failed creation can be tried again', () => {
    const s = run(
      start(),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: true },
    );
    expect(s.step).toBe('booking');
    expect(bookingFlow(s, { type: 'CONFIRMED', form, signedIn: true })).toMatchObject({ step: 'booking', form });
  });

  it('switching search tabs clears the found flight', () => {
    const s = run(start(), { type: 'FLIGHT_CHOSEN', flight: makeFlight() }, { type: 'SEARCH_RESET' });
    expect(s).toMatchObject({ step: 'booking', flight: null, form: null });
  });

  it('refuses moves that do not fit the current step', () => {
    const empty = start();
    expect(bookingFlow(empty, { type: 'CONFIRMED', form, signedIn: true })).toBe(empty);
    expect(bookingFlow(empty, { type: 'PAYMENT_COMPLETED', booking: makeBooking() })).toBe(empty);
    expect(bookingFlow(empty, { type: 'BOOKING_CREATED', booking: makeBooking() })).toBe(empty);
    const auth = run(
      start(false),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: false },
    );
    expect(bookingFlow(auth, { type: 'FLIGHT_CHOSEN', flight: makeFlight() })).toBe(auth);
  });
});

describe('Back and Forward through the wizard (issue 37)', () => {
  const to = (step: Parameters<typeof bookingFlow>[1] & { type: 'GO_TO' }) => step;
  const back = (target: WizardStep, signedIn = true) => to({ type: 'GO_TO', to: target, signedIn });

  it('search -> details -> account and back again, keeping the flight and the form', () => {
    const details = run(start(false), { type: 'FLIGHT_CHOSEN', flight: makeFlight() });
    expect(wizardStep(details)).toBe('details');
    const account = bookingFlow(details, { type: 'CONFIRMED', form, signedIn: false });
    expect(wizardStep(account)).toBe('account');

    const backToDetails = bookingFlow(account, back('details', false));
    expect(wizardStep(backToDetails)).toBe('details');
    expect(backToDetails.form).toEqual(form);
    const backToSearch = bookingFlow(backToDetails, back('search', false));
    expect(wizardStep(backToSearch)).toBe('search');
    expect(backToSearch.flight).toEqual(makeFlight());

    // Forward again, step by step, to where the traveller was.
    const forward = run(backToSearch, back('details', false), back('account', false));
    expect(wizardStep(forward)).toBe('account');
    expect(forward.form).toEqual(form);
  });

  it('the same flight chosen again keeps its form; another flight starts a new one', () => {
    const searching = run(
      start(),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: true },
      back('search'),
    );
    expect(bookingFlow(searching, { type: 'FLIGHT_CHOSEN', flight: makeFlight() }).form).toEqual(form);
    const other = makeFlight({ bookingReference: 'FL-OTHER' });
    expect(bookingFlow(searching, { type: 'FLIGHT_CHOSEN', flight: other }).form).toBeNull();
  });

  it('payment -> Back to Services -> payment of the same booking', () => {
    const payment = run(
      start(),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: true },
      { type: 'BOOKING_CREATED', booking: makeBooking() },
    );
    const details = bookingFlow(payment, back('details'));
    expect(wizardStep(details)).toBe('details');
    expect(details.form?.bookingId).toBe(BOOKING_ID);
    expect(bookingFlow(details, back('payment'))).toMatchObject({ step: 'payment', bookingId: BOOKING_ID });
  });

  it('refuses a step whose makings are gone, and never leaves or re-enters done', () => {
    const empty = start();
    expect(bookingFlow(empty, back('details'))).toBe(empty);
    expect(bookingFlow(empty, back('payment'))).toBe(empty);
    const signedInDetails = run(
      start(),
      { type: 'FLIGHT_CHOSEN', flight: makeFlight() },
      { type: 'CONFIRMED', form, signedIn: true },
    );
    // Signed in, there is no account step to go to.
    expect(bookingFlow(signedInDetails, back('account'))).toBe(signedInDetails);
    const done = run(
      signedInDetails,
      { type: 'BOOKING_CREATED', booking: makeBooking() },
      { type: 'PAYMENT_COMPLETED', booking: makeBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
    );
    expect(bookingFlow(done, back('payment'))).toBe(done);
  });
});

describe('where the dialog starts', () => {
  const drafts = { flight: makeFlight(), form };

  it('without step=confirmation it starts at the search, drafts or not', () => {
    expect(initialFlowState({}, drafts, true)).toMatchObject({ step: 'booking', flight: null });
  });

  it('step=confirmation restores the drafts: signed in, it creates the booking on the way to payment', () => {
    const s = initialFlowState({ step: 'confirmation' }, drafts, true);
    expect(s).toMatchObject({ step: 'booking', flight: drafts.flight, form });
    expect(createsOnOpen(s)).toBe(true);
  });

  it('step=confirmation with a booking already made goes straight to paying it', () => {
    const s = initialFlowState({ step: 'confirmation' }, { ...drafts, form: { ...form, bookingId: BOOKING_ID } }, true);
    expect(s).toMatchObject({ step: 'payment', bookingId: BOOKING_ID });
    expect(createsOnOpen(s)).toBe(false);
  });

  it('step=confirmation for a visitor asks to sign in first', () => {
    expect(initialFlowState({ step: 'confirmation' }, drafts, false)).toMatchObject({ step: 'auth', form });
  });

  it('step=confirmation with only a flight saved reopens the booking form for it', () => {
    const s = initialFlowState({ step: 'confirmation' }, { flight: drafts.flight, form: null }, true);
    expect(s).toMatchObject({ step: 'booking', flight: drafts.flight });
    expect(createsOnOpen(s)).toBe(false);
  });

  it('Pay now and the checkout return open at payment', () => {
    expect(initialFlowState({ bookingId: BOOKING_ID }, noDrafts, true)).toMatchObject({
      step: 'payment',
      bookingId: BOOKING_ID,
    });
    expect(initialFlowState({ paymentReference: 'REF-1' }, noDrafts, true)).toMatchObject({
      step: 'payment',
      returnReference: 'REF-1',
    });
  });
});
