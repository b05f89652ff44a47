/**
 * What the Paystack stand-in accepts on its Customers and Payment Requests routes (issue 39 item
 * 3), as Paystack's OpenAPI description defines the bodies and queries (`CustomerCreate`,
 * `PaymentRequestCreate`, the List Payment Requests query).
 */
import { z } from 'zod';

/** Create Customer's body (OpenAPI `CustomerCreate`). */
export const CustomerCreateSchema = z.object({
  email: z.string().trim().min(3).includes('@'),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  phone: z.string().optional(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

/** Create Payment Request's body (OpenAPI `PaymentRequestCreate`; `customer` and `amount` required). */
export const PaymentRequestCreateSchema = z.object({
  customer: z.union([z.string().min(1), z.number().int()]).transform(String),
  amount: z.coerce.number().int().positive(),
  currency: z.enum(['NGN', 'GHS', 'ZAR', 'USD']).default('NGN'),
  due_date: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  description: z.string().max(1000).optional(),
  line_items: z
    .array(
      z.object({
        name: z.string().min(1).max(500),
        amount: z.coerce.number().int().nonnegative(),
        quantity: z.coerce.number().int().positive().default(1),
      }),
    )
    .default([]),
  tax: z
    .array(z.object({ name: z.string().min(1).max(200), amount: z.coerce.number().int().nonnegative() }))
    .default([]),
  send_notification: z.boolean().default(true),
  draft: z.boolean().default(false),
  has_invoice: z.boolean().optional(),
  invoice_number: z.coerce.number().int().positive().optional(),
});

/** List Payment Requests' query (OpenAPI `paymentRequest_list`): the parameters the stand-in honours. */
export const RequestListQuerySchema = z.object({
  customer: z.coerce.number().int().optional(),
  status: z.enum(['draft', 'pending', 'success', 'failed']).optional(),
  perPage: z.coerce.number().int().min(1).max(1000).default(50),
  page: z.coerce.number().int().min(1).default(1),
});
