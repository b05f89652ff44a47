/** What the pricing feature offers other features: the price in force that a new booking copies, and the airport's add-ons and packages. */

export {
  type ExtrasCatalogue,
  findExtrasCatalogue,
  flightServiceAirportSql,
  toAddOn,
} from './extras-catalogue.repository';
export { type FlightPriceInForce, findFlightPriceInForce, type PriceInForce } from './price-in-force.repository';
