/** What the airports feature offers other features: the served airports and their terminals (issue 41 item 1). */
export { findServedAirport, listServedAirports, openAirportIatas } from './airports.repository';
