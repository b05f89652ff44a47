/**
 * Public face of the payments feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * Paystack payments: starting one, its status, the checkout return, payment history (spec §4).
 */
export * from './api/create-paystack-payment';
export * from './api/get-payment-status';
export * from './api/get-user-payments';
export * from './api/verify-paystack-payment';
export * from './checkout-return';
export * from './paystack-checkout';
export * from './pending-payment';
