/** What the flights feature offers other features: dated flights by their public reference. */
export { airportZoneSql } from './airport-zone';
export { type DatedFlightInfo, getFlightByReference } from './dated-flight';
export {
  type BookingFlightChange,
  type FlightFollowingDeps,
  runFlightStatusRound,
} from './flight-following.service';
