/**
 * Whether a found flight can take a service, and why not (issue: booking dialog, "A service the
 * flight cannot take is disabled, with the reason"). Mirrors the server's rule: Arrival Service
 * needs a flight that lands at an airport we serve and has not landed yet, Departure Service one
 * that leaves such an airport and has not left yet. Which airports are served and open is the
 * server's to say: the search answer's `availableServices` (issue 41 item 1). The server checks
 * again when the booking is made.
 */
import { type FlightSearchResult, openAirportsOf, type ServiceType, whyNotBookable } from '@fasttrack/contracts';
import { searchBlockReason } from '../flights/index';

/**
 * Why this flight cannot take this service now, as a sentence; null when it can: what the search
 * answered (status and notice, issue 37), else the contracts' `whyNotBookable`, the rule the API
 * applies, judged by the flight's times now (spec §2 Booking dialog) and the ends the server said
 * it serves.
 */
export function serviceUnavailableReason(
  result: FlightSearchResult,
  serviceType: ServiceType,
  now: Date = new Date(),
): string | null {
  const told = searchBlockReason(result, serviceType);
  if (told) return told;
  const f = result.flightInfo;
  const flight = {
    ...f,
    departureTime: new Date(f.departureTime),
    arrivalTime: new Date(f.arrivalTime),
    status: null,
    openAirports: openAirportsOf(f, result.availableServices),
  };
  return whyNotBookable(flight, serviceType, now);
}

/** The one service the flight can take, when there is exactly one (so the form can preselect it). */
export function onlyAvailableService(flight: FlightSearchResult, now: Date = new Date()): ServiceType | null {
  const open = flight.availableServices.filter((s) => serviceUnavailableReason(flight, s, now) === null);
  return open.length === 1 ? (open[0] ?? null) : null;
}
