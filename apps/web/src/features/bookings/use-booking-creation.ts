/**
 * How the booking dialog makes the booking for a confirmed form (spec §4; issue 37): one
 * Idempotency-Key per Confirm Booking click (kept while that attempt goes through sign-in, and
 * only for the same body: a changed choice of extras gets a new key), then, before anything is created:
 * - the traveller's live booking on the same flight stops the attempt, unless the form says a
 *   second one is meant ({@link BookingFormDraft.secondBooking}): the dialog returns to the service
 *   choice, which names that booking (ADR 306);
 * - a pending booking made earlier from this draft and left at payment (Back to Services, then a
 *   change) is cancelled first, so its hold does not keep officers for nothing.
 * A failed attempt is reported as a {@link CreateError}; the step machine hears `BOOKING_CREATED`.
 * A dialog opened on a resumed, confirmed draft with no booking makes it at once (step=confirmation).
 */
import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCancelReplacedBooking } from './api/cancel-booking';
import { bookingRequest, useCreateBooking } from './api/create-booking';
import { userBookingsQuery } from './api/get-user-bookings';
import { type BookingFlowState, createsOnOpen } from './booking-flow';
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
  /** The traveller's live booking on the chosen flight, to name before a second one is made. */
  duplicate: Booking | null;
  /** True while an attempt checks, cancels or creates (or is about to, on a resumed draft). */
  creating: boolean;
  /** Starts a new attempt (a new Confirm Booking click gets a new key). */
  newAttempt(): void;
  create(attempt: CreateAttempt): void;
}

export interface BookingCreationOptions {
  /** The dialog's state as it opened: a resumed, confirmed draft with no booking is made at once. */
  opening: BookingFlowState;
  /** The dialog's state now. */
  state: BookingFlowState;
  signedIn: boolean;
  onCreated(booking: Booking): void;
  /** A live booking on the flight stopped the attempt: back to the service choice. */
  onDuplicate(): void;
}

export function useBookingCreation({
  opening,
  state,
  signedIn,
  onCreated,
  onDuplicate,
}: BookingCreationOptions): BookingCreation {
  const queryClient = useQueryClient();
  const { mutateAsync } = useCreateBooking();
  const { mutateAsync: cancelReplaced } = useCancelReplacedBooking();
  const [createError, setCreateError] = useState<CreateError | null>(null);
  const [duplicate, setDuplicate] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  // The body the key was first sent with, as JSON.
  const keyBody = useRef<string | null>(null);
  const latest = useRef({ onCreated, onDuplicate });
  latest.current = { onCreated, onDuplicate };

  const create = useCallback(
    ({ flight, form, replaces }: CreateAttempt) => {
      const request = bookingRequest(flight, form);
      // One key per body (issue 41 item 4): a changed choice of extras is a new request, never a retry.
      const body = JSON.stringify(request);
      if (keyBody.current !== body) idempotencyKey.current = null;
      idempotencyKey.current ??= newIdempotencyKey();
      keyBody.current = body;
      const key = idempotencyKey.current;
      setBusy(true);
      void (async () => {
        try {
          if (!form.secondBooking) {
            // The warning is a courtesy: without the list, the booking is made all the same.
            const bookings = await queryClient.fetchQuery(userBookingsQuery()).catch(() => []);
            const live = liveBookingOnFlight(flight.bookingReference, bookings, { exceptId: replaces });
            if (live) {
              setDuplicate(live);
              latest.current.onDuplicate();
              return;
            }
          }
          if (replaces) await cancelReplaced(replaces);
          const booking = await mutateAsync({ request, idempotencyKey: key });
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
    [mutateAsync, cancelReplaced, queryClient],
  );

  const newAttempt = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey();
    setCreateError(null);
  }, []);

  // Opened on a resumed draft, signed in, with no booking yet: create it now (step=confirmation).
  const opensCreating = createsOnOpen(opening);
  const first = useRef(opening);
  useEffect(() => {
    const { flight, form } = first.current;
    if (opensCreating && flight && form) create({ flight, form });
  }, [opensCreating, create]);
  const creating = busy || (opensCreating && !createError && state.step === 'booking' && !duplicate);

  // Signed in, the list names a live booking on the flight as soon as the flight is chosen.
  const { flight, form } = state;
  const bookings = useQuery({ ...userBookingsQuery(), enabled: signedIn && flight !== null });
  const named =
    flight && bookings.data
      ? liveBookingOnFlight(flight.bookingReference, bookings.data, { exceptId: form?.bookingId })
      : duplicate;

  return { createError, setCreateError, duplicate: named, creating, newAttempt, create };
}
