/**
 * The organisation's statement (issue 39 item 6: "an append-only ledger per organisation …
 * whose balance equals the sum of its lines"): the balance before the range, every entry of a
 * range of Lagos dates with the running balance after it, and the balance at the end, which is
 * the sum of every entry up to then. An agency's statement also shows its commission earned and
 * paid out in the range, and what is unpaid at its end (issue 39 item 4).
 */
import { lagosToday, type Statement, type StatementQuery } from '@fasttrack/contracts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, invoiceLines, invoices, organisationLedger, organisations } from '../../db/schema/index';
import { businessDayStart } from '../../lib/zone-day';
import { commissionTotals } from './commission';

const DAY_MS = 86_400_000;

/**
 * @param wanted.range Lagos dates, both included; `from` left out: from the first entry; `to`
 *   left out: today in Lagos at `wanted.now` (default the current time).
 */
export async function organisationStatement(
  db: Executor,
  wanted: { organisationId: string; range: StatementQuery; now?: Date },
): Promise<Statement> {
  const { organisationId, range, now = new Date() } = wanted;
  const to = range.to ?? lagosToday(now);
  const until = new Date(businessDayStart(to).getTime() + DAY_MS);
  const from = range.from ? businessDayStart(range.from) : null;
  const mine = eq(organisationLedger.organisationId, organisationId);
  const [opening] = from
    ? await db
        .select({ sum: sql<string>`coalesce(sum(${organisationLedger.amountNgnKobo}), 0)` })
        .from(organisationLedger)
        .where(and(mine, lt(organisationLedger.occurredAt, from)))
    : [{ sum: '0' }];
  const rows = await db
    .select({
      id: organisationLedger.id,
      kind: organisationLedger.kind,
      occurredAt: organisationLedger.occurredAt,
      amountNgnKobo: organisationLedger.amountNgnKobo,
      bookingReference: bookings.reference,
      reference: organisationLedger.reference,
      invoiceNumber: invoices.number,
    })
    .from(organisationLedger)
    .leftJoin(bookings, eq(bookings.id, organisationLedger.bookingId))
    .leftJoin(invoiceLines, eq(invoiceLines.ledgerEntryId, organisationLedger.id))
    .leftJoin(invoices, eq(invoices.id, sql`coalesce(${organisationLedger.invoiceId}, ${invoiceLines.invoiceId})`))
    .where(
      and(mine, from ? gte(organisationLedger.occurredAt, from) : undefined, lt(organisationLedger.occurredAt, until)),
    )
    .orderBy(asc(organisationLedger.occurredAt), asc(organisationLedger.createdAt), asc(organisationLedger.id));
  const openingBalance = Number(opening?.sum ?? 0);
  let balance = openingBalance;
  const entries = rows.map((r) => {
    balance += r.amountNgnKobo;
    return { ...r, occurredAt: r.occurredAt.toISOString(), balanceNgnKobo: balance };
  });
  const [organisation] = await db
    .select({ kind: organisations.kind, commissionBps: organisations.commissionBps })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  let commission: Statement['commission'] = null;
  if (organisation?.kind === 'travel_agency') {
    const before = from ? await commissionTotals(db, organisationId, from) : null;
    const after = await commissionTotals(db, organisationId, until);
    commission = {
      rateBps: organisation.commissionBps,
      earnedNgnKobo: after.earnedNgnKobo - (before?.earnedNgnKobo ?? 0),
      paidNgnKobo: after.paidNgnKobo - (before?.paidNgnKobo ?? 0),
      unpaidNgnKobo: after.unpaidNgnKobo,
    };
  }
  return {
    organisationId,
    from: range.from ?? null,
    to,
    openingBalanceNgnKobo: openingBalance,
    entries,
    balanceNgnKobo: balance,
    commission,
  };
}
