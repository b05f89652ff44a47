/**
 * What the payments feature offers other features: the anonymisation of a person's payments
 * when their account is deleted (privacy feature), and the confirmation of an organisation's
 * booking on account (issue 39 item 3), which the app hands to the organisation bookings' routes,
 * and the refund of one add-on line (issue 41 item 4), decided by the extras feature.
 */
export { settleOnAccount } from './account-payment';
export { decideLineRefund, LineRefundMessages } from './line-refund';
export { anonymisePayments } from './payment-erasure';
