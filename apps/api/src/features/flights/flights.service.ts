/**
 * Flights service: what other features may ask of the flights feature.
 */
import { HOME_AIRPORT_IATA, type ServiceType } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { type FlightRow, findFlightByReference } from './flights.repository';

export type { FlightRow };

/** Services a flight can take: arrival when it lands at LOS, departure when it leaves LOS. */
export function servicesFor(flight: Pick<FlightRow, 'departureIata' | 'arrivalIata'>): ServiceType[] {
  const out: ServiceType[] = [];
  if (flight.arrivalIata === HOME_AIRPORT_IATA) out.push('arrival');
  if (flight.departureIata === HOME_AIRPORT_IATA) out.push('departure');
  return out;
}

/** The dated flight behind a search result's `bookingReference`, or null. */
export function getFlightByReference(db: Executor, reference: string): Promise<FlightRow | null> {
  return findFlightByReference(db, reference);
}
