/** What the flights feature offers other features: dated flights by their public reference. */
export { airportZoneSql } from './airport-zone';
export { type DatedFlightInfo, getFlightByReference } from './dated-flight';
export { enqueueFlightCheck } from './flight-check.job';
export {
  type BookingFlightChange,
  DISRUPTION_REFUND_QUEUE,
  type FlightFollowingDeps,
  runFlightStatusRound,
} from './flight-following.service';
export { type KeptMove, moveBookingToFlight, moveKeptBooking } from './move-booking.service';
