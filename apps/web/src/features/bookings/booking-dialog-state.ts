/**
 * The booking dialog's open/close state as the rest of the app sees it: the options an opening
 * takes and `useBookingDialog()`. Kept apart from the host (which lazy-loads the dialog) so the
 * dialog's own steps can close it without an import cycle.
 */
import { createContext, useContext } from 'react';

export interface OpenBookingDialogOptions {
  /** `confirmation`: restore the saved drafts and go straight to payment (§2 Booking dialog). */
  step?: 'confirmation' | undefined;
  /** Which screen opened it; decides where the user goes after completion (§2 Dashboard). */
  source?: 'landing' | 'dashboard' | 'bookings' | undefined;
  /** Pay this existing, pending booking (Pay now on /bookings): opens at payment. */
  bookingId?: string | undefined;
  /** Back from the checkout page with this payment reference: verify it and finish the booking. */
  paymentReference?: string | undefined;
}

export interface BookingDialogContextValue {
  isOpen: boolean;
  options: OpenBookingDialogOptions;
  openBookingDialog(options?: OpenBookingDialogOptions): void;
  closeBookingDialog(): void;
}

export const BookingDialogContext = createContext<BookingDialogContextValue | null>(null);

/** @throws Error outside `<BookingDialogHost>`. */
export function useBookingDialog(): BookingDialogContextValue {
  const value = useContext(BookingDialogContext);
  if (!value) throw new Error('useBookingDialog must be used within a BookingDialogHost');
  return value;
}
