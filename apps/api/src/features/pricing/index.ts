/** What the pricing feature offers other features: the unit price copied onto a new booking. */

export { pricingRoutes } from './pricing.routes';
export { getUnitPrice } from './pricing.service';
