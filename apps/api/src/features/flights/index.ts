/** What the flights feature offers other features: dated flights by their public reference. */

export { flightsRoutes } from './flights.routes';
export { type DatedFlightInfo, getFlightByReference } from './flights.service';
