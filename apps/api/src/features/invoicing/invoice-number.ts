/**
 * Gapless invoice numbers per year (issue 39 item 3: `FTL-2026-000123`; ADR 364). The counter row
 * of the year is incremented inside the invoice's own transaction, which holds its row lock until
 * it ends: invoices of one year are numbered one after another, and an invoice that rolls back
 * (a failed close) gives its number back, so the next one takes it and no number is skipped.
 */
import { invoiceNumber } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceNumberCounters } from '../../db/schema/index';

/** Takes the next number of `year` in `tx`. @returns the sequence and `FTL-<year>-<6 digits>`. */
export async function takeInvoiceNumber(tx: Tx, year: number): Promise<{ sequence: number; number: string }> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { lastSequence: sql`${invoiceNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceNumberCounters.lastSequence });
  if (!row) throw new Error('invoice number counter returned no row');
  return { sequence: row.sequence, number: invoiceNumber(year, row.sequence) };
}
