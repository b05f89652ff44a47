/**
 * What the pricing feature offers other features: the pricing query and the base price in USD.
 * Other features import this feature only through this file (npm run lint).
 */
export { pricingQuery, useBasePriceUsd } from './api/get-pricing';
