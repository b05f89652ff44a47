/**
 * The booking dialog (spec §2 Booking dialog, §4 Booking dialog): booking -> auth -> payment ->
 * success, driven by the {@link bookingFlow} step machine. This component runs the machine's side
 * effects: it saves the drafts (`bookingFlightData` when a flight is chosen, `bookingFormData` on
 * Confirm Booking), creates the booking (one Idempotency-Key per Confirm Booking click), and on
 * success clears the drafts and goes to /dashboard?bookingCompleted=true&booking=<id> after 3 s.
 * A failed create is reported below Confirm Booking and scrolled into view (issue 19 §5). A resumed
 * draft whose booking is cancelled, expired or paid clears the drafts and starts a new search,
 * saying what happened and linking to that booking (issue 19 §4).
 */
import {
  type Booking,
  type FlightSearchResult,
  FOUND_FLIGHT_BANNER_MS,
  REDIRECT_AFTER_BOOKING_MS,
} from '@fasttrack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { paths, QueryParams } from '../../../lib/paths';
import { useAuth } from '../../auth/index';
import { clearPendingPayment, paymentsKey, readPendingPayment } from '../../payments/index';
import { createBooking } from '../api/create-booking';
import { bookingsKey } from '../api/get-user-bookings';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import {
  type BookingFlowState,
  type BookingStep,
  bookingFlow,
  type FlowStart,
  initialFlowState,
} from '../booking-flow';
import { type CreateError, createErrorFor } from '../create-error';
import {
  type BookingFormDraft,
  clearBookingDrafts,
  readBookingDrafts,
  saveFlightDraft,
  saveFormDraft,
} from '../drafts';
import { newIdempotencyKey } from '../idempotency-key';
import { canContinuePaying } from '../stale-draft';
import { AuthStep } from './auth-step';
import { BookingForm, type BookingFormResult } from './booking-form';
import { DialogError } from './dialog-error';
import { DraftOverNotice } from './draft-over-notice';
import { FlightDetails } from './flight-details';
import { emptySearch, FlightSearch, type SearchValues } from './flight-search';
import { PaymentStep } from './payment-step';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';

export interface BookingDialogProps {
  open: boolean;
  options: OpenBookingDialogOptions;
  onOpenChange(open: boolean): void;
}

const headings: Record<BookingStep, { title: string; description: string }> = {
  booking: { title: 'Book Your Fast Track Service', description: 'Find your flight, then choose your service.' },
  auth: { title: 'Sign In to Continue', description: 'Sign in or create an account to complete your booking.' },
  payment: { title: 'Complete Your Payment', description: 'Check your booking and choose how to pay.' },
  success: { title: 'Payment Successful', description: 'Your booking is confirmed.' },
};

/** Where a completed booking leaves the dialog: the dashboard's Booking Confirmed banner, naming it. */
function completedPath(booking: Booking | null): string {
  const named = booking ? `&${QueryParams.booking}=${encodeURIComponent(booking.id)}` : '';
  return `${paths.dashboard}?${QueryParams.bookingCompleted}=true${named}`;
}

/** How the dialog starts: a checkout return finds its booking in the pending payment. */
function flowStart(options: OpenBookingDialogOptions): FlowStart {
  if (!options.paymentReference) return options;
  const pending = readPendingPayment();
  const bookingId = pending?.reference === options.paymentReference ? pending.bookingId : options.bookingId;
  return { ...options, bookingId };
}

