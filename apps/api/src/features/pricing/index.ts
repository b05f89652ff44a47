/** What the pricing feature offers other features: the price in force that a new booking copies. */

export { findPriceInForce, type PriceInForce } from './price-in-force.repository';
