/**
 * Reading invoices (issue 39 item 3): an organisation's list, and one invoice with its lines and
 * who it is made out to, always filtered by the organisation in the SQL `WHERE`, so another
 * organisation's invoice reads as unknown (404).
 */
import type { InvoiceDetail, InvoiceSummary } from '@fasttrack/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, organisations } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { overdueBefore } from './overdue';

type InvoiceRow = typeof invoices.$inferSelect;

function summaryOf(row: InvoiceRow, now: Date): InvoiceSummary {
  return {
    id: row.id,
    organisationId: row.organisationId,
    number: row.number,
    status: row.status,
    month: row.periodStart.slice(0, 7),
    subtotalNgnKobo: row.subtotalNgnKobo,
    vatNgnKobo: row.vatNgnKobo,
    totalNgnKobo: row.totalNgnKobo,
    vatRateBps: row.vatRateBps,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    overdue: row.status === 'issued' && row.dueAt < overdueBefore(now),
  };
}

/** The organisation's invoices, newest first. */
export async function listInvoices(db: Executor, organisationId: string, now = new Date()): Promise<InvoiceSummary[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.organisationId, organisationId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  return rows.map((r) => summaryOf(r, now));
}

/** One invoice of `organisationId` with its lines in order; null when unknown, malformed or another's. */
export async function findInvoice(
  db: Executor,
  who: { organisationId: string; invoiceId: string },
  now = new Date(),
): Promise<InvoiceDetail | null> {
  if (!isUuid(who.invoiceId)) return null;
  const [row] = await db
    .select({
      invoice: invoices,
      legalName: organisations.legalName,
      tin: organisations.tin,
      billingEmail: organisations.billingEmail,
      billingAddress: organisations.billingAddress,
    })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(and(eq(invoices.id, who.invoiceId), eq(invoices.organisationId, who.organisationId)));
  if (!row) return null;
  const lines = await db
    .select({
      position: invoiceLines.position,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      bookingReference: invoiceLines.bookingReference,
      passengerName: invoiceLines.passengerName,
      flightNumber: invoiceLines.flightNumber,
      serviceDate: invoiceLines.serviceDate,
      costCentre: invoiceLines.costCentre,
      poReference: invoiceLines.poReference,
      amountNgnKobo: invoiceLines.amountNgnKobo,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, who.invoiceId))
    .orderBy(asc(invoiceLines.position));
  const { invoice, ...billTo } = row;
  return { ...summaryOf(invoice, now), billTo, lines };
}

/** The organisation an invoice belongs to, whoever asks (the messages feature's billing e-mail). */
export async function invoiceOrganisation(db: Executor, invoiceId: string): Promise<string | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({ organisationId: invoices.organisationId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.organisationId ?? null;
}
