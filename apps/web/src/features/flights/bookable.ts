/**
 * What a found flight can still be booked for (issue 37): the search answer names the services
 * that cannot be booked now and why (the contracts' `bookingBlock`, decided by the server at the
 * time of the search), so the results say it before the traveller fills anything.
 */
import type { FlightSearchResult, ServiceType } from '@fasttrack/contracts';

/** Why `serviceType` cannot be booked on this flight, as the search answered; null when it can. */
export function searchBlockReason(result: FlightSearchResult, serviceType: ServiceType): string | null {
  return result.notBookable?.find((n) => n.serviceType === serviceType)?.message ?? null;
}

/** The services of the flight that can still be booked, in the answer's order. */
export function bookableServices(result: FlightSearchResult): ServiceType[] {
  return result.availableServices.filter((s) => searchBlockReason(result, s) === null);
}
