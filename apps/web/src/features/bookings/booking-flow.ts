/**
 * The booking dialog's step machine (spec §2 Booking dialog, §4 Booking dialog).
 *
 *   booking --Confirm Booking, signed in--> (booking is created) --> payment
 *   booking --Confirm Booking, visitor--> auth --signed in--> (booking is created) --> payment
 *   payment --payment verified and booking completed--> success
 *   payment --the resumed draft's booking is cancelled, expired or paid--> booking (a new search)
 *
 * `step=confirmation` restores the drafts and jumps on: to payment when the booking already
 * exists, else to creating it (signed in) or to auth (visitor). Pay now on /bookings and the
 * return from the checkout page open straight at payment.
 *
 * The traveller sees five wizard steps ({@link wizardStep}): the flight search, the service choice
 * (details), the account, payment and done. Each has a browser history entry, and Back and
 * Forward move between them ({@link GoToEvent}, issue 37): nothing chosen is lost on the way
 * back, so the way forward is open again (the search keeps the flight, the service choice its
 * form, payment its booking).
 *
 * A pure reducer: side effects are run by the dialog, which reports their outcome as events. The
 * booking is created by a mutation (api/create-booking.ts) that the dialog starts from the action
 * itself: Confirm Booking when signed in, signing in at the auth step, or opening on a resumed
 * draft ({@link createsOnOpen}); whether it is running is that mutation's state, not this one's.
 * An event that does not fit the current state is ignored.
 */
import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import type { BookingDrafts, BookingFormDraft } from './drafts';
import type { WizardStep } from './wizard-entry';

export type { WizardStep } from './wizard-entry';

export type BookingStep = 'booking' | 'auth' | 'payment' | 'success';

/** Back or Forward to a wizard step (issue 37); `signedIn` decides whether the account step applies. */
export type GoToEvent = { type: 'GO_TO'; to: WizardStep; signedIn: boolean };

export interface BookingFlowState {
  step: BookingStep;
  /** The booking step shows the flight search even though a flight is kept (Back from the service choice). */
  searching: boolean;
  /** The flight chosen in the search. */
  flight: FlightSearchResult | null;
  /** The confirmed booking form. */
  form: BookingFormDraft | null;
  /** The booking being paid, once known. */
  booking: Booking | null;
  /** The booking to load for payment (pay later, resume), when `booking` is not there yet. */
  bookingId: string | null;
  /** Reference of a checkout the traveller came back from: verify it, then complete the booking. */
  returnReference: string | null;
}

export type BookingFlowEvent =
  | { type: 'FLIGHT_CHOSEN'; flight: FlightSearchResult }
  /** Switching search tabs (§4): the found flight is cleared. */
  | { type: 'SEARCH_RESET' }
  | { type: 'CONFIRMED'; form: BookingFormDraft; signedIn: boolean }
  | { type: 'SIGNED_IN' }
  | { type: 'BOOKING_CREATED'; booking: Booking }
  | { type: 'BOOKING_LOADED'; booking: Booking }
  /** The resumed draft's booking can no longer be paid (issue 19 §4): start again from the search. */
  | { type: 'DRAFT_OVER' }
  | { type: 'CHECKOUT_SETTLED' }
  | { type: 'PAYMENT_COMPLETED'; booking: Booking }
  | GoToEvent;

export interface FlowStart {
  /** `confirmation`: resume from the drafts (§2). */
  step?: 'confirmation' | undefined;
  /** Pay an existing booking (Pay now on /bookings). */
  bookingId?: string | undefined;
  /** Back from the checkout with this payment reference. */
  paymentReference?: string | undefined;
}

const EMPTY: BookingFlowState = {
  step: 'booking',
  searching: false,
  flight: null,
  form: null,
  booking: null,
  bookingId: null,
  returnReference: null,
};

