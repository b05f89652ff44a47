/**
 * Opens the booking dialog (spec §2 Booking dialog, §4 Booking dialog) from any screen.
 *
 * Screens open it with `useBookingDialog().openBookingDialog(options)`: the landing page
 * (Book Now, `?openBooking=true`), the dashboard (New Booking, Continue Your Booking,
 * `?openBooking=true`), the bookings list (New Booking, Pay now) and the return from the
 * checkout page. `BookingDialogHost` wraps the app once (root layout); each opening starts the
 * dialog afresh. The dialog's code loads on first open, so it costs the landing page nothing.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { BookingDialogContext, type OpenBookingDialogOptions } from './booking-dialog-context';

const BookingDialog = lazy(() => import('./components/booking-dialog').then((m) => ({ default: m.BookingDialog })));

export function BookingDialogHost({ children }: { children: ReactNode }) {
  // `session` counts openings: each one mounts a new dialog with the requested start.
  const [state, setState] = useState<{ isOpen: boolean; session: number; options: OpenBookingDialogOptions }>({
    isOpen: false,
    session: 0,
    options: {},
  });
  const openBookingDialog = useCallback((options: OpenBookingDialogOptions = {}) => {
    setState((s) => ({ isOpen: true, session: s.session + 1, options }));
  }, []);
  const closeBookingDialog = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const onOpenChange = useCallback((open: boolean) => setState((s) => ({ ...s, isOpen: open })), []);
  const value = useMemo(
    () => ({ isOpen: state.isOpen, options: state.options, openBookingDialog, closeBookingDialog }),
    [state.isOpen, state.options, openBookingDialog, closeBookingDialog],
  );
  return (
    <BookingDialogContext.Provider value={value}>
      {children}
      {state.session > 0 ? (
        <Suspense fallback={null}>
          <BookingDialog key={state.session} open={state.isOpen} options={state.options} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </BookingDialogContext.Provider>
  );
}
