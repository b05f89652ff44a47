/**
 * The month's close (issue 39 item 3; ADR 364): for each organisation with unbilled service,
 * cancellation or refund entries before the end of a Lagos month, one invoice, each in its own
 * transaction: the organisation's row locked, its gapless number taken (invoice-number.ts), a
 * line per service and a credit line per cancellation or refund, VAT once on the subtotal
 * (vat.ts) as its own line, the total, the due date `paymentDays` after the issue, the
 * `invoice.issued` event (the billing e-mail) and the `invoice-payment-request` job (Paystack).
 *
 * Rules where the issue is silent (ADR 364): lines that sum to zero or less make no invoice, and
 * their entries stay unbilled for the next close; an organisation already invoiced for the month
 * is left alone (invoices_org_period_key), so a close run again changes nothing; a month may be
 * closed only once it is over in Lagos; the invoice's year is the Lagos year of its issue.
 */
import {
  type CloseMonthResult,
  formatLagos,
  type InvoiceLineKind,
  priceLineLabel,
  SERVICE_TYPE_LABELS,
  VAT_RATE_BPS,
} from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoiceLines, invoices, organisations } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { type EventActor, recordDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { invoiceMonth } from './invoice-month';
import { takeInvoiceNumber } from './invoice-number';
import { organisationsToBill, type UnbilledEntry, unbilledEntries } from './unbilled.repository';
import { vatOnSubtotal } from './vat';

const DAY_MS = 86_400_000;

export interface CloseDeps {
  db: Db;
  jobs: JobRunner;
  log?: { error: (o: object, m: string) => void };
  /**
   * Test seam: runs inside each invoice's transaction after its number and lines are written,
   * before its event; a throw rolls that invoice back (a close that fails half-way).
   */
  beforeIssue?: (tx: Tx, invoice: { organisationId: string; number: string }) => Promise<void>;
}

/** The Lagos year of `at`. */
const lagosYear = (at: Date) => Number(formatLagos(at, 'yyyy'));

/** The percentage of a rate in basis points, as invoices print it: 750 -> "7.5". */
export function percentOfBps(bps: number): string {
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.trunc(bps / 100)}.${fraction}` : String(Math.trunc(bps / 100));
}

type LineRow = typeof invoiceLines.$inferInsert;

function lineOf(entry: UnbilledEntry): Omit<LineRow, 'invoiceId' | 'position'> {
  const kind: InvoiceLineKind = entry.kind === 'service' ? 'service' : 'credit';
  // A declined add-on's credit names the add-on (issue 41 item 4); the others name the service.
  const bookedService = entry.serviceType ? SERVICE_TYPE_LABELS[entry.serviceType] : 'Service';
  const service = entry.line ? priceLineLabel(entry.line) : bookedService;
  const description =
    entry.kind === 'service'
      ? service
      : `${entry.kind === 'cancellation' ? 'Cancellation' : 'Refund'} credit: ${service}`;
  return {
    kind,
    ledgerEntryId: entry.id,
    bookingReference: entry.bookingReference,
    passengerName: entry.passengerName,
    flightNumber: entry.flightNumber,
    serviceDate: entry.meetingTime ? formatLagos(entry.meetingTime, 'yyyy-MM-dd') : null,
    description,
    costCentre: entry.costCentre,
    poReference: entry.poReference,
    amountNgnKobo: entry.amountNgnKobo,
  };
}

type Outcome =
  | { issued: { organisationId: string; invoiceId: string; number: string; totalNgnKobo: number } }
  | { skipped: 'alreadyInvoiced' | 'nothingToBill' };

/** One organisation's invoice for the month, in `tx`. */
async function invoiceOne(
  tx: Tx,
  deps: CloseDeps,
  job: { organisationId: string; month: ReturnType<typeof invoiceMonth>; now: Date; actor: EventActor },
): Promise<Outcome> {
  const { organisationId, month, now, actor } = job;
  // One close at a time per organisation: a second waits here, then finds the invoice made.
  const [organisation] = await tx
    .select({ paymentDays: organisations.paymentDays })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  if (!organisation) return { skipped: 'nothingToBill' };
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.periodStart, month.periodStart)));
  if (existing) return { skipped: 'alreadyInvoiced' };
  const entries = await unbilledEntries(tx, organisationId, month.until);
  const subtotal = entries.reduce((sum, e) => sum + e.amountNgnKobo, 0);
  if (entries.length === 0 || subtotal <= 0) return { skipped: 'nothingToBill' };
  const vat = vatOnSubtotal(subtotal, VAT_RATE_BPS);
  const year = lagosYear(now);
  const { sequence, number } = await takeInvoiceNumber(tx, year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      organisationId,
      number,
      year,
      sequence,
      periodStart: month.periodStart,
      periodEnd: month.periodEnd,
      status: 'issued',
      subtotalNgnKobo: subtotal,
      vatNgnKobo: vat,
      totalNgnKobo: subtotal + vat,
      vatRateBps: VAT_RATE_BPS,
      issuedAt: now,
      dueAt: new Date(now.getTime() + organisation.paymentDays * DAY_MS),
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice insert returned no row');
  const lines: LineRow[] = entries.map((e, i) => ({ ...lineOf(e), invoiceId: invoice.id, position: i + 1 }));
  lines.push({
    invoiceId: invoice.id,
    position: lines.length + 1,
    kind: 'vat',
    ledgerEntryId: null,
    bookingReference: null,
    passengerName: null,
    flightNumber: null,
    serviceDate: null,
    description: `VAT ${percentOfBps(VAT_RATE_BPS)} % on the subtotal`,
    costCentre: null,
    poReference: null,
    amountNgnKobo: vat,
  });
  await tx.insert(invoiceLines).values(lines);
  await deps.beforeIssue?.(tx, { organisationId, number });
  await recordDomainEvent(tx, deps.jobs, {
    type: 'invoice.issued',
    aggregateId: invoice.id,
    payload: { organisationId, number },
    actor,
    at: now,
  });
  await deps.jobs.enqueue(tx, {
    name: 'invoice-payment-request',
    data: { invoiceId: invoice.id },
    singletonKey: invoice.id,
  });
  return { issued: { organisationId, invoiceId: invoice.id, number, totalNgnKobo: subtotal + vat } };
}

/**
 * Closes the Lagos month `wanted.month` (`YYYY-MM`) at `wanted.now`: one invoice per organisation
 * with something to bill, each in its own transaction, so one that fails leaves the others issued
 * and takes no number. Safe to run again (what is done is skipped).
 * @param wanted.actor who closes: the admin, or the system (the monthly job; default).
 * @param wanted.openMonth test mode only: the month in progress may be closed, billing what is on
 *   account until `now` (what follows goes on the next month's invoice), so that a tester sees an
 *   invoice without waiting for the 1st, as a payment provider's test clock allows.
 * @throws AppError 409 when the month is not over yet in Lagos (and `openMonth` is not set), or
 *   has not begun.
 */
export async function closeMonth(
  deps: CloseDeps,
  wanted: { month: string; now: Date; actor?: EventActor; openMonth?: boolean },
): Promise<CloseMonthResult> {
  const whole = invoiceMonth(wanted.month);
  const begun = wanted.now >= whole.from;
  const over = wanted.now >= whole.until;
  if (!over && !(wanted.openMonth && begun)) {
    throw AppError.conflict(`${wanted.month} is not over yet in Lagos, so it cannot be closed.`);
  }
  const month = over ? whole : { ...whole, until: wanted.now };
  const actor: EventActor = wanted.actor ?? { userId: null, role: 'system' };
  const result: CloseMonthResult = {
    month: wanted.month,
    issued: [],
    alreadyInvoiced: [],
    nothingToBill: [],
    failed: [],
  };
  for (const organisationId of await organisationsToBill(deps.db, month.until)) {
    try {
      const outcome = await deps.db.transaction((tx) =>
        invoiceOne(tx, deps, { organisationId, month, now: wanted.now, actor }),
      );
      if ('issued' in outcome) result.issued.push(outcome.issued);
      else result[outcome.skipped].push(organisationId);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.log?.error({ err, organisationId, month: wanted.month }, 'invoice failed at the close');
      result.failed.push({ organisationId, message });
    }
  }
  return result;
}
