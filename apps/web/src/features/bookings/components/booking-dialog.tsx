/**
 * The booking dialog (spec §2 Booking dialog, §4 Booking dialog): booking -> auth -> payment ->
 * success, driven by the {@link bookingFlow} step machine. This component runs the machine's side
 * effects: it saves the drafts (`bookingFlightData` when a flight is chosen, `bookingFormData` on
 * Confirm Booking), creates the booking with the {@link useCreateBooking} mutation from the action
 * that asks for it (Confirm Booking signed in, signing in at the auth step, or opening on a resumed
 * draft; one Idempotency-Key per Confirm Booking click), and on success clears the drafts and goes to /dashboard?bookingCompleted=true&booking=<id> after 3 s.
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
import { useAuth } from '../../auth/index';
import { FlightDetails, FlightSearch, type SearchValues } from '../../flights/index';
import { clearPendingPayment, paymentsKey } from '../../payments/index';
import { bookingRequest, useCreateBooking } from '../api/create-booking';
import { bookingsKey } from '../api/get-user-bookings';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import { bookingFlow, createsOnOpen, initialFlowState } from '../booking-flow';
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
import { AuthStep, type AuthView } from './auth-step';
import { completedPath, flowStart, formDraft, headings, searchFrom } from './booking-dialog-start';
import { BookingForm, type BookingFormResult } from './booking-form';
import { DialogError } from './dialog-error';
import { DraftOverNotice } from './draft-over-notice';
import { PaymentStep } from './payment-step';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';

export interface BookingDialogProps {
  open: boolean;
  options: OpenBookingDialogOptions;
  onOpenChange(open: boolean): void;
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

  const { flight, form } = state;
  const { mutate: create, isPending, isIdle } = useCreateBooking();
  // The per-call callbacks run only while the dialog is open: a closed dialog moves nowhere.
  const startCreate = useCallback(
    (found: FlightSearchResult, confirmed: BookingFormDraft) => {
      idempotencyKey.current ??= newIdempotencyKey();
      create(
        { request: bookingRequest(found, confirmed), idempotencyKey: idempotencyKey.current },
        {
          onSuccess: (booking) => {
            idempotencyKey.current = null;
            saveFormDraft({ ...confirmed, bookingId: booking.id });
            dispatch({ type: 'BOOKING_CREATED', booking });
          },
          onError: (error) => {
            idempotencyKey.current = null;
            setCreateError(createErrorFor(error));
          },
        },
      );
    },
    [create],
  );
  // Opened on a resumed draft, signed in, with no booking yet: create it now (step=confirmation).
  const opening = useRef(state);
  const opensCreating = createsOnOpen(opening.current);
  useEffect(() => {
    const { flight: found, form: confirmed } = opening.current;
    if (opensCreating && found && confirmed) startCreate(found, confirmed);
  }, [opensCreating, startCreate]);
  const creating = isPending || (opensCreating && isIdle);

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
  }, [state.step, queryClient]);
  // Held while the traveller verifies their phone for texts (issue 36 item 6).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (state.step !== 'success' || held) return;
    const timer = window.setTimeout(finish, REDIRECT_AFTER_BOOKING_MS);
    return () => window.clearTimeout(timer);
  }, [state.step, finish, held]);

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
    const draft = formDraft(search, values);
    saveFormDraft(draft);
    idempotencyKey.current = newIdempotencyKey();
    setCreateError(null);
    dispatch({ type: 'CONFIRMED', form: draft, signedIn: user !== null });
    if (user && flight) startCreate(flight, draft);
  };

  // Signed in at the auth step: a draft whose booking exists goes to it, else it is created now.
  const onSignedIn = useCallback(() => {
    setCreateError(null);
    dispatch({ type: 'SIGNED_IN' });
    if (flight && form && !form.bookingId) startCreate(flight, form);
  }, [flight, form, startCreate]);
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

  // Which form the auth step shows: its heading says so (issue 26 §6).
  const [authView, setAuthView] = useState<AuthView>('login');
  const heading = headings[state.step === 'auth' && authView === 'register' ? 'register' : state.step];
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
              view={authView}
              onViewChange={setAuthView}
              creating={creating}
              contactPhone={form?.contactPhone}
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
        {state.step === 'success' ? (
          <SuccessStep booking={state.booking} held={held} onEngaged={() => setHeld(true)} onContinue={finish} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
