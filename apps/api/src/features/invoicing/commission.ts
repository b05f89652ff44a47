/**
 * Agency commission on the organisation's ledger (issue 39 item 4): earned when a service is
 * completed, as a `commission` entry of −round(service amount × commissionBps / 10 000), half up
 * to the kobo; paid out by the business as a `commission_payout` entry (+) the admin records.
 * Rules where the issue is silent: the service amount is the booking's ledger `service` entry
 * when it was booked on account, else the booking's naira total (a card-paid agency booking);
 * a booking earns once (organisation_ledger_once_per_booking_key), and never when it is cancelled,
 * refunded or has a cancellation or refund credit; a company earns none, nor an agency at 0 bps.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { bookings, organisationLedger, organisations } from '../../db/schema/index';

/** round(amount × bps / 10 000), half up, in integers. */
export const commissionOf = (amountNgnKobo: number, bps: number) => Math.floor((amountNgnKobo * bps + 5_000) / 10_000);

/**
 * Writes the commission a completed booking earns its agency, in `tx` at `at`.
 * @returns the amount earned (kobo, > 0), or 0 when it earns none (not an agency, no rate, not
 *   completed, cancelled or refunded, or already earned).
 */
export async function earnCommission(
  tx: Tx,
  earned: { organisationId: string; bookingId: string; at: Date },
): Promise<number> {
  const { organisationId, bookingId, at } = earned;
  const [agency] = await tx
    .select({ kind: organisations.kind, commissionBps: organisations.commissionBps })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (agency?.kind !== 'travel_agency' || agency.commissionBps <= 0) return 0;
  const [booking] = await tx
    .select({
      status: bookings.status,
      refundStatus: bookings.refundStatus,
      organisationId: bookings.organisationId,
      totalNgnKobo: bookings.totalNgnKobo,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.organisationId !== organisationId) return 0;
  if (booking.status !== 'completed' || booking.refundStatus !== null) return 0;
  const entries = await tx
    .select({
      kind: organisationLedger.kind,
      amountNgnKobo: organisationLedger.amountNgnKobo,
      lineIndex: organisationLedger.lineIndex,
    })
    .from(organisationLedger)
    .where(
      and(
        eq(organisationLedger.bookingId, bookingId),
        inArray(organisationLedger.kind, ['service', 'cancellation', 'refund']),
      ),
    );
  // A credit of one declined add-on line (issue 41 item 4) leaves the rest of the booking earning.
  if (entries.some((e) => e.kind === 'cancellation' || (e.kind === 'refund' && e.lineIndex === null))) return 0;
  const service = entries.find((e) => e.kind === 'service')?.amountNgnKobo ?? booking.totalNgnKobo;
  const lineCredits = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.amountNgnKobo, 0);
  const amount = service + lineCredits;
  const commission = commissionOf(amount, agency.commissionBps);
  if (commission <= 0) return 0;
  const written = await tx
    .insert(organisationLedger)
    .values({ organisationId, kind: 'commission', amountNgnKobo: -commission, bookingId, occurredAt: at })
    .onConflictDoNothing()
    .returning({ id: organisationLedger.id });
  return written.length > 0 ? commission : 0;
}

/** Commission earned and paid out (kobo, both ≥ 0) up to `until` (all time when null). */
export async function commissionTotals(db: Executor, organisationId: string, until: Date | null = null) {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(case when ${organisationLedger.kind} = 'commission' then -${organisationLedger.amountNgnKobo} else 0 end), 0)`,
      paid: sql<string>`coalesce(sum(case when ${organisationLedger.kind} = 'commission_payout' then ${organisationLedger.amountNgnKobo} else 0 end), 0)`,
    })
    .from(organisationLedger)
    .where(
      and(
        eq(organisationLedger.organisationId, organisationId),
        until ? sql`${organisationLedger.occurredAt} < ${until}` : undefined,
      ),
    );
  const earned = Number(row?.earned ?? 0);
  const paid = Number(row?.paid ?? 0);
  return { earnedNgnKobo: earned, paidNgnKobo: paid, unpaidNgnKobo: earned - paid };
}

/**
 * Records a payout to an agency (`commission_payout`, +amount) at `payout.at`, by `actorUserId`.
 * @returns the entry's id, or null when this agency already has a payout with this reference.
 */
export async function insertPayout(
  tx: Tx,
  payout: { organisationId: string; reference: string; amountNgnKobo: number; at: Date; actorUserId: string },
): Promise<string | null> {
  const [same] = await tx
    .select({ id: organisationLedger.id })
    .from(organisationLedger)
    .where(
      and(
        eq(organisationLedger.organisationId, payout.organisationId),
        eq(organisationLedger.kind, 'commission_payout'),
        eq(organisationLedger.reference, payout.reference),
      ),
    );
  if (same) return null;
  const [row] = await tx
    .insert(organisationLedger)
    .values({
      organisationId: payout.organisationId,
      kind: 'commission_payout',
      amountNgnKobo: payout.amountNgnKobo,
      reference: payout.reference,
      actorUserId: payout.actorUserId,
      occurredAt: payout.at,
    })
    .returning({ id: organisationLedger.id });
  return row?.id ?? null;
}
