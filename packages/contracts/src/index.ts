/**
 * @fasttrack/contracts: the one source of request/response schemas, enums, error codes,
 * business constants (§9), user-facing messages (§5, §8) and money/date helpers.
 * Imports nothing from the apps; exports TypeScript source (no build step).
 */
export * from './airports';
export * from './auth';
export * from './booking-history';
export * from './booking-request';
export * from './booking-rules';
export * from './bookings';
export * from './calls';
export * from './constants';
export * from './contact';
export * from './contact-schemas';
export * from './credits';
export * from './dates';
export * from './domain-events';
export * from './envelope';
export * from './error-codes';
export * from './first-load-messages';
export * from './flight-disruption';
export * from './flights';
export * from './health';
export * from './invoice-payment';
export * from './invoices';
export * from './leads';
export * from './live';
export * from './meeting-change';
export * from './messages';
export * from './money';
export * from './money-story';
export * from './notifications';
export * from './offline';
export * from './operations';
export * from './ops-board';
export * from './organisation-bookings';
export * from './organisation-people';
export * from './organisations';
export * from './page-scripts';
export * from './partner-api';
export * from './partners';
export * from './passenger';
export * from './password-reset';
export * from './payments';
export * from './phone';
export * from './pricing';
export * from './privacy';
export * from './push';
export * from './reconciliation';
export * from './reports';
export * from './service-plan';
export * from './service-rules';
export * from './service-state';
export * from './social-sign-in';
export * from './text';
export * from './zone-time';
