/**
 * Opens the booking dialog (spec §2 Booking dialog, §4 Booking dialog) from any screen.
 *
 * Screens open it with `useBookingDialog().openBookingDialog(options)`: the landing page
 * (Book Now, `?openBooking=true`), the dashboard (New Booking, Continue Your Booking,
 * `?openBooking=true`), the bookings list (New Booking, Pay now) and the return from the
 * checkout page. `BookingDialogHost` wraps the app once (root layout); each opening starts the
 * dialog afresh, with history entries of its own (wizard-history.ts). The dialog's code loads on
 * first open, and the pass over the entries of a dialog that is gone only when there may be some,
 * so neither costs the landing page anything.
 */
import { lazy, type ReactNode, Suspense, startTransition, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { BookingDialogContext, type OpenBookingDialogOptions, WIZARD_STATE_KEY } from './booking-dialog-context';

const BookingDialog = lazy(() => import('./components/booking-dialog').then((m) => ({ default: m.BookingDialog })));
const StaleWizardEntries = lazy(() => import('./wizard-entry').then((m) => ({ default: m.StaleWizardEntries })));

export function BookingDialogHost({ children }: { children: ReactNode }) {
  // `session` counts openings: each one mounts a new dialog with the requested start.
  const [state, setState] = useState<{ isOpen: boolean; session: number; options: OpenBookingDialogOptions }>({
    isOpen: false,
    session: 0,
    options: {},
  });
  // A transition, like the router's own location updates: a page that tidies its address as it
  // opens the dialog (`?openBooking=true`) renders both at once, so the dialog's first history
  // entry is written on the tidied address (issue 37).
  // The transition waits for the dialog's code; meanwhile the pages are told at once that it is
  // opening (`opening`), so none tidies away what the dialog is about to read (the dashboard drops
  // the drafts of a cancelled booking, which the dialog must still see to say so).
  const [opening, setOpening] = useState(false);
  const openBookingDialog = useCallback((options: OpenBookingDialogOptions = {}) => {
    setOpening(true);
    startTransition(() => setState((s) => ({ isOpen: true, session: s.session + 1, options })));
  }, []);
  const closeBookingDialog = useCallback(() => {
    setOpening(false);
    setState((s) => ({ ...s, isOpen: false }));
  }, []);
  const onOpenChange = useCallback((open: boolean) => {
    setOpening(open);
    setState((s) => ({ ...s, isOpen: open }));
  }, []);
  const isOpen = state.isOpen || opening;
  // Back and Forward pass over the steps of a dialog that is gone (issue 37): loaded once a
  // dialog opened in this page load, or the page came back onto one of a dialog's entries.
  const historyState = useLocation().state as Record<string, unknown> | null;
  const mayBeStale = state.session > 0 || historyState?.[WIZARD_STATE_KEY] !== undefined;
  const value = useMemo(
    () => ({ isOpen, options: state.options, openBookingDialog, closeBookingDialog }),
    [isOpen, state.options, openBookingDialog, closeBookingDialog],
  );
  return (
    <BookingDialogContext.Provider value={value}>
      {children}
      {mayBeStale ? (
        <Suspense fallback={null}>
          <StaleWizardEntries activeOpening={state.isOpen ? state.session : null} />
        </Suspense>
      ) : null}
      {state.session > 0 ? (
        <Suspense fallback={null}>
          <BookingDialog
            key={state.session}
            opening={state.session}
            open={state.isOpen}
            options={state.options}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      ) : null}
    </BookingDialogContext.Provider>
  );
}
