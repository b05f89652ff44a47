/**
 * The parts of Paystack's Customer and Payment Request answers this product reads
 * (https://paystack.com/docs/api/customer/, https://paystack.com/docs/api/payment-request/;
 * Paystack's OpenAPI `CustomerCreateResponse`, `PaymentRequestCreateResponse`,
 * `PaymentRequestVerifyResponse`, `PaymentRequestListResponse`, and the `paymentrequest.*`
 * webhook samples). Amounts are in kobo. Unknown fields are kept: Paystack adds fields freely.
 */
import { z } from 'zod';

/** A customer (`CustomerCreateResponse.data`): Paystack keeps one per e-mail address. */
export const PaystackCustomerSchema = z.looseObject({
  id: z.coerce.number().int(),
  customer_code: z.string().min(1),
  email: z.string(),
});
export type PaystackCustomer = z.infer<typeof PaystackCustomerSchema>;

/** `POST /customer` body (OpenAPI `CustomerCreate`). */
export interface CreateCustomerRequest {
  email: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  /** Paystack takes metadata here as stringified JSON. */
  metadata?: string;
}

/**
 * A payment request as Create, Verify and List answer it and as the webhooks carry it. `customer`
 * is the customer's id in Create's answer and the events, and an object in Verify and List.
 * Statuses: draft, pending, success, failed (OpenAPI `paymentRequest_list`).
 */
export const PaymentRequestDataSchema = z.looseObject({
  id: z.coerce.number().int(),
  request_code: z.string().min(1),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.string(),
  paid: z.boolean(),
  paid_at: z.string().nullish(),
  invoice_number: z.coerce.number().int().nullish(),
  customer: z.union([z.coerce.number().int(), z.looseObject({ id: z.coerce.number().int() })]),
});
export type PaymentRequestData = z.infer<typeof PaymentRequestDataSchema>;

/** A line of a payment request: `amount` in kobo per unit. */
export interface PaymentRequestLineItem {
  name: string;
  amount: number;
  quantity: number;
}

/** A tax of a payment request: `amount` in kobo. */
export interface PaymentRequestTax {
  name: string;
  amount: number;
}

/**
 * `POST /paymentrequest` body (OpenAPI `PaymentRequestCreate`). `amount` is in kobo; Paystack
 * reads it only when there are no line items or taxes, so the product always sends the sum of
 * both. `invoice_number` is Paystack's own integer invoice number.
 */
export interface CreatePaymentRequest {
  customer: string;
  amount: number;
  currency: 'NGN';
  due_date: string;
  description: string;
  line_items: PaymentRequestLineItem[];
  tax: PaymentRequestTax[];
  invoice_number?: number;
  send_notification: boolean;
  draft: boolean;
}

/** List Payment Requests' query: `customer` is the customer's id; `page` from 1. */
export interface ListPaymentRequestsQuery {
  customer: number;
  page: number;
  perPage: number;
}
