/**
 * Reads of the invoice-payment routes: an organisation's invoice by id, or null when the id is
 * unknown, malformed or another organisation's (all answered 404 alike).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

/** `invoiceId` of `organisationId`, or null. */
export async function findOrganisationInvoice(db: Executor, organisationId: string, invoiceId: string) {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, totalNgnKobo: invoices.totalNgnKobo })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.organisationId, organisationId)));
  return row ?? null;
}
