/**
 * The booking draft the dashboard offers to continue (spec §2 Dashboard "Continue Your Booking";
 * issue 19 §4, issue 26 §6, issue 37): the saved flight, and the booking made from it when there
 * is one. A draft that can no longer lead anywhere is removed from storage and never offered:
 * its booking is over (cancelled, expired, paid), its flight already has a live booking, or the
 * flight can no longer be booked (gone, cancelled, inside the notice: the availability answer,
 * the contracts' rule). Drafts are read after render, not during it: on a first load the page
 * takes over prerendered HTML, which cannot know them (ADR 071); a layout effect, so that on a
 * client-side navigation the banner is there in the first frame.
 */
import type { Booking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import {
  availabilityQuery,
  type BookingDrafts,
  clearBookingDrafts,
  isDraftBookingOver,
  isDraftFlightBooked,
  readBookingDrafts,
  useUserBookings,
} from '../bookings/index';

export interface ContinueDraft {
  flight: NonNullable<BookingDrafts['flight']>;
  /** The draft's booking, waiting for payment, once the list shows it. */
  booking: Booking | null;
}

/** The draft to offer, or null (none, stale, or not checked yet). `dialogOpen` re-reads storage when the dialog closes. */
export function useContinueDraft(dialogOpen: boolean, completed: boolean): ContinueDraft | null {
  const bookings = useUserBookings();
  const [drafts, setDrafts] = useState<BookingDrafts>({ flight: null, form: null });
  useLayoutEffect(() => {
    if (!dialogOpen) setDrafts(readBookingDrafts());
  }, [dialogOpen]);
  const { flight, form } = drafts;
  const bookingId = form?.bookingId ?? null;

  // A flight with no booking yet: can it still be booked? (A booking's own hold says so otherwise.)
  const asks = flight !== null && bookingId === null;
  const availability = useQuery({
    ...availabilityQuery({
      flightBookingReference: flight?.bookingReference ?? '',
      serviceType: form?.serviceType ?? flight?.availableServices[0] ?? 'arrival',
      passengerCount: form?.passengerCount ?? 1,
    }),
    enabled: asks,
  });
  const code = availability.data?.unavailableCode;
  const flightGone = asks && (code === 'NOT_BOOKABLE' || code === 'TOO_SOON');

  // A list being fetched again may not hold a booking just made yet: only a settled list decides.
  const over =
    !bookings.isFetching &&
    (isDraftBookingOver(bookingId, bookings.data) ||
      (bookingId === null && isDraftFlightBooked(flight?.bookingReference, bookings.data)));
  useEffect(() => {
    if (!(over || flightGone) || dialogOpen) return;
    clearBookingDrafts();
    setDrafts({ flight: null, form: null });
  }, [over, flightGone, dialogOpen]);

  // A draft waits for the list (and its flight's answer), so a stale banner never flashes up.
  const listKnown = bookings.data !== undefined || bookings.isError;
  const flightKnown = !asks || availability.isSuccess || availability.isError;
  if (!flight || completed || !listKnown || !flightKnown || over || flightGone) return null;
  return { flight, booking: bookings.data?.find((b) => b.id === bookingId) ?? null };
}
