/**
 * Payments (spec §3 Payment result/metadata, §7 payments calls and browser widget, §9).
 * Paystack charges NGN in kobo; Stripe charges USD in cents.
 */
import { z } from 'zod';
import { BookingPaymentStatusSchema, BookingStatusSchema } from './bookings';
import { PAYMENT_METHODS, SERVICE_TYPES } from './constants';
import { BookingMoneySchema } from './money-story';

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Please select a payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * `account`: confirmed on an organisation's invoice terms (issue 39 item 3), no money taken at
 * booking; the organisation pays its monthly invoice.
 */
export const PAYMENT_PROVIDERS = ['paystack', 'stripe', 'account'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/**
 * initialized: the provider made the transaction, the customer has not paid yet;
 * pending: a check found no final answer yet (verify again later);
 * paid, failed (with a reason), refunded;
 * abandoned: left unpaid for PAYMENT_ABANDON_MINUTES (Paystack's own name, issue 19 §3).
 */
export const PAYMENT_STATUSES = ['initialized', 'pending', 'paid', 'failed', 'refunded', 'abandoned'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/**
 * Minutes an attempt may stay unpaid before it is abandoned (issue 19 §3: 30). The provider is
 * asked first, so money that arrived late still counts as paid.
 */
export const PAYMENT_ABANDON_MINUTES = 30;

/** Statuses of an attempt whose money the provider took (the only ones that are charges). */
export const CHARGED_PAYMENT_STATUSES = ['paid', 'refunded'] as const satisfies readonly PaymentStatus[];

/** True when the provider took this attempt's money (paid, or paid and later refunded). */
export function isChargedPayment(status: PaymentStatus): boolean {
  return (CHARGED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** `POST /payments/paystack/create` body. The amount is never accepted: the server computes it. */
export const PaystackCreateRequestSchema = z.strictObject({
  bookingId: z.uuid({ error: 'Invalid booking id' }),
  /**
   * Card or bank transfer. Needed whenever money is charged; a checkout that loyalty credits pay
   * in full (`useCredits`) confirms without one (issue 37): 'Please select a payment method' otherwise.
   */
  paymentMethod: PaymentMethodSchema.optional(),
  /**
   * The traveller's wish to pay with their loyalty credits (issue 27 §3, §5); the server decides
   * how much applies. Absent means no: a client that never sends it sees no change.
   */
  useCredits: z.boolean().optional(),
});
export type PaystackCreateRequest = z.infer<typeof PaystackCreateRequestSchema>;

/**
 * Money fields of the API (issue 37, ADR 303): `amount` is always major units of the `currency`
 * beside it (naira, dollars), as §3's Payment result has it; the same amount in minor units is
 * `amountMinor`, or `amountKobo` where the currency can only be NGN. Other money fields name
 * their unit (`…UsdCents`, `…NgnKobo`, `…Usd`, `…Ngn`).
 */
const amountMajor = (of: string) => z.number().describe(`${of}, in major units of \`currency\` (naira, dollars)`);
const amountMinor = (of: string) =>
  z.number().int().describe(`${of}, in minor units of \`currency\` (kobo for NGN, cents for USD)`);

/**
 * What the browser needs to open the Paystack checkout. The widget takes the charge in kobo
 * (§7): `amountKobo`.
 */
export const PaystackCreateResultSchema = z.object({
  reference: z.string(),
  accessCode: z.string(),
  authorizationUrl: z.string(),
  publicKey: z.string(),
  amount: amountMajor('The charge'),
  amountKobo: z.number().int().describe('The charge in kobo, as the Paystack widget takes it'),
  currency: z.literal('NGN'),
  email: z.string(),
  /** Loyalty credits applied to this booking, USD cents (issue 27); only when the wish was sent. */
  creditsAppliedUsdCents: z.number().int().describe('Loyalty credits applied, USD cents').optional(),
  /**
   * True when the credits paid for everything: the booking is confirmed, no checkout is opened
   * (reference is the booking's, access code and link are empty, amounts 0).
   */
  paidWithCredits: z.boolean().optional(),
});
export type PaystackCreateResult = z.infer<typeof PaystackCreateResultSchema>;

/** `POST /payments/paystack/verify` body (§3 Payment verification payload). */
export const VerifyPaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(100) });
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>;

/** §3 Payment result. `amount` is in major units of `currency`, `amountMinor` the same in minor units. */
export const PaymentResultSchema = z.object({
  reference: z.string(),
  status: PaymentStatusSchema,
  amount: amountMajor('The charge'),
  amountMinor: amountMinor('The charge'),
  currency: z.string(),
  method: PaymentMethodSchema.nullable(),
  transactionId: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** `POST /payments/create-intent` body (Stripe). */
export const CreateIntentRequestSchema = z.strictObject({ bookingId: z.uuid({ error: 'Invalid booking id' }) });
export type CreateIntentRequest = z.infer<typeof CreateIntentRequestSchema>;

/** A Stripe PaymentIntent for the browser: `amount` in dollars, `amountMinor` in cents (Stripe's unit). */
export const CreateIntentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: amountMajor('The charge'),
  amountMinor: amountMinor('The charge'),
  currency: z.string(),
});
export type CreateIntentResult = z.infer<typeof CreateIntentResultSchema>;

/** `GET /payments/:id/status`: `id` is the payment id or its reference. */
export const PaymentStatusParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(100) });

