/**
 * What the invoicing feature offers other features (issue 39 items 3, 4, 6): the organisation's
 * ledger on account, the monthly invoices and their Paystack Payment Requests.
 */
export {};
