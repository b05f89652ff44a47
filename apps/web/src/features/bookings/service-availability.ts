/**
 * Whether a found flight can take a service, and why not (issue: booking dialog, "A service the
 * flight cannot take is disabled, with the reason"). Mirrors the server's rule: Arrival Service
 * needs a flight that lands at LOS and has not landed yet, Departure Service one that leaves LOS
 * and has not left yet. The server checks again when the booking is made.
 */
import type { FlightSearchResult, ServiceType } from '@fasttrack/contracts';

/** The reason the flight cannot take `serviceType`, or null when it can. `now` for tests. */
export function serviceUnavailableReason(
  { flightInfo: f, availableServices }: FlightSearchResult,
  serviceType: ServiceType,
  now: Date = new Date(),
): string | null {
  if (!availableServices.includes(serviceType)) {
    return serviceType === 'arrival'
      ? `Arrival Service is only for flights that land in Lagos (LOS); ${f.flightNumber} lands at ${f.arrivalIata}.`
      : `Departure Service is only for flights that leave Lagos (LOS); ${f.flightNumber} leaves from ${f.departureIata}.`;
  }
  const at = new Date(serviceType === 'arrival' ? f.arrivalTime : f.departureTime);
  if (at <= now) {
    return serviceType === 'arrival'
      ? `${f.flightNumber} has already landed, so Arrival Service can no longer be booked.`
      : `${f.flightNumber} has already departed, so Departure Service can no longer be booked.`;
  }
  return null;
}

/** The one service the flight can take, when there is exactly one (so the form can preselect it). */
export function onlyAvailableService(flight: FlightSearchResult, now: Date = new Date()): ServiceType | null {
  const open = flight.availableServices.filter((s) => serviceUnavailableReason(flight, s, now) === null);
  return open.length === 1 ? (open[0] ?? null) : null;
}