/** One row of the caller's payment history (issue: web pages, Payments). */
export const PaymentRecordSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  provider: PaymentProviderSchema,
  bookingId: z.uuid(),
  bookingReference: z.string(),
  /** What the booking is for, so attempts can be grouped under it (issue 19 §3). */
  serviceType: z.enum(SERVICE_TYPES),
  flightNumber: z.string(),
  airlineName: z.string(),
  status: PaymentStatusSchema,
  method: PaymentMethodSchema.nullable(),
  /** The attempt's amount in major units of `currency`; `amountMinor` the same in minor units. */
  amount: amountMajor('The attempt'),
  amountMinor: amountMinor('The attempt'),
  currency: z.string(),
  /** The booking total in US dollars (major units), for the receipt. */
  amountUsd: z.number().describe('The booking total in US dollars (major units)'),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
export const PaymentRecordListSchema = z.array(PaymentRecordSchema);

/**
 * One booking on the Payments page (issue 37): its money story (credits applied and returned,
 * naira charged and refunded) and every payment attempt. A booking appears once it has an
 * attempt or credits paid for it, so a booking paid with credits alone is listed too.
 */
export const PaymentHistoryEntrySchema = z.object({
  bookingId: z.uuid(),
  bookingReference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  flightNumber: z.string(),
  airlineName: z.string(),
  bookingStatus: BookingStatusSchema,
  paymentStatus: BookingPaymentStatusSchema,
  /** Naira per US dollar, as copied onto the booking (display only). */
  exchangeRate: z.number().describe('Naira per US dollar'),
  /** The booking's free-cancellation hours (issue 41 item 1); absent in copies kept from before. */
  freeCancellationHours: z.number().int().optional(),
  money: BookingMoneySchema,
  /** Charged attempts first, then newest first. */
  attempts: z.array(PaymentRecordSchema),
});
export type PaymentHistoryEntry = z.infer<typeof PaymentHistoryEntrySchema>;
export const PaymentHistorySchema = z.array(PaymentHistoryEntrySchema);

/** §3 Payment metadata sent to the provider with every Paystack transaction. */
export const PaymentMetadataSchema = z.object({
  bookingReference: z.string(),
  selectedCurrency: z.literal('NGN'),
  /** Booking total in USD major units. */
  originalAmountUSD: z.number().describe('The booking total in US dollars (major units)'),
  /** Naira per US dollar, as copied onto the booking. */
  exchangeRate: z.number().describe('Naira per US dollar'),
  paymentMethod: PaymentMethodSchema,
  customerName: z.string(),
  /** Loyalty credits applied when this charge was made, USD major units (issue 27); absent: none. */
  creditsAppliedUSD: z.number().describe('Loyalty credits applied, US dollars (major units)').optional(),
});
export type PaymentMetadata = z.infer<typeof PaymentMetadataSchema>;

/** API messages about payments that the spec does not quote (§8 quotes the others). */
export const PaymentMessages = {
  bookingNotPayable: 'This booking is not awaiting payment',
  verifyUnavailable: 'We could not confirm your payment with the provider yet. Please try again in a moment.',
  verifyRejected: 'The payment provider does not know this payment yet. Please try again in a moment.',
  paid: 'Payment verified',
  notComplete: 'The payment is not complete yet',
  failed: 'The payment failed',
  /** Follows a failed payment's reason, so a traveller knows what to do next (issue 26 §6). */
  failedNextStep: 'Try another card, or pay by bank transfer.',
} as const;

/** The verify answer's sentence for a failed payment: its reason, then what to try next. */
export function paymentFailedMessage(reason: string | null): string {
  const why = (reason ?? 'unknown reason').replace(/[.\s]+$/, '');
  return `${PaymentMessages.failed}: ${why}. ${PaymentMessages.failedNextStep}`;
}
