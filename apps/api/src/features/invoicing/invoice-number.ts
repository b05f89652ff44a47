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

/** Paystack's integer `invoice_number` for our `FTL-<year>-<sequence>`: year × 1,000,000 + sequence. */
export function paystackInvoiceNumber(year: number, sequence: number): number {
  return year * 1_000_000 + sequence;
}

/** Our invoice's (year, sequence) from Paystack's `invoice_number`, or null when it is not one of ours. */
export function fromPaystackInvoiceNumber(value: number | null | undefined): { year: number; sequence: number } | null {
  if (!value || !Number.isSafeInteger(value)) return null;
  const year = Math.floor(value / 1_000_000);
  const sequence = value % 1_000_000;
  return year >= 2000 && year < 2200 && sequence > 0 ? { year, sequence } : null;
}
