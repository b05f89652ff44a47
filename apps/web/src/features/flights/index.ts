/**
 * What the flights feature (the searches of spec §2 Booking dialog, step 1, as the API's flights
 * feature serves them) offers other features: the flight search form and its results, a found
 * flight's details, and how flight times and statuses read (each airport's own zone; WAT in Lagos).
 * Other features import this feature only through this file (npm run lint).
 */
export { searchFlightByNumber } from './api/search-flight-by-number';
export { bookableServices, searchBlockReason } from './bookable';
export { FlightDetails } from './components/flight-details';
export { emptySearch, FlightSearch, type SearchMethod, type SearchValues } from './components/flight-search';
export { disruptionNotice, estimatedFlightTimeLine, flightStatusLine } from './flight-status';
export { formatFlightTime } from './flight-time';
