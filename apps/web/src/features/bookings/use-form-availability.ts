/**
 * Whether the booking form's service has room on the found flight (issue 15 §1), asked as the
 * service and the passenger count change: only for a service the flight can take and a valid
 * count. `unavailable` holds Confirm Booking back.
 */
import type { FlightSearchResult, ServiceAvailability, ServiceType } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { availabilityQuery } from './api/get-availability';
import { serviceUnavailableReason } from './service-availability';

export interface FormAvailability {
  /** The question can be asked: a service the flight can take and a valid count. */
  canAsk: boolean;
  /** The answer, while the question can be asked. */
  answer: ServiceAvailability | undefined;
  loading: boolean;
  unavailable: boolean;
}

/**
 * @param form.serviceType the chosen service (null: none yet); `form.passengers` the count, and
 *   `form.validCount` whether it is valid
 */
export function useFormAvailability(
  flight: FlightSearchResult,
  form: { serviceType: ServiceType | null; passengers: number; validCount: boolean },
): FormAvailability {
  const { serviceType, passengers, validCount } = form;
  const canAsk = serviceType !== null && validCount && serviceUnavailableReason(flight, serviceType) === null;
  const availability = useQuery({
    ...availabilityQuery({
      flightBookingReference: flight.bookingReference,
      serviceType: serviceType ?? 'arrival',
      passengerCount: validCount ? passengers : 1,
    }),
    enabled: canAsk,
  });
  const answer = canAsk ? availability.data : undefined;
  return { canAsk, answer, loading: availability.isFetching, unavailable: answer?.available === false };
}
