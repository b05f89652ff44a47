/**
 * What the booking dialog derives from how it was opened (spec §2 Booking dialog): where its
 * step machine starts, the search to show again, the draft a confirmed form saves, each step's
 * heading, and where a completed booking leaves it.
 */
import type { Booking } from '@fasttrack/contracts';
import { paths, QueryParams } from '../../../lib/paths';
import { emptySearch, type SearchValues } from '../../flights/index';
import { readPendingPayment } from '../../payments/index';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import type { BookingFlowState, BookingStep, FlowStart } from '../booking-flow';
import type { BookingFormDraft } from '../drafts';
import type { BookingFormResult } from './booking-form-schema';

export const headings: Record<BookingStep | 'register', { title: string; description: string }> = {
  booking: { title: 'Book Your Fast Track Service', description: 'Find your flight, then choose your service.' },
  auth: { title: 'Sign In to Continue', description: 'Sign in or create an account to complete your booking.' },
  // The auth step while the visitor registers (issue 26 §6: not "Sign In" while registering).
  register: { title: 'Create an Account to Continue', description: 'Create your account to complete your booking.' },
  payment: { title: 'Complete Your Payment', description: 'Check your booking and choose how to pay.' },
  success: { title: 'Payment Successful', description: 'Your booking is confirmed.' },
};

/** Where a completed booking leaves the dialog: the dashboard's Booking Confirmed banner, naming it. */
export function completedPath(booking: Booking | null): string {
  const named = booking ? `&${QueryParams.booking}=${encodeURIComponent(booking.id)}` : '';
  return `${paths.dashboard}?${QueryParams.bookingCompleted}=true${named}`;
}

/** How the dialog starts: a checkout return finds its booking in the pending payment. */
export function flowStart(options: OpenBookingDialogOptions): FlowStart {
  if (!options.paymentReference) return options;
  const pending = readPendingPayment();
  const bookingId = pending?.reference === options.paymentReference ? pending.bookingId : options.bookingId;
  return { ...options, bookingId };
}

/** The search to show again: the saved form's, else the restored flight's number and date. */
export function searchFrom(state: BookingFlowState): SearchValues {
  const { form, flight } = state;
  if (form) {
    const { searchMethod: method, flightNumber, departure, arrival, date } = form;
    return { method, flightNumber, departure, arrival, date };
  }
  if (flight) {
    return {
      ...emptySearch(),
      flightNumber: flight.flightInfo.flightNumber,
      date: flight.flightInfo.departureTime.slice(0, 10),
    };
  }
  return emptySearch();
}

/** The form draft Confirm Booking saves (`bookingFormData`, spec §3): the search and the form. */
export function formDraft(search: SearchValues, values: BookingFormResult): BookingFormDraft {
  return {
    searchMethod: search.method,
    serviceType: values.serviceType,
    passengerCount: values.passengerCount,
    date: search.date,
    flightNumber: search.flightNumber,
    departure: search.departure,
    arrival: search.arrival,
    specialRequirements: values.specialRequirements,
    leadPassengerName: values.leadPassengerName,
    contactPhone: values.contactPhone,
    ...(values.leadPassengerEmail ? { leadPassengerEmail: values.leadPassengerEmail } : {}),
    ...(values.secondBooking ? { secondBooking: true } : {}),
    ...(values.packageCode ? { packageCode: values.packageCode } : {}),
    ...(values.addOns && values.addOns.length > 0 ? { addOns: values.addOns } : {}),
  };
}

/**
 * Whether two confirmed forms ask for the same booking (Back to Services, then Confirm with no
 * change). A changed package or add-on is a new request (issue 41 item 4): a new booking, made
 * with a new Idempotency-Key, replaces the one waiting for payment.
 */
export function sameRequest(a: BookingFormDraft, b: BookingFormDraft): boolean {
  const fields = [
    'serviceType',
    'passengerCount',
    'specialRequirements',
    'leadPassengerName',
    'contactPhone',
    'packageCode',
  ] as const;
  return fields.every((f) => (a[f] ?? '') === (b[f] ?? '')) && addOnsKey(a) === addOnsKey(b);
}

/** The hand-picked add-ons as one comparable string, in any order: `buggy:1,porter:2`. */
function addOnsKey(draft: BookingFormDraft): string {
  return (draft.addOns ?? [])
    .map((a) => `${a.code}:${a.quantity}`)
    .sort()
    .join(',');
}
