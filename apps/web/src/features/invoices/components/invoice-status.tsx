/** An invoice's state as a chip: Paid (green), Overdue (red), Unpaid (amber). */
import type { InvoiceSummary } from '@fasttrack/contracts';
import { cn } from '../../../lib/cn';
import { InvoicesCopy as copy } from '../copy';

export function InvoiceStatus({ invoice }: { invoice: Pick<InvoiceSummary, 'status' | 'overdue'> }) {
  const [word, colour] =
    invoice.status === 'paid'
      ? [copy.paid, 'bg-green-100 text-green-900']
      : invoice.overdue
        ? [copy.overdue, 'bg-red-100 text-red-900']
        : [copy.unpaid, 'bg-amber-100 text-amber-900'];
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', colour)}>{word}</span>;
}
