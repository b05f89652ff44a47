/**
 * Booking one flight for several passengers (issue 39 item 2): one request per passenger, one
 * booking each, made one after another so each answer (confirmed on account, or a card needed)
 * reflects the bookings before it against the credit limit. Each passenger's request keeps its
 * `Idempotency-Key`, so "Try again" after a lost answer never books them twice.
 */
import type {
  CreateOrganisationBookingRequestInput,
  CreateOrganisationBookingResult,
  FlightSearchResult,
} from '@fasttrack/contracts';
import { Messages } from '@fasttrack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message';
import { createOrgBooking } from './api/create-org-booking';
import { orgBookingsKey } from './api/get-org-bookings';
import type { BookFormOutput, GuestFormOutput } from './components/book-form-schema';

/** A passenger chosen in the form: from the organisation's list, or a guest typed in. */
export type ChosenPassenger =
  | { kind: 'listed'; key: string; passengerId: string; fullName: string; phone: string }
  | ({ kind: 'guest'; key: string } & GuestFormOutput);

/** What became of one passenger's booking. */
export type PassengerOutcome =
  | { passenger: ChosenPassenger; state: 'waiting' | 'booking' }
  | { passenger: ChosenPassenger; state: 'booked'; result: CreateOrganisationBookingResult }
  | { passenger: ChosenPassenger; state: 'failed'; message: string };

interface Attempt {
  passenger: ChosenPassenger;
  request: CreateOrganisationBookingRequestInput;
  idempotencyKey: string;
}

/** The create body for one passenger: the shared fields, and the passenger by list id or as a guest. */
export function requestFor(
  flight: FlightSearchResult,
  form: BookFormOutput,
  passenger: ChosenPassenger,
): CreateOrganisationBookingRequestInput {
  return {
    flightBookingReference: flight.bookingReference,
    serviceType: form.serviceType,
    passengerCount: form.passengerCount,
    passenger:
      passenger.kind === 'listed'
        ? { passengerId: passenger.passengerId }
        : {
            fullName: passenger.fullName,
            phone: passenger.phone,
            ...(passenger.email ? { email: passenger.email } : {}),
          },
    ...(form.specialRequirements ? { specialRequirements: form.specialRequirements } : {}),
    ...(form.costCentre ? { costCentre: form.costCentre } : {}),
    ...(form.poReference ? { poReference: form.poReference } : {}),
    ...(form.packageCode ? { packageCode: form.packageCode } : {}),
    ...(form.addOns && form.addOns.length > 0 ? { addOns: form.addOns } : {}),
  };
}

/**
 * Runs the bookings and keeps one outcome per passenger, in the order chosen. `book` starts a
 * round for every passenger; `retry` sends one failed passenger's request again, as it was.
 */
export function useBookForPassengers(organisationId: string, newKey: () => string = () => crypto.randomUUID()) {
  const queryClient = useQueryClient();
  const [attempts, setAttempts] = useState<Attempt[]>([]);
  const [outcomes, setOutcomes] = useState<PassengerOutcome[]>([]);
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (round: Attempt[], all: Attempt[]) => {
      setRunning(true);
      const update = (key: string, outcome: PassengerOutcome) =>
        setOutcomes((now) => now.map((o) => (o.passenger.key === key ? outcome : o)));
      for (const attempt of round) {
        update(attempt.passenger.key, { passenger: attempt.passenger, state: 'booking' });
        try {
          const result = await createOrgBooking(organisationId, attempt.request, attempt.idempotencyKey);
          update(attempt.passenger.key, { passenger: attempt.passenger, state: 'booked', result });
        } catch (error) {
          const message = apiErrorMessage(error, Messages.bookingCreateError);
          update(attempt.passenger.key, { passenger: attempt.passenger, state: 'failed', message });
        }
      }
      setAttempts(all);
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: orgBookingsKey(organisationId) });
    },
    [organisationId, queryClient],
  );

  const book = useCallback(
    (flight: FlightSearchResult, form: BookFormOutput, passengers: ChosenPassenger[]) => {
      const round = passengers.map((passenger) => ({
        passenger,
        request: requestFor(flight, form, passenger),
        idempotencyKey: newKey(),
      }));
      setOutcomes(round.map((a) => ({ passenger: a.passenger, state: 'waiting' })));
      return run(round, round);
    },
    [run, newKey],
  );

  const retry = useCallback(
    (key: string) => {
      const attempt = attempts.find((a) => a.passenger.key === key);
      return attempt ? run([attempt], attempts) : Promise.resolve();
    },
    [attempts, run],
  );

  const reset = useCallback(() => {
    setAttempts([]);
    setOutcomes([]);
  }, []);

  return { outcomes, running, book, retry, reset };
}
