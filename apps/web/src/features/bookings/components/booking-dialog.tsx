/**
 * The booking dialog (spec §2 Booking dialog, §4 Booking dialog): booking -> auth -> payment ->
 * success, driven by the {@link bookingFlow} step machine. This component runs the machine's side
 * effects: it saves the drafts (`bookingFlightData` when a flight is chosen, the form as it is
 * typed, `bookingFormData` on Confirm Booking), makes the booking ({@link useBookingCreation}) from
 * the action that asks for it (Confirm Booking signed in, signing in at the auth step, or opening
 * on a resumed draft), and on success clears the drafts. Each wizard step is a history entry: the
 * phone's Back goes one step back (issue 37, {@link useWizardHistory}). While it is open, a
 * session that ends brings the traveller back here after signing in again (issue 37).
 * A failed create is reported below Confirm Booking and scrolled into view (issue 19 §5). A resumed
 * draft whose booking is cancelled, expired or paid clears the drafts and starts a new search,
 * saying what happened and linking to that booking (issue 19 §4). The success step stays until the
 * traveller leaves it (ADR 305); closing it goes to the dashboard's Booking Confirmed banner.
 */
import { type Booking, type FlightSearchResult, FOUND_FLIGHT_BANNER_MS } from '@fasttrack/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { setSessionReturn } from '../../../lib/session-refresh';
import { useAuth } from '../../auth/index';
import type { SearchValues } from '../../flights/index';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import { bookingFlow, initialFlowState } from '../booking-flow';
import {
  type BookingFormProgress,
  clearBookingDrafts,
  readBookingDrafts,
  saveFlightDraft,
  saveFormDraft,
} from '../drafts';
import { canContinuePaying } from '../stale-draft';
import { useBookingCompletion } from '../use-booking-completion';
import { useBookingCreation } from '../use-booking-creation';
import { useBookingWizard } from '../use-booking-wizard';
import { useFormProgress } from '../use-form-progress';
import { AuthStep, type AuthView } from './auth-step';
import { BackToServices } from './back-to-services';
import { flowStart, formDraft, headings, sameRequest, searchFrom } from './booking-dialog-start';
import type { BookingFormResult } from './booking-form-schema';
import { BookingStep } from './booking-step';
import { DialogError } from './dialog-error';
import { PaymentStep } from './payment-step';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';

export interface BookingDialogProps {
  open: boolean;
  options: OpenBookingDialogOptions;
  /** Which opening this is, in this page load: it names the dialog's history entries (wizard-entry.ts). */
  opening: number;
  onOpenChange(open: boolean): void;
}

