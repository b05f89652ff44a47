/**
 * The organisation's ledger on account (issue 39 items 3, 6): append-only, naira kobo, one row
 * per event; the balance is the sum of its rows, never a column. This file holds the writes made
 * at booking and cancellation time (a `service` debit, a `cancellation` credit) and the sum the
 * credit limit is checked against. The migration's unique key (booking, kind) makes each booking's
 * entry of a kind exist once, so a write run twice (a job retried) adds nothing.
 */
import type { LedgerEntryKind } from '@fasttrack/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationLedger } from '../../db/schema/index';

/**
 * The kinds that make up what the organisation owes (issue 39 item 3, "unpaid total"): services
 * debited, their cancellation and refund credits, invoice payments. Commission and its payouts
 * are the agency's earnings, settled apart, and do not lower or raise the credit used.
 */
export const UNPAID_TOTAL_KINDS = [
  'service',
  'cancellation',
  'refund',
  'payment',
] as const satisfies readonly LedgerEntryKind[];

/**
 * What `organisationId` owes on account, in kobo: the sum of its UNPAID_TOTAL_KINDS entries
 * (0 for none). Read under the organisation's row lock when a limit depends on it.
 */
export async function unpaidTotalNgnKobo(db: Executor, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${organisationLedger.amountNgnKobo}), 0)` })
    .from(organisationLedger)
    .where(
      and(
        eq(organisationLedger.organisationId, organisationId),
        inArray(organisationLedger.kind, [...UNPAID_TOTAL_KINDS]),
      ),
    );
  return Number(row?.total ?? 0);
}

/** One booking's ledger entry. */
export interface BookingLedgerEntry {
  organisationId: string;
  bookingId: string;
  /** The booking reference, shown on the statement and the invoice line. */
  reference: string;
  /** Kobo, > 0: stored positive for `service`, negative for `cancellation`. */
  amountNgnKobo: number;
  actorUserId: string | null;
  occurredAt: Date;
}

/**
 * Debits a booking confirmed on account (`service`, +amount). The caller holds the
 * organisation's row lock and has checked the limit (account-terms.ts).
 * @returns false when the booking was debited before (nothing written).
 */
export function debitService(tx: Executor, entry: BookingLedgerEntry): Promise<boolean> {
  return insertOnce(tx, { kind: 'service', entry, signed: entry.amountNgnKobo });
}

/**
 * Credits a cancelled on-account booking (`cancellation`, −amount; issue 39 item 3: "cancellations
 * and refunds as credit lines"), once per booking however often the refund job runs.
 * @returns false when it was credited before (nothing written).
 */
export function creditCancellation(tx: Executor, entry: BookingLedgerEntry): Promise<boolean> {
  return insertOnce(tx, { kind: 'cancellation', entry, signed: -entry.amountNgnKobo });
}

/**
 * Credits one add-on line of an on-account booking that the desk declined or the officer marked
 * not delivered (`refund`, −amount, at `lineIndex`; issue 41 item 4), once per line.
 * @returns false when that line was credited before (nothing written).
 */
export function creditLineRefund(tx: Executor, entry: BookingLedgerEntry & { lineIndex: number }): Promise<boolean> {
  return insertOnce(tx, { kind: 'refund', entry, signed: -entry.amountNgnKobo, lineIndex: entry.lineIndex });
}

async function insertOnce(
  tx: Executor,
  {
    kind,
    entry: e,
    signed,
    lineIndex = null,
  }: { kind: LedgerEntryKind; entry: BookingLedgerEntry; signed: number; lineIndex?: number | null },
) {
  if (!Number.isSafeInteger(e.amountNgnKobo) || e.amountNgnKobo <= 0) {
    throw new RangeError(`ledger amount must be a positive whole number of kobo, got ${e.amountNgnKobo}`);
  }
  const rows = await tx
    .insert(organisationLedger)
    .values({
      organisationId: e.organisationId,
      kind,
      amountNgnKobo: signed,
      bookingId: e.bookingId,
      lineIndex,
      reference: e.reference,
      actorUserId: e.actorUserId,
      occurredAt: e.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: organisationLedger.id });
  return rows.length > 0;
}

/** The ledger entries of one booking, oldest first (statements and tests). */
export function bookingLedgerEntries(db: Executor, bookingId: string) {
  return db
    .select({ kind: organisationLedger.kind, amountNgnKobo: organisationLedger.amountNgnKobo })
    .from(organisationLedger)
    .where(eq(organisationLedger.bookingId, bookingId))
    .orderBy(organisationLedger.occurredAt, organisationLedger.createdAt);
}
