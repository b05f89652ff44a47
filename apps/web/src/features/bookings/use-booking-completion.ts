/**
 * What the booking dialog does once the booking is paid (spec §4, ADR 060, ADR 305): the drafts
 * and the pending payment are cleared as the success step shows (the payment's mutations fetch
 * the bookings and payments lists again: api/pay-booking.ts); leaving it (Go to my dashboard, or
 * closing) goes to the dashboard's Booking Confirmed banner, in place of the dialog's history entry.
 */
import type { Booking } from '@fasttrack/contracts';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearPendingPayment } from '../payments/index';
import type { BookingStep } from './booking-flow';
import { completedPath } from './components/booking-dialog-start';
import { clearBookingDrafts } from './drafts';

/** @returns `finish`: close the dialog on the Booking Confirmed banner. */
export function useBookingCompletion(step: BookingStep, paid: Booking | null, close: () => void): () => void {
  const navigate = useNavigate();
  useEffect(() => {
    if (step !== 'success') return;
    clearBookingDrafts();
    clearPendingPayment();
  }, [step]);
  return useCallback(() => {
    close();
    navigate(completedPath(paid), { replace: true });
  }, [navigate, close, paid]);
}
