/**
 * What the payments feature offers other features: starting a Paystack payment and its checkout,
 * payment status and settlement, the pending payment of this tab, the return from the checkout
 * page, receipts, a booking's money story, and the payments query key.
 * Other features import this feature only through this file (npm run lint).
 */
export { createPaystackPayment, useStartPaystackPayment } from './api/create-paystack-payment';
export { paymentsKey } from './api/get-payment-history';
export { getPaymentStatus } from './api/get-payment-status';
export { CHECKOUT_RETURN_PARAMS, readCheckoutReturn } from './checkout-return';
export { MoneyStory } from './components/money-story';
export { ReceiptButton } from './components/receipt-button';
export { openPaystackCheckout } from './paystack-checkout';
export { clearPendingPayment, readPendingPayment } from './pending-payment';
export { PaymentNotCompleteError, settlePayment, useSettlePayment } from './settle-payment';
