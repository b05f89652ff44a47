/**
 * How the booking dialog makes the booking for a confirmed form (spec §4; issue 37): one
 * Idempotency-Key per Confirm Booking click (kept while that attempt goes through sign-in),
 * then, before anything is created:
 * - the traveller's live booking on the same flight stops the attempt, unless the form says a
 *   second one is meant ({@link BookingFormDraft.secondBooking}): the dialog returns to the service
 *   choice, which names that booking (ADR 306);
 * - a pending booking made earlier from this draft and left at payment (Back to Services, then a
 *   change) is cancelled first, so its hold does not keep officers for nothing.
 * A failed attempt is reported as a {@link CreateError}; the step machine hears `BOOKING_CREATED`.
 */
import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { cancelBooking } from './api/cancel-booking';
import { bookingRequest, useCreateBooking } from './api/create-booking';
import { bookingsKey, userBookingsQuery } from './api/get-user-bookings';
import { type CreateError, createErrorFor } from './create-error';
import { type BookingFormDraft, saveFormDraft } from './drafts';
import { newIdempotencyKey } from './idempotency-key';
import { liveBookingOnFlight } from './stale-draft';

export interface CreateAttempt {
  flight: FlightSearchResult;
  form: BookingFormDraft;
  /** A pending booking of this draft that the new one replaces (it is cancelled first). */
  replaces?: string | undefined;
}

export interface BookingCreation {
  createError: CreateError | null;
  setCreateError(error: CreateError | null): void;
  /** The live booking on the chosen flight that stopped the last attempt. */
  duplicate: Booking | null;
  /** True while the attempt checks, cancels or creates. */
  busy: boolean;
  /** Starts a new attempt (a new Confirm Booking click gets a new key). */
  newAttempt(): void;
  create(attempt: CreateAttempt): void;
}

export function useBookingCreation(onCreated: (booking: Booking) => void, onDuplicate: () => void): BookingCreation {
  const queryClient = useQueryClient();
  const { mutateAsync } = useCreateBooking();
  const [createError, setCreateError] = useState<CreateError | null>(null);
  const [duplicate, setDuplicate] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const latest = useRef({ onCreated, onDuplicate });
  latest.current = { onCreated, onDuplicate };

  const create = useCallback(
    ({ flight, form, replaces }: CreateAttempt) => {
      idempotencyKey.current ??= newIdempotencyKey();
      const key = idempotencyKey.current;
      setBusy(true);
      void (async () => {
        try {
          if (!form.secondBooking) {
            // The warning is a courtesy: without the list, the booking is made all the same.
            const bookings = await queryClient.fetchQuery(userBookingsQuery()).catch(() => []);
            const live = liveBookingOnFlight(flight.bookingReference, bookings, replaces);
            if (live) {
              setDuplicate(live);
              latest.current.onDuplicate();
              return;
            }
          }
          if (replaces) {
            await cancelBooking(replaces);
            void queryClient.invalidateQueries({ queryKey: bookingsKey });
          }
          const booking = await mutateAsync({ request: bookingRequest(flight, form), idempotencyKey: key });
          idempotencyKey.current = null;
          saveFormDraft({ ...form, bookingId: booking.id });
          latest.current.onCreated(booking);
        } catch (error) {
          idempotencyKey.current = null;
          setCreateError(createErrorFor(error));
        } finally {
          setBusy(false);
        }
      })();
    },
    [mutateAsync, queryClient],
  );

  const newAttempt = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey();
    setCreateError(null);
  }, []);

  return { createError, setCreateError, duplicate, busy, newAttempt, create };
}
