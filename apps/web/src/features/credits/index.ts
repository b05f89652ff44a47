/**
 * What the credits feature offers other features (issue 27): the dashboard card, the payment
 * step's "Use my credits", the admin panel of /ops/staff, and the query key to refresh after a
 * payment or cancellation.
 */
export { creditsKey } from './api/credits-api';
export { CreditsAdmin } from './components/credits-admin';
export { CreditsCard } from './components/credits-card';
export { UseCreditsChoice, useOfferedSplit } from './components/use-credits-choice';
