/**
 * What the flights feature offers other features: dated flights by their public reference, and
 * following them (claiming the flights due for a status check, storing the provider's answer).
 * What an answer does to the bookings is the bookings feature's (flight-following.service.ts).
 */
export {
  airportZoneSql,
  findAirportTimeZone,
  meetingOnAirportDays,
  meetingOnAirportDaysFrom,
  servedAirportZoneSql,
  zoneOfAirportSql,
} from './airport-zone';
export {
  type DatedFlightInfo,
  datedFlightSelection,
  findByReference,
  getFlightByReference,
  isDomestic,
} from './dated-flight';
export { createFlightDataProvider } from './flight-data-provider';
export {
  type ClaimedFlight,
  claimDueFlights,
  flightOfBooking,
  type PollIntervals,
  recordFlightStatus,
} from './flight-polling.repository';
export { createFlightStatusSource } from './flight-status-source';
export type { FlightRow } from './flights.repository';
export { type FlightSearchDeps, searchFlightByNumber } from './flights.service';
