/**
 * What the payments feature offers other features: the anonymisation of a person's payments
 * when their account is deleted (privacy feature).
 */
export { anonymisePayments } from './payment-erasure';
