/**
 * What the Paystack stand-in reads from a request and how it refuses one, as Paystack's OpenAPI
 * description defines them (`transaction_initialize`, `transaction_list`, `refund_create`, and
 * the `{ status: false, message }` error body).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Initialize Transaction's body (Paystack's OpenAPI `transaction_initialize`). */
export const InitializeSchema = z.object({
  email: z.string().trim().min(3).includes('@'),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().trim().min(1).max(100).optional(),
  channels: z.array(z.string()).optional(),
  callback_url: z.url().optional(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

/** List Transactions' query (Paystack's OpenAPI `transaction_list`): the parameters the stand-in honours. */
export const ListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  per_page: z.coerce.number().int().min(1).max(1000).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

/** Create Refund's body (Paystack's OpenAPI `refund_create`). */
export const RefundSchema = z.object({
  transaction: z.union([z.string(), z.number()]).transform(String),
  amount: z.coerce.number().int().positive().optional(),
});

/** Paystack's error body: `{ status: false, message }` (OpenAPI `Unauthorized`, `NotFound`, ...). */
export const fail = (
  reply: FastifyReply,
  { status, message, type = 'validation_error' }: { status: number; message: string; type?: string },
) => reply.status(status).send({ status: false, message, meta: { nextStep: 'Check the request and try again' }, type });

/** Initialize's `metadata` as Paystack keeps it: JSON given as a string is parsed, else kept as text. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
