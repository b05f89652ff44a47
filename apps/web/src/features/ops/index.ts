/**
 * What the operations console offers other features: the staff console frame.
 * Other features import this feature only through this file (npm run lint).
 */

export { servedAirportsQuery } from './api/airports';
export { AirportOptions } from './components/airport-options';
export { StaffLayout } from './components/staff-layout';
