/**
 * Payments (spec §3 Payment result/metadata, §7 payments calls and browser widget, §9).
 * Paystack charges NGN in kobo; Stripe charges USD in cents.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Please select a payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PAYMENT_PROVIDERS = ['paystack', 'stripe'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

export const PAYMENT_STATUSES = ['initialized', 'pending', 'paid', 'failed', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaystackCreateRequestSchema = z.strictObject({
  bookingId: z.uuid(),
  paymentMethod: PaymentMethodSchema,
});
export type PaystackCreateRequest = z.infer<typeof PaystackCreateRequestSchema>;

/** What the browser needs to open the Paystack checkout. `amount` is in kobo (§7). */
export const PaystackCreateResultSchema = z.object({
  reference: z.string(),
  accessCode: z.string(),
  authorizationUrl: z.string(),
  publicKey: z.string(),
  amount: z.number().int(),
  currency: z.literal('NGN'),
  email: z.string(),
});
export type PaystackCreateResult = z.infer<typeof PaystackCreateResultSchema>;

export const VerifyPaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(100) });

/** §3 Payment result. `amount` is in major units of `currency`. */
export const PaymentResultSchema = z.object({
  reference: z.string(),
  status: PaymentStatusSchema,
  amount: z.number(),
  currency: z.string(),
  method: PaymentMethodSchema.nullable(),
  transactionId: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const CreateIntentRequestSchema = z.strictObject({ bookingId: z.uuid() });
export const CreateIntentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** One row of the caller's payment history (issue: web pages, Payments). */
export const PaymentRecordSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  provider: PaymentProviderSchema,
  bookingId: z.uuid(),
  bookingReference: z.string(),
  status: PaymentStatusSchema,
  method: PaymentMethodSchema.nullable(),
  /** Charged amount in major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  /** The booking total in USD major units, for the receipt. */
  amountUsd: z.number(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
