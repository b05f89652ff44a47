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
 * A pure reducer: side effects (creating the booking, paying) are run by the dialog, which
 * reports their outcome as events. An event that does not fit the current state is ignored.
 */
import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import type { BookingDrafts, BookingFormDraft } from './drafts';

export type BookingStep = 'booking' | 'auth' | 'payment' | 'success';

export interface BookingFlowState {
  step: BookingStep;
  /** The flight chosen in the search. */
  flight: FlightSearchResult | null;
  /** The confirmed booking form. */
  form: BookingFormDraft | null;
  /** The booking being paid, once known. */
  booking: Booking | null;
  /** The booking to load for payment (pay later, resume), when `booking` is not there yet. */
  bookingId: string | null;
  /** True while the booking is being created from `form`. */
  creating: boolean;
  /** Reference of a checkout the traveller came back from: verify it, then complete the booking. */
  returnReference: string | null;
}

export type BookingFlowEvent =
  | { type: 'FLIGHT_CHOSEN'; flight: FlightSearchResult }
  /** Switching search tabs or Back to Services: the found flight is cleared. */
  | { type: 'SEARCH_RESET' }
  | { type: 'CONFIRMED'; form: BookingFormDraft; signedIn: boolean }
  | { type: 'SIGNED_IN' }
  | { type: 'BACK_TO_BOOKING' }
  | { type: 'BOOKING_CREATED'; booking: Booking }
  | { type: 'CREATE_FAILED' }
  | { type: 'BOOKING_LOADED'; booking: Booking }
  /** The resumed draft's booking can no longer be paid (issue 19 §4): start again from the search. */
  | { type: 'DRAFT_OVER' }
  | { type: 'CHECKOUT_SETTLED' }
  | { type: 'PAYMENT_COMPLETED'; booking: Booking };

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
  flight: null,
  form: null,
  booking: null,
  bookingId: null,
  creating: false,
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
  return { ...restored, creating: true };
}

export function bookingFlow(state: BookingFlowState, event: BookingFlowEvent): BookingFlowState {
  switch (event.type) {
    case 'FLIGHT_CHOSEN':
      return state.step === 'booking' && !state.creating ? { ...state, flight: event.flight, form: null } : state;
    case 'SEARCH_RESET':
      return state.step === 'booking' && !state.creating ? { ...state, flight: null, form: null } : state;
    case 'CONFIRMED':
      if (state.step !== 'booking' || !state.flight || state.creating) return state;
      return event.signedIn
        ? { ...state, form: event.form, creating: true }
        : { ...state, form: event.form, step: 'auth' };
    case 'SIGNED_IN':
      if (state.step !== 'auth' || !state.form) return state;
      // A draft whose booking exists resumes it (and is checked there), never books twice.
      return state.form.bookingId
        ? { ...state, step: 'payment', bookingId: state.form.bookingId }
        : { ...state, creating: true };
    case 'BACK_TO_BOOKING':
      return state.step === 'auth' && !state.creating ? { ...state, step: 'booking' } : state;
    case 'BOOKING_CREATED':
      if (!state.creating || !state.form) return state;
      return {
        ...state,
        step: 'payment',
        creating: false,
        booking: event.booking,
        bookingId: event.booking.id,
        form: { ...state.form, bookingId: event.booking.id },
      };
    case 'CREATE_FAILED':
      return state.creating ? { ...state, creating: false } : state;
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
