/**
 * What the payments feature offers other features: the anonymisation of a person's payments
 * when their account is deleted (privacy feature), and the confirmation of an organisation's
 * booking on account (issue 39 item 3), which the app hands to the organisation bookings' routes.
 */
export { settleOnAccount } from './account-payment';
export { anonymisePayments } from './payment-erasure';