/** Where the dialog starts for how it was opened, the saved drafts and the auth state. */
export function initialFlowState(start: FlowStart, drafts: BookingDrafts, signedIn: boolean): BookingFlowState {
  if (start.paymentReference) {
    return { ...EMPTY, step: 'payment', bookingId: start.bookingId ?? null, returnReference: start.paymentReference };
  }
  if (start.bookingId) return { ...EMPTY, step: 'payment', bookingId: start.bookingId };
  if (start.step !== 'confirmation' || !drafts.flight) return EMPTY;
  const restored = { ...EMPTY, flight: drafts.flight, form: drafts.form };
  if (!drafts.form) return restored;
  if (!signedIn) return { ...restored, step: 'auth' };
  if (drafts.form.bookingId) return { ...restored, step: 'payment', bookingId: drafts.form.bookingId };
  return restored;
}

/**
 * True when the dialog opens on a confirmed form with no booking yet (step=confirmation, signed
 * in): the booking is created as it opens.
 */
export function createsOnOpen(state: BookingFlowState): boolean {
  return state.step === 'booking' && state.flight !== null && state.form !== null && !state.form.bookingId;
}

/** The wizard step `state` shows. */
export function wizardStep(state: BookingFlowState): WizardStep {
  switch (state.step) {
    case 'booking':
      return state.flight && !state.searching ? 'details' : 'search';
    case 'auth':
      return 'account';
    default:
      return state.step;
  }
}

/**
 * Back or Forward to `to`, when what that step needs is still there; otherwise `state` itself.
 * Done is never gone back to or from: a paid booking is left, not re-entered.
 */
function goTo(state: BookingFlowState, { to, signedIn }: GoToEvent): BookingFlowState {
  if (state.step === 'success' || to === wizardStep(state)) return state;
  const bookingId = state.bookingId ?? state.form?.bookingId ?? null;
  switch (to) {
    case 'search':
      return { ...state, step: 'booking', searching: true };
    case 'details':
      return state.flight ? { ...state, step: 'booking', searching: false } : state;
    case 'account':
      return state.flight && state.form && !signedIn ? { ...state, step: 'auth', searching: false } : state;
    case 'payment':
      return bookingId ? { ...state, step: 'payment', searching: false, bookingId } : state;
    case 'success':
      return state;
  }
}

export function bookingFlow(state: BookingFlowState, event: BookingFlowEvent): BookingFlowState {
  switch (event.type) {
    case 'FLIGHT_CHOSEN': {
      if (state.step !== 'booking') return state;
      // The same flight again keeps what was filled in for it (back from the service choice).
      const same = state.flight?.bookingReference === event.flight.bookingReference;
      return { ...state, searching: false, flight: event.flight, form: same ? state.form : null };
    }
    case 'SEARCH_RESET':
      return state.step === 'booking' ? { ...state, flight: null, form: null } : state;
    case 'GO_TO':
      return goTo(state, event);
    case 'CONFIRMED':
      if (state.step !== 'booking' || !state.flight) return state;
      // Signed in, the booking is created next (the dialog starts it) and the step stays.
      return event.signedIn ? { ...state, form: event.form } : { ...state, form: event.form, step: 'auth' };
    case 'SIGNED_IN':
      if (state.step !== 'auth' || !state.form) return state;
      // A draft whose booking exists resumes it (and is checked there), never books twice;
      // otherwise the dialog creates the booking and the step stays until it is made.
      return state.form.bookingId ? { ...state, step: 'payment', bookingId: state.form.bookingId } : state;
    case 'BOOKING_CREATED':
      if ((state.step !== 'booking' && state.step !== 'auth') || !state.form) return state;
      return {
        ...state,
        step: 'payment',
        booking: event.booking,
        bookingId: event.booking.id,
        form: { ...state.form, bookingId: event.booking.id },
      };
    case 'BOOKING_LOADED':
      return state.step === 'payment' ? { ...state, booking: event.booking, bookingId: event.booking.id } : state;
    case 'DRAFT_OVER':
      return state.step === 'payment' ? EMPTY : state;
    case 'CHECKOUT_SETTLED':
      return state.step === 'payment' ? { ...state, returnReference: null } : state;
    case 'PAYMENT_COMPLETED':
      return state.step === 'payment'
        ? { ...state, step: 'success', booking: event.booking, returnReference: null }
        : state;
  }
}