/** The search to show again: the saved form's, else the restored flight's number and date. */
function searchFrom(state: BookingFlowState): SearchValues {
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

export function BookingDialog({ open, options, onOpenChange }: BookingDialogProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(bookingFlow, undefined, () =>
    initialFlowState(flowStart(options), readBookingDrafts(), user !== null),
  );
  const [search, setSearch] = useState<SearchValues>(() => searchFrom(state));
  const [showFound, setShowFound] = useState(false);
  const [createError, setCreateError] = useState<CreateError | null>(null);
  // The booking of a resumed draft that turned out to be over (issue 19 §4).
  const [overBooking, setOverBooking] = useState<Booking | null>(null);
  // One key per Confirm Booking click; kept while that attempt goes through sign-in.
  const idempotencyKey = useRef<string | null>(null);

  useEffect(() => {
    if (!showFound) return;
    const timer = window.setTimeout(() => setShowFound(false), FOUND_FLIGHT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [showFound]);

  const { creating, flight, form } = state;
  useEffect(() => {
    if (!creating || !flight || !form) return;
    idempotencyKey.current ??= newIdempotencyKey();
    let current = true;
    const request = {
      flightBookingReference: flight.bookingReference,
      serviceType: form.serviceType,
      passengerCount: form.passengerCount,
      ...(form.specialRequirements.trim() ? { specialRequirements: form.specialRequirements.trim() } : {}),
      ...(form.leadPassengerName ? { leadPassengerName: form.leadPassengerName } : {}),
      ...(form.contactPhone ? { contactPhone: form.contactPhone } : {}),
    };
    createBooking(request, idempotencyKey.current)
      .then((booking) => {
        if (!current) return;
        idempotencyKey.current = null;
        saveFormDraft({ ...form, bookingId: booking.id });
        void queryClient.invalidateQueries({ queryKey: bookingsKey });
        dispatch({ type: 'BOOKING_CREATED', booking });
      })
      .catch((error: unknown) => {
        if (!current) return;
        idempotencyKey.current = null;
        const failure = createErrorFor(error);
        // Capacity may have changed since the flight was found: ask again for the current answer.
        if (failure.asIs) void queryClient.invalidateQueries({ queryKey: ['service-availability'] });
        setCreateError(failure);
        dispatch({ type: 'CREATE_FAILED' });
      });
    return () => {
      current = false;
    };
  }, [creating, flight, form, queryClient]);

  const paidBooking = state.booking;
  const finish = useCallback(() => {
    onOpenChange(false);
    navigate(completedPath(paidBooking));
  }, [navigate, onOpenChange, paidBooking]);

  useEffect(() => {
    if (state.step !== 'success') return;
    clearBookingDrafts();
    clearPendingPayment();
    void queryClient.invalidateQueries({ queryKey: bookingsKey });
    void queryClient.invalidateQueries({ queryKey: paymentsKey });
    const timer = window.setTimeout(finish, REDIRECT_AFTER_BOOKING_MS);
    return () => window.clearTimeout(timer);
  }, [state.step, finish, queryClient]);

  const onFound = useCallback((found: FlightSearchResult, values: SearchValues) => {
    setSearch(values);
    saveFlightDraft(found);
    setOverBooking(null);
    dispatch({ type: 'FLIGHT_CHOSEN', flight: found });
    setShowFound(true);
  }, []);

  const resetSearch = useCallback(() => {
    clearBookingDrafts();
    setShowFound(false);
    setCreateError(null);
    dispatch({ type: 'SEARCH_RESET' });
  }, []);

  const confirm = (values: BookingFormResult) => {
    const draft: BookingFormDraft = {
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
    };
    saveFormDraft(draft);
    idempotencyKey.current = newIdempotencyKey();
    setCreateError(null);
    dispatch({ type: 'CONFIRMED', form: draft, signedIn: user !== null });
  };

  const onSignedIn = useCallback(() => {
    setCreateError(null);
    dispatch({ type: 'SIGNED_IN' });
  }, []);
  const resumed = options.step === 'confirmation';
  const onBookingLoaded = useCallback(
    (booking: Booking) => {
      if (resumed && !canContinuePaying(booking)) {
        clearBookingDrafts();
        setOverBooking(booking);
        dispatch({ type: 'DRAFT_OVER' });
        return;
      }
      dispatch({ type: 'BOOKING_LOADED', booking });
    },
    [resumed],
  );
  const onCheckoutSettled = useCallback(() => {
    // A failed or unfinished payment changes the booking's payment status and the payment list.
    void queryClient.invalidateQueries({ queryKey: bookingsKey });
    void queryClient.invalidateQueries({ queryKey: paymentsKey });
    dispatch({ type: 'CHECKOUT_SETTLED' });
  }, [queryClient]);
  const onPaid = useCallback((booking: Booking) => {
    dispatch({ type: 'PAYMENT_COMPLETED', booking });
  }, []);

  const heading = headings[state.step];
  // Below the step, so it sits next to the button that failed (issue 19 §5); the form shows its
  // own `asIs` errors beside Confirm Booking.
  const errorAlert =
    createError && !(createError.asIs && state.step === 'booking') ? <DialogError error={createError} /> : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && state.step === 'success') finish();
        else onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        <StepIndicator current={state.step} />
        {state.step === 'booking' ? (
          <>
            {overBooking ? <DraftOverNotice booking={overBooking} onLeave={() => onOpenChange(false)} /> : null}
            {flight ? (
              <div className="flex flex-col gap-4">
                {showFound ? (
                  <Alert tone="success">
                    Flight found: {flight.flightInfo.airlineName} {flight.flightInfo.flightNumber}
                  </Alert>
                ) : null}
                <FlightDetails flight={flight.flightInfo} source={flight.source} />
                <BookingForm
                  key={flight.bookingReference}
                  flight={flight}
                  initial={form}
                  busy={creating}
                  createError={createError?.asIs ? createError.text : null}
                  onConfirm={confirm}
                  onBack={resetSearch}
                />
              </div>
            ) : (
              <FlightSearch initial={search} onFound={onFound} onReset={resetSearch} />
            )}
            {errorAlert}
          </>
        ) : null}
        {state.step === 'auth' ? (
          <>
            <AuthStep
              creating={creating}
              onSignedIn={onSignedIn}
              onBack={() => dispatch({ type: 'BACK_TO_BOOKING' })}
            />
            {errorAlert}
          </>
        ) : null}
        {state.step === 'payment' ? (
          <PaymentStep
            booking={state.booking}
            bookingId={state.bookingId}
            returnReference={state.returnReference}
            onBookingLoaded={onBookingLoaded}
            onCheckoutSettled={onCheckoutSettled}
            onPaid={onPaid}
          />
        ) : null}
        {state.step === 'success' ? <SuccessStep booking={state.booking} /> : null}
      </DialogContent>
    </Dialog>
  );
}
