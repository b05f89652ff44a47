/**
 * What the developers feature offers (issue 40 items 1, 4): the Developers tab of
 * `/organisations/:id` (API keys, webhook endpoints, delivery logs), for the route module to hand
 * to the organisation's shell. Other features import this feature only through this file.
 */
export { developersTab } from './developers-tab';
