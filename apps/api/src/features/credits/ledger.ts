/**
 * The credit rules (issue 27): earn on completion and on a first rating, reverse on a refund,
 * reserve at checkout and release, forfeit on account deletion. Each function runs inside the
 * caller's transaction (the change that causes it) and takes the account's lock before reading
 * the balance, so the balance never goes below zero, also under concurrent checkouts.
 */
import { type CreditSplit, creditSplit, type RateE4 } from '@fasttrack/contracts';
import { addMonths } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { balanceOf, bookingEntries, insertEntry, lockCreditAccount, readSettings } from './credits.repository';

/** Why a reservation was given back (the statement says it in words). */
export type ReleaseCause = 'hold-expired' | 'payment-failed' | 'changed-mind' | 'cancelled';

async function bookingOwner(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({ userId: bookings.userId, totalUsdCents: bookings.totalUsdCents, paymentStatus: bookings.paymentStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Credits applied to a booking and not given back, USD cents (redeemed less released). */
export async function creditsApplied(tx: Executor, bookingId: string): Promise<number> {
  const rows = await bookingEntries(tx, bookingId, ['redeem', 'release']);
  return -rows.reduce((sum, r) => sum + r.amountUsdCents, 0);
}

/**
 * A completed service earns `earnPercent` of what was paid in money (total less credits applied;
 * credits spent earn nothing), rounded down to a cent, expiring `expiryMonths` later (issue 27 §2).
 * Once per booking. Call in the completion transaction.
 * @returns the cents earned now (0 when nothing was paid in money or it was earned before).
 */
export async function earnForCompletion(tx: Executor, bookingId: string, now = new Date()): Promise<number> {
  const booking = await bookingOwner(tx, bookingId);
  if (booking?.paymentStatus !== 'paid') return 0;
  const settings = await readSettings(tx);
  const money = booking.totalUsdCents - (await creditsApplied(tx, bookingId));
  const amount = Math.floor((money * settings.earnPercent) / 100);
  if (amount <= 0) return 0;
  await lockCreditAccount(tx, booking.userId);
  const row = await insertEntry(tx, {
    userId: booking.userId,
    kind: 'earn',
    amountUsdCents: amount,
    bookingId,
    cause: 'completion',
    expiresAt: addMonths(now, settings.expiryMonths),
    createdAt: now,
  });
  return row ? amount : 0;
}

/**
 * The first rating of a service earns the rating bonus (issue 27 §2), once per booking. Call in
 * the transaction that stores the rating. @returns the cents earned now.
 */
export async function earnRatingBonus(tx: Executor, bookingId: string, now = new Date()): Promise<number> {
  const booking = await bookingOwner(tx, bookingId);
  const settings = await readSettings(tx);
  if (!booking || settings.ratingBonusUsdCents <= 0) return 0;
  await lockCreditAccount(tx, booking.userId);
  const row = await insertEntry(tx, {
    userId: booking.userId,
    kind: 'earn',
    amountUsdCents: settings.ratingBonusUsdCents,
    bookingId,
    cause: 'rating',
    expiresAt: addMonths(now, settings.expiryMonths),
    createdAt: now,
  });
  return row ? settings.ratingBonusUsdCents : 0;
}

/**
 * A refund takes back what the booking earned (issue 27 §2), as far as the balance allows (it
 * never goes below zero), once per booking. Call in the transaction that records the refund.
 * @returns the cents reversed.
 */
export async function reverseEarnings(tx: Executor, bookingId: string, now = new Date()): Promise<number> {
  const earned = await bookingEntries(tx, bookingId, ['earn']);
  const first = earned[0];
  if (!first) return 0;
  await lockCreditAccount(tx, first.userId);
  const total = earned.reduce((sum, e) => sum + e.amountUsdCents, 0);
  const amount = Math.min(total, await balanceOf(tx, first.userId));
  if (amount <= 0) return 0;
  const row = await insertEntry(tx, {
    userId: first.userId,
    kind: 'reverse',
    amountUsdCents: -amount,
    bookingId,
    sourceEntryId: first.id,
    cause: 'refund',
    createdAt: now,
  });
  return row ? amount : 0;
}

/**
 * Sets the credits reserved for an unpaid booking's checkout (issue 27 §3). With `choice.use`,
 * credits already reserved stay as they are; otherwise as much of the balance as `creditSplit`
 * allows is reserved (a `redeem` entry). Without `use`, a reservation is given back
 * (`changed-mind`).
 * @param booking the booking's id, owner, total (USD cents) and rate.
 * @param choice.use whether the traveller uses credits; `choice.now` the entries' time (default:
 *   the current time)
 * @returns the split the checkout charges.
 */
export async function reserveForCheckout(
  tx: Executor,
  booking: { id: string; userId: string; totalUsdCents: number; exchangeRateE4: RateE4 },
  choice: { use: boolean; now?: Date },
): Promise<CreditSplit> {
  const { use, now = new Date() } = choice;
  await lockCreditAccount(tx, booking.userId);
  const applied = await creditsApplied(tx, booking.id);
  if (!use) {
    if (applied > 0) await releaseCredits(tx, booking.id, { cause: 'changed-mind', now });
    return creditSplit(booking.totalUsdCents, 0, booking.exchangeRateE4);
  }
  const available = applied + (await balanceOf(tx, booking.userId));
  const split = creditSplit(booking.totalUsdCents, available, booking.exchangeRateE4);
  const more = split.creditsUsdCents - applied;
  if (more > 0) {
    await insertEntry(tx, {
      userId: booking.userId,
      kind: 'redeem',
      amountUsdCents: -more,
      bookingId: booking.id,
      cause: 'checkout',
      createdAt: now,
    });
  } else if (more < 0) {
    await insertEntry(tx, {
      userId: booking.userId,
      kind: 'release',
      amountUsdCents: -more,
      bookingId: booking.id,
      cause: 'checkout',
      createdAt: now,
    });
  }
  return split;
}

/**
 * Gives back the credits applied to a booking (hold expired, payment failed, changed mind, or
 * cancelled with a refund; issue 27 §3). Safe to call when none are applied.
 * @param release.cause why (the `release` entry's cause); `release.now` the entry's time
 *   (default: the current time)
 * @returns the cents given back.
 */
export async function releaseCredits(
  tx: Executor,
  bookingId: string,
  release: { cause: ReleaseCause; now?: Date },
): Promise<number> {
  const { cause, now = new Date() } = release;
  const booking = await bookingOwner(tx, bookingId);
  if (!booking) return 0;
  await lockCreditAccount(tx, booking.userId);
  const applied = await creditsApplied(tx, bookingId);
  if (applied <= 0) return 0;
  await insertEntry(tx, {
    userId: booking.userId,
    kind: 'release',
    amountUsdCents: applied,
    bookingId,
    cause,
    createdAt: now,
  });
  return applied;
}

/**
 * Makes the credits applied to a paid booking what its successful charge counted on (issue 27
 * §3, "final on success"): a charge made without credits (an older attempt paid on its own
 * checkout) gives a reservation back; a charge made for the rest after credits re-applies credits
 * given back meanwhile (a failed card, then another card on the same checkout), as far as the
 * balance allows. Call in the settlement transaction.
 * @param charge.wantedUsdCents the credits the charge was made with, USD cents (0: none).
 * @param charge.now the entries' time (default: the current time)
 */
export async function matchCreditsToCharge(
  tx: Executor,
  bookingId: string,
  charge: { wantedUsdCents: number; now?: Date },
) {
  const { wantedUsdCents, now = new Date() } = charge;
  const booking = await bookingOwner(tx, bookingId);
  if (!booking) return;
  await lockCreditAccount(tx, booking.userId);
  const applied = await creditsApplied(tx, bookingId);
  if (applied > wantedUsdCents) {
    await insertEntry(tx, {
      userId: booking.userId,
      kind: 'release',
      amountUsdCents: applied - wantedUsdCents,
      bookingId,
      cause: 'checkout',
      createdAt: now,
    });
    return;
  }
  const amount = Math.min(wantedUsdCents - applied, await balanceOf(tx, booking.userId));
  if (amount <= 0) return;
  await insertEntry(tx, {
    userId: booking.userId,
    kind: 'redeem',
    amountUsdCents: -amount,
    bookingId,
    cause: 'checkout',
    createdAt: now,
  });
}

/** Deleting an account forfeits its credits (issue 27 §4): an adjustment to zero. */
export async function forfeitCredits(tx: Executor, userId: string, now = new Date()): Promise<number> {
  await lockCreditAccount(tx, userId);
  const balance = await balanceOf(tx, userId);
  if (balance <= 0) return 0;
  await insertEntry(tx, {
    userId,
    kind: 'adjust',
    amountUsdCents: -balance,
    cause: 'account-deleted',
    reason: 'Account deleted',
    createdAt: now,
  });
  return balance;
}
