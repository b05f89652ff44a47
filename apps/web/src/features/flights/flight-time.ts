/**
 * Flight times as the traveller reads them on a ticket: in each airport's own local time, followed
 * by the name of that airport's zone (issue 19 §10): "Sun 22 Nov 2026, 17:45 WAT" at Lagos,
 * "Sun 22 Nov 2026, 10:45 GMT" (or "BST" in summer) at London. The API sends each time as ISO 8601
 * with the airport's offset and the airport's IANA zone beside it; the naming rule lives in
 * contracts (`formatAirportTime`).
 */
import { type FlightInfo, formatAirportTime } from '@fasttrack/contracts';

/** The fields of a flight search result or a booking's flight that name its times. */
export type FlightTimes = Pick<
  FlightInfo,
  'departureIata' | 'arrivalIata' | 'departureTime' | 'arrivalTime' | 'departureTimeZone' | 'arrivalTimeZone'
>;

export type FlightEnd = 'departure' | 'arrival';

/** The IANA zone of one end as the airport's row gives it; none: the time's own offset names it. */
function zoneOf(flight: FlightTimes, end: FlightEnd): string | undefined {
  return (end === 'departure' ? flight.departureTimeZone : flight.arrivalTimeZone) ?? undefined;
}

/**
 * One end's time with its zone, e.g. ('arrival') -> "Sun 22 Nov 2026, 17:45 WAT".
 * @param pattern date-fns pattern of the clock part (default 'EEE d MMM yyyy, HH:mm').
 */
export function formatFlightTime(flight: FlightTimes, end: FlightEnd, pattern?: string): string {
  const iso = end === 'departure' ? flight.departureTime : flight.arrivalTime;
  return formatAirportTime(iso, zoneOf(flight, end), pattern);
}