export function BookingDialog({ open, options, opening: openingNumber, onOpenChange }: BookingDialogProps) {
  const { user } = useAuth();
  const [drafts] = useState(readBookingDrafts);
  const [state, dispatch] = useReducer(bookingFlow, undefined, () =>
    initialFlowState(flowStart(options), drafts, user !== null),
  );
  const [search, setSearch] = useState<SearchValues>(() => searchFrom(state));
  const [showFound, setShowFound] = useState(false);
  // The booking of a resumed draft that turned out to be over (issue 19 §4).
  const [overBooking, setOverBooking] = useState<Booking | null>(null);

  useEffect(() => {
    if (!showFound) return;
    const timer = window.setTimeout(() => setShowFound(false), FOUND_FLIGHT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [showFound]);

  // A session that ends while the dialog is open comes back to it after signing in (issue 37).
  useEffect(() => (open ? setSessionReturn({ returnTo: 'booking', step: 'confirmation' }) : undefined), [open]);

  const { flight, form } = state;
  const opening = useRef(state);
  const creation = useBookingCreation({
    opening: opening.current,
    state,
    signedIn: user !== null,
    onCreated: (booking) => dispatch({ type: 'BOOKING_CREATED', booking }),
    onDuplicate: () => dispatch({ type: 'GO_TO', to: 'details', signedIn: true }),
  });
  const { create, createError, creating, duplicate } = creation;

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const wizard = useBookingWizard({ opening: openingNumber, open, state, signedIn: user !== null, dispatch, close });
  const finish = useBookingCompletion(state.step, state.booking, close);

  // The form as typed for the kept flight (issue 37): it comes back with the form.
  const progress = useFormProgress(drafts);
  const keptFlight = state.flight?.bookingReference;
  const onValuesChange = useCallback(
    (values: BookingFormProgress) => {
      if (keptFlight) progress.record(keptFlight, values);
    },
    [progress, keptFlight],
  );

  const onFound = useCallback(
    (found: FlightSearchResult, values: SearchValues) => {
      setSearch(values);
      progress.flightChosen(found.bookingReference);
      saveFlightDraft(found);
      setOverBooking(null);
      dispatch({ type: 'FLIGHT_CHOSEN', flight: found });
      setShowFound(true);
    },
    [progress],
  );

  const { setCreateError, newAttempt } = creation;
  const resetSearch = useCallback(() => {
    clearBookingDrafts();
    setShowFound(false);
    setCreateError(null);
    dispatch({ type: 'SEARCH_RESET' });
  }, [setCreateError]);

  const confirm = (values: BookingFormResult) => {
    const draft = formDraft(search, values);
    const held = form?.bookingId && state.booking && canContinuePaying(state.booking) ? form.bookingId : undefined;
    // Back from payment with nothing changed: the booking already made is the one to pay.
    if (held && form && sameRequest(form, draft)) {
      dispatch({ type: 'GO_TO', to: 'payment', signedIn: user !== null });
      return;
    }
    saveFormDraft(draft);
    progress.forget();
    newAttempt();
    dispatch({ type: 'CONFIRMED', form: draft, signedIn: user !== null });
    if (user && flight) create({ flight, form: draft, replaces: held });
  };

  // Signed in at the auth step: a draft whose booking exists goes to it, else it is created now.
  const onSignedIn = useCallback(() => {
    setCreateError(null);
    dispatch({ type: 'SIGNED_IN' });
    if (flight && form && !form.bookingId) create({ flight, form });
  }, [flight, form, create, setCreateError]);
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
  // The payment's mutation fetches the booking and payment lists again (api/pay-booking.ts).
  const onCheckoutSettled = useCallback(() => dispatch({ type: 'CHECKOUT_SETTLED' }), []);
  const onPaid = useCallback((booking: Booking) => dispatch({ type: 'PAYMENT_COMPLETED', booking }), []);

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
        if (next) onOpenChange(true);
        else if (state.step === 'success') finish();
        else {
          onOpenChange(false);
          wizard.unwind();
        }
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
            <BookingStep
              flight={flight}
              searching={state.searching}
              search={search}
              initial={form ?? progress.valuesFor(flight?.bookingReference)}
              held={form?.bookingId && state.booking?.id === form.bookingId ? state.booking : null}
              showFound={showFound}
              creating={creating}
              createError={createError}
              duplicate={duplicate}
              overBooking={overBooking}
              onFound={onFound}
              onReset={resetSearch}
              onConfirm={confirm}
              onValuesChange={onValuesChange}
              onChangeFlight={() => wizard.back('search')}
              onKeepFlight={() => dispatch({ type: 'GO_TO', to: 'details', signedIn: user !== null })}
              onLeave={() => onOpenChange(false)}
            />
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
              leadPassengerName={form?.leadPassengerName}
              onSignedIn={onSignedIn}
              onBack={() => wizard.back('details')}
            />
            {errorAlert}
          </>
        ) : null}
        {state.step === 'payment' ? (
          <>
            <PaymentStep
              booking={state.booking}
              bookingId={state.bookingId}
              returnReference={state.returnReference}
              onBookingLoaded={onBookingLoaded}
              onCheckoutSettled={onCheckoutSettled}
              onPaid={onPaid}
            />
            {flight && form ? <BackToServices onBack={() => wizard.back('details')} /> : null}
          </>
        ) : null}
        {state.step === 'success' ? <SuccessStep booking={state.booking} onDone={finish} /> : null}
      </DialogContent>
    </Dialog>
  );
}
