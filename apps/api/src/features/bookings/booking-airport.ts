/**
 * A booking's airport (issue 41 item 1): the served airport at the service's end of the flight
 * (contracts `serviceAirportIata`), which must be open for sale. The flight as the flights feature
 * reads it carries which of its airports are open (`openAirports`), so contracts `bookingBlock`
 * refuses a closed one first; booking creation checks again in the statement that writes, and an
 * airport closed in between is refused with the same sentence (contracts `whyNotBookable`).
 */
import {
  type BookableFlight,
  type BookingBlock,
  bookingBlock,
  type PlanFlight,
  type ServiceType,
  serviceAirportIata,
} from '@fasttrack/contracts';

/**
 * The NOT_BOOKABLE refusal of `serviceType` on `flight` at `now` once its service airport was
 * found not open for sale when the booking was written: `bookingBlock` with that airport closed.
 */
export function closedAirportBlock(
  flight: BookableFlight & PlanFlight,
  serviceType: ServiceType,
  now: Date,
): BookingBlock {
  const closed = serviceAirportIata(flight, serviceType);
  const open = [...flight.openAirports].filter((iata) => iata !== closed);
  const block = bookingBlock({ ...flight, openAirports: open }, serviceType, now);
  // With its airport closed the service never fits the flight: whyNotBookable always answers.
  if (!block) throw new Error(`no refusal for ${flight.flightNumber} with ${closed} closed`);
  return block;
}
