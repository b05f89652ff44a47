/**
 * The parts of Paystack's API answers this product reads
 * (https://paystack.com/docs/api/transaction/, https://paystack.com/docs/api/refund/).
 * Every answer is `{ status: boolean, message: string, data }`; amounts are in the currency's
 * subunit (kobo for NGN). Unknown fields are kept, never rejected: Paystack adds fields freely.
 */
import { z } from 'zod';

export const PaystackEnvelopeSchema = z.looseObject({
  status: z.boolean(),
  message: z.string().optional().default(''),
  data: z.unknown().optional(),
});

export const InitializeDataSchema = z.looseObject({
  authorization_url: z.string().min(1),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});
export type InitializeData = z.infer<typeof InitializeDataSchema>;

/**
 * Transaction statuses Paystack reports: success, failed, abandoned, ongoing, pending,
 * processing, queued, reversed.
 */
export const TransactionDataSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  reference: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  metadata: z.unknown().optional(),
});
export type TransactionData = z.infer<typeof TransactionDataSchema>;

/** List Transactions' `meta` (Paystack's OpenAPI `TransactionListResponse`). */
export const ListMetaSchema = z.looseObject({
  total: z.coerce.number().int(),
  page: z.coerce.number().int(),
  pageCount: z.coerce.number().int(),
});

/** List Transactions' query: instants as ISO 8601; `page` from 1. */
export interface ListTransactionsQuery {
  from: Date;
  to: Date;
  page: number;
  perPage: number;
}

/** Refund statuses: pending, processing, needs-attention, failed, processed. */
export const RefundDataSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  amount: z.coerce.number().int().optional(),
  currency: z.string().optional(),
});
export type RefundData = z.infer<typeof RefundDataSchema>;

/** `POST /transaction/initialize` body. `amount` is in kobo. */
export interface InitializeRequest {
  email: string;
  amount: number;
  currency: 'NGN';
  reference: string;
  channels: string[];
  callback_url: string;
  metadata: Record<string, unknown>;
}

/** `POST /refund` body: `transaction` is the transaction reference or id; `amount` in kobo. */
export interface RefundRequest {
  transaction: string;
  amount?: number;
  currency?: string;
  customer_note?: string;
  merchant_note?: string;
}

/** A webhook event as Paystack posts it: `{ event: 'charge.success', data: {...} }`. */
export const PaystackEventSchema = z.looseObject({
  event: z.string().min(1),
  data: z.looseObject({}),
});
export type PaystackEvent = z.infer<typeof PaystackEventSchema>;

/** `refund.processed` / `refund.failed` data. */
export const RefundEventDataSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String).optional(),
  status: z.string().optional(),
  transaction_reference: z.string().min(1),
  refund_reference: z.string().nullish(),
  amount: z.coerce.number().int().optional(),
  currency: z.string().optional(),
});
