/**
 * The credit ledger's rows (issue 27 §1). Entries are only inserted, never updated or deleted;
 * balances are sums. Writers take the account's lock first (`lockCreditAccount`), so two
 * checkouts of one traveller decide one after the other.
 */
import { type CreditEntryKind, LOYALTY_DEFAULTS, type LoyaltySettings } from '@fasttrack/contracts';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, creditEntries, loyaltySettings } from '../../db/schema/index';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type NewCreditEntry = typeof creditEntries.$inferInsert;

/**
 * Serialises every change to one traveller's credits until the transaction ends
 * (transaction-scoped advisory lock keyed by the user id; PostgreSQL and PGlite alike).
 */
export async function lockCreditAccount(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
}

/** The traveller's balance, USD cents: the sum of every entry. */
export async function balanceOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditEntries.amountUsdCents})` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/**
 * Inserts one entry. Earn and reverse entries are unique per booking and cause, expiries per
 * earn: a second writer inserts nothing.
 * @returns the row, or null when it was already there.
 */
export async function insertEntry(tx: Executor, entry: NewCreditEntry): Promise<CreditEntryRow | null> {
  const [row] = await tx.insert(creditEntries).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

/** A booking's entries of the given kinds. */
export function bookingEntries(db: Executor, bookingId: string, kinds: readonly CreditEntryKind[]) {
  return db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.bookingId, bookingId), inArray(creditEntries.kind, [...kinds])))
    .orderBy(asc(creditEntries.createdAt));
}

/** Every entry of a traveller with its booking reference, oldest first. */
export function accountEntries(db: Executor, userId: string) {
  return db
    .select({ entry: creditEntries, bookingReference: bookings.reference })
    .from(creditEntries)
    .leftJoin(bookings, eq(bookings.id, creditEntries.bookingId))
    .where(eq(creditEntries.userId, userId))
    .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id));
}

/** Earn entries due to expire at `now` that have no expiry entry yet (oldest first). */
export function dueEarnings(db: Executor, now: Date) {
  return db
    .select({ id: creditEntries.id, userId: creditEntries.userId })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.kind, 'earn'),
        lte(creditEntries.expiresAt, now),
        sql`not exists (select 1 from ${creditEntries} e where e.kind = 'expire' and e.source_entry_id = ${creditEntries.id})`,
      ),
    )
    .orderBy(asc(creditEntries.expiresAt));
}

/** Earn entries expiring by `until` and not yet expired: candidates for the warning e-mail. */
export function earningsExpiringBy(db: Executor, now: Date, until: Date) {
  return db
    .select({ id: creditEntries.id, userId: creditEntries.userId, expiresAt: creditEntries.expiresAt })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.kind, 'earn'),
        sql`${creditEntries.expiresAt} > ${now}`,
        lte(creditEntries.expiresAt, until),
      ),
    );
}

/** Sum of every balance, USD cents: what the business owes in credits. */
export async function outstandingTotal(db: Executor): Promise<number> {
  const [row] = await db.select({ sum: sql<string | null>`sum(${creditEntries.amountUsdCents})` }).from(creditEntries);
  return Number(row?.sum ?? 0);
}

/** The admin's settings (the migration writes the one row; the defaults stand in if it is gone). */
export async function readSettings(db: Executor): Promise<LoyaltySettings> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  if (!row) return { ...LOYALTY_DEFAULTS };
  return { earnPercent: row.earnPercent, ratingBonusUsdCents: row.ratingBonusUsdCents, expiryMonths: row.expiryMonths };
}

export async function writeSettings(db: Executor, settings: LoyaltySettings, updatedBy: string) {
  await db
    .insert(loyaltySettings)
    .values({ id: 1, ...settings, updatedBy })
    .onConflictDoUpdate({ target: loyaltySettings.id, set: { ...settings, updatedBy, updatedAt: new Date() } });
}

/** Of these bookings, the ones still awaiting payment (pending, not paid): their credits are reserved. */
export async function bookingsAwaitingPayment(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.id, ids), eq(bookings.status, 'pending'), ne(bookings.paymentStatus, 'paid')));
  return rows.map((r) => r.id);
}
