/**
 * Invoice terms at booking time (issue 39 item 3): may this organisation take this booking on
 * account, and if so its `service` debit, decided and written under the organisation's row lock
 * so that parallel bookings queue and the unpaid total never passes the credit limit (ADR 363).
 */
import { type CardRequiredReason, OVERDUE_CARD_ONLY_DAYS } from '@fasttrack/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, organisations } from '../../db/schema/index';
import { bookingLedgerEntries, debitService, unpaidTotalNgnKobo } from './ledger';

const DAY_MS = 86_400_000;

/** What {@link chargeOnAccount} decided. */
export type AccountCharge = { ok: true } | { ok: false; reason: CardRequiredReason };

/**
 * True when `organisationId` has an invoice still `issued` whose due date is more than
 * OVERDUE_CARD_ONLY_DAYS before `now` (issue 39 item 3: it books by card only until it has paid).
 */
export async function hasOverdueInvoice(db: Executor, organisationId: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - OVERDUE_CARD_ONLY_DAYS * DAY_MS);
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.status, 'issued'), lt(invoices.dueAt, cutoff)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Puts a booking on the organisation's account when its terms allow: the organisation is approved
 * and on `invoice` terms, no invoice is more than OVERDUE_CARD_ONLY_DAYS overdue, and its unpaid
 * total (ledger.ts UNPAID_TOTAL_KINDS) plus `charge.amountNgnKobo` is at most its credit limit
 * (equal to the limit fits). Then a `service` entry of +amount is written in `tx`. Locks the
 * organisation's row until `tx` ends (`select … for no key update`): call it in the transaction that
 * records the payment and confirms the booking, after locking the booking.
 * @param charge.amountNgnKobo the booking's total_ngn_kobo, > 0.
 * @returns ok, or the reason a card is needed (nothing written). A booking debited before is ok.
 */
export async function chargeOnAccount(
  tx: Executor,
  charge: {
    organisationId: string;
    bookingId: string;
    reference: string;
    amountNgnKobo: number;
    actorUserId: string | null;
    now: Date;
  },
): Promise<AccountCharge> {
  const [org] = await tx
    .select({
      status: organisations.status,
      paymentTerms: organisations.paymentTerms,
      creditLimitNgnKobo: organisations.creditLimitNgnKobo,
    })
    .from(organisations)
    .where(eq(organisations.id, charge.organisationId))
    // Not `for update`: that also blocks the key-share locks of foreign keys to the row, so a
    // booking being created for the organisation (holding the capacity locks this transaction
    // asks for next, in markBookingPaid) would wait on it: a deadlock. Chargers still queue.
    .for('no key update');
  if (org?.status !== 'approved') return { ok: false, reason: 'not_payable' };
  if (org.paymentTerms !== 'invoice') return { ok: false, reason: 'card_terms' };
  // Asked again for a booking already on account (a retried request): it stays there.
  const earlier = await bookingLedgerEntries(tx, charge.bookingId);
  if (earlier.some((e) => e.kind === 'service')) return { ok: true };
  if (await hasOverdueInvoice(tx, charge.organisationId, charge.now)) return { ok: false, reason: 'overdue' };
  const unpaid = await unpaidTotalNgnKobo(tx, charge.organisationId);
  if (unpaid + charge.amountNgnKobo > org.creditLimitNgnKobo) return { ok: false, reason: 'over_limit' };
  await debitService(tx, {
    organisationId: charge.organisationId,
    bookingId: charge.bookingId,
    reference: charge.reference,
    amountNgnKobo: charge.amountNgnKobo,
    actorUserId: charge.actorUserId,
    occurredAt: charge.now,
  });
  return { ok: true };
}
