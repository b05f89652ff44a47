/**
 * Which services of a found flight cannot be booked now, and why (issue 37): the contracts'
 * `bookingBlock`, the rule availability and booking creation apply, so the search results say it
 * before the traveller fills anything.
 */
import { bookingBlock, type FlightSearchResult, type NotBookableService } from '@fasttrack/contracts';
import type { FlightSearchRow } from './flights.repository';

/** The services of `services` that cannot be booked at `now` on the stored flight `row`, with why. */
export function notBookable(row: FlightSearchRow, services: FlightSearchResult['availableServices'], now: Date) {
  const out: NotBookableService[] = [];
  for (const serviceType of services) {
    const block = bookingBlock(row, serviceType, now);
    if (block) out.push({ serviceType, ...block });
  }
  return out;
}
