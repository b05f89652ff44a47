/** What the pricing feature offers other features: the unit price copied onto a new booking. */

export { getUnitPrice } from './pricing.service';
