/**
 * Loyalty credits (issue 27): a ledger of USD cents per traveller. Every change is an
 * append-only entry; the balance is their sum and never goes below zero.
 */
import { z } from 'zod';
import { type RateE4, usdCentsToKobo } from './money';

/**
 * What an entry records (issue 27 §1): `earn` a share of a completed service or a rating bonus,
 * `redeem` credits applied to a booking's checkout, `release` a redemption undone (hold expired,
 * payment failed, changed mind, cancelled with a refund), `reverse` an earn undone by a refund,
 * `expire` earned credits past their expiry, `adjust` an admin's change with a reason.
 */
export const CREDIT_ENTRY_KINDS = ['earn', 'redeem', 'release', 'reverse', 'expire', 'adjust'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Defaults of the loyalty settings (issue 27 §2): 5 % of the money paid, 1 USD per first rating, 12 months. */
export const LOYALTY_DEFAULTS = { earnPercent: 5, ratingBonusUsdCents: 100, expiryMonths: 12 } as const;

/** The expiry warning goes this many days before earned credits expire (issue 27 §2). */
export const CREDIT_EXPIRY_WARNING_DAYS = 30;

/** The payment step's offer (issue 27 §3). */
export const USE_CREDITS_LABEL = 'Use my credits';

export const LoyaltySettingsSchema = z.object({
  /** Whole percent of the money paid for a completed service, 0-100. */
  earnPercent: z.number().int().min(0).max(100),
  /** Bonus for the first rating of a service, USD cents. */
  ratingBonusUsdCents: z.number().int().min(0).max(100_000),
  /** Months until earned credits expire, 1-120. */
  expiryMonths: z.number().int().min(1).max(120),
});
export type LoyaltySettings = z.infer<typeof LoyaltySettingsSchema>;

export const CreditEntrySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Signed USD cents: positive adds to the balance. */
  amountUsdCents: z.number().int(),
  /** The balance after this entry, USD cents. */
  balanceUsdCents: z.number().int(),
  bookingId: z.string().uuid().nullable(),
  bookingReference: z.string().nullable(),
  /** What caused it, in words. */
  description: z.string(),
  createdAt: z.string(),
  /** Earn entries: when what is left of them expires. */
  expiresAt: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

/** How much (USD cents) expires, and when (ISO 8601 instant of the first lot that day). */
export const CreditExpirySchema = z.object({ amountUsdCents: z.number().int().min(1), expiresAt: z.string() });
export type CreditExpiry = z.infer<typeof CreditExpirySchema>;

export const CreditAccountSchema = z.object({
  balanceUsdCents: z.number().int().min(0),
  /** Credits applied to unpaid bookings, already taken off the balance. */
  reservedUsdCents: z.number().int().min(0),
  /** The next expiry: how much and when (everything that expires that Lagos day, issue 37). */
  nextExpiry: CreditExpirySchema.nullable(),
  /**
   * Every coming expiry, soonest first, one per Lagos day: the service credit and the rating
   * bonus each expire 12 months after they were earned, so both are told (issue 37).
   */
  expiries: z.array(CreditExpirySchema),
  /** Newest first. */
  entries: z.array(CreditEntrySchema),
});
export type CreditAccount = z.infer<typeof CreditAccountSchema>;

/** Admin: one account's adjustment; the reason is kept in the audit trail. */
export const CreditAdjustmentRequestSchema = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  /** Signed USD cents, at most $10,000 either way. */
  amountUsdCents: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'Enter an amount other than zero'),
  reason: z.string().trim().min(3, 'Give a reason').max(500),
});
export type CreditAdjustmentRequest = z.infer<typeof CreditAdjustmentRequestSchema>;

/** Admin: the answer to an adjustment, the account's balance after it (USD cents). */
export const CreditAdjustmentResultSchema = z.object({ balanceUsdCents: z.number().int() });
export type CreditAdjustmentResult = z.infer<typeof CreditAdjustmentResultSchema>;

export const CreditsOverviewSchema = z.object({
  settings: LoyaltySettingsSchema,
  /** Sum of every balance: what the business owes in credits, USD cents. */
  outstandingUsdCents: z.number().int(),
});
export type CreditsOverview = z.infer<typeof CreditsOverviewSchema>;

/** Shown when an adjustment would take a balance below zero. */
export const CREDIT_BELOW_ZERO_MESSAGE = 'That would take the balance below zero.';

/**
 * The smallest NGN charge Paystack accepts, in kobo: ₦50.00 (Paystack docs, "Supported
 * currencies": minimum transaction amount per currency; the stored OpenAPI file does not state it).
 */
export const PAYSTACK_MIN_CHARGE_KOBO = 5_000;

/** How a booking's total divides between loyalty credits and money. */
export interface CreditSplit {
  /** USD cents paid with credits. */
  creditsUsdCents: number;
  /** USD cents left to pay by card or transfer. */
  moneyUsdCents: number;
  /** The money part in NGN kobo at the booking's rate (0 when credits cover everything). */
  moneyNgnKobo: number;
}

/**
 * Divides a total between credits and money (issue 27 §3): credits up to the total; when some
 * money remains it must be at least Paystack's minimum charge, so the credits part shrinks until
 * the rest reaches ₦50 (no credits at all when the whole total is below it).
 * @param totalUsdCents the booking's total, USD cents.
 * @param balanceUsdCents the credits available, USD cents (≥ 0).
 * @param rateE4 the booking's rate (ten-thousandths of a naira per dollar).
 */
export function creditSplit(totalUsdCents: number, balanceUsdCents: number, rateE4: RateE4): CreditSplit {
  let credits = Math.max(0, Math.min(balanceUsdCents, totalUsdCents));
  let money = totalUsdCents - credits;
  if (money > 0 && usdCentsToKobo(money, rateE4) < PAYSTACK_MIN_CHARGE_KOBO) {
    // The fewest cents whose naira value reaches the minimum: ceil(min × 10^4 / rate).
    const minCents = Number((BigInt(PAYSTACK_MIN_CHARGE_KOBO) * 10_000n + BigInt(rateE4) - 1n) / BigInt(rateE4));
    money = Math.min(totalUsdCents, minCents);
    credits = totalUsdCents - money;
  }
  return { creditsUsdCents: credits, moneyUsdCents: money, moneyNgnKobo: usdCentsToKobo(money, rateE4) };
}
