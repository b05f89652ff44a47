/** What the airports feature offers other features: the served airports, their terminals and pricing rules (issue 41 item 1). */

export { airportRuleColumns, toAirportRules } from './airport-rules.repository';
export { findAirportRules } from './airport-rules.service';
export { findServedAirport, listServedAirports, openAirportIatas } from './airports.repository';
export type { AuditWriter } from './airports-admin.service';
