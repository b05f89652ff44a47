/** What the flights feature offers other features: dated flights by their public reference. */
export { type DatedFlightInfo, getFlightByReference } from './dated-flight';
export { flightsRoutes } from './flights.routes';
