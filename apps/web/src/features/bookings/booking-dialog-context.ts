/**
 * The booking dialog's context (spec §2 Booking dialog, §4 Booking dialog): what a screen calls to
 * open it, `useBookingDialog().openBookingDialog(options)`. The dialog itself and the provider
 * live in booking-dialog-host.tsx, so the dialog's steps can use this hook without an import
 * cycle.
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

/** Provided by `<BookingDialogHost>` (booking-dialog-host.tsx). */
export const BookingDialogContext = createContext<BookingDialogContextValue | null>(null);

/** @throws Error outside `<BookingDialogHost>`. */
export function useBookingDialog(): BookingDialogContextValue {
  const value = useContext(BookingDialogContext);
  if (!value) throw new Error('useBookingDialog must be used within a BookingDialogHost');
  return value;
}

/** Where a booking wizard step keeps its entry in the browser history state (wizard-entry.ts, issue 37). */
export const WIZARD_STATE_KEY = 'bookingWizard';
