/**
 * An invoice's lines as the API gives them (issue 39 item 3): a line per service, credit lines for
 * cancellations and refunds (negative), then the subtotal, the VAT line and the total. Nothing is
 * added up here: every figure is the API's, so the screen always matches the PDF.
 */
import type { InvoiceDetail } from '@fasttrack/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { InvoicesCopy as copy } from '../copy';
import { calendarDate, naira } from '../money-format';

export function InvoiceLines({
  invoice,
}: {
  invoice: Pick<InvoiceDetail, 'lines' | 'subtotalNgnKobo' | 'vatNgnKobo' | 'totalNgnKobo' | 'vatRateBps'>;
}) {
  const lines = [...invoice.lines].sort((a, b) => a.position - b.position);
  const items = lines.filter((l) => l.kind !== 'vat');
  const vat = lines.find((l) => l.kind === 'vat');
  const sum = 'p-3 text-right font-medium text-slate-800';
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[46rem] text-left text-sm">
        <caption className="sr-only">{copy.linesCaption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              {copy.description}
            </th>
            <th scope="col" className="p-3">
              {copy.passenger}
            </th>
            <th scope="col" className="p-3">
              {copy.flight}
            </th>
            <th scope="col" className="p-3">
              {copy.serviceDate}
            </th>
            <th scope="col" className="p-3">
              {copy.costCentre}
            </th>
            <th scope="col" className="p-3 text-right">
              {copy.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr
              key={line.position}
              className={cn('border-b border-slate-100 align-top', line.kind === 'credit' && 'text-emerald-900')}
            >
              <td className="p-3">
                {line.description}
                {line.bookingReference ? (
                  <span className="block text-xs text-slate-600">{line.bookingReference}</span>
                ) : null}
              </td>
              <td className="p-3">{line.passengerName ?? ''}</td>
              <td className="p-3 whitespace-nowrap">{line.flightNumber ?? ''}</td>
              <td className="p-3 whitespace-nowrap">{line.serviceDate ? calendarDate(line.serviceDate) : ''}</td>
              <td className="p-3">{[line.costCentre, line.poReference].filter(Boolean).join(' / ')}</td>
              <td className="p-3 text-right whitespace-nowrap" data-testid="line-amount">
                {naira(line.amountNgnKobo)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300">
            <th scope="row" colSpan={5} className={sum}>
              {copy.subtotal}
            </th>
            <td className="p-3 text-right whitespace-nowrap" data-testid="invoice-subtotal">
              {naira(invoice.subtotalNgnKobo)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={5} className={sum}>
              {vat?.description ?? `VAT ${invoice.vatRateBps / 100}%`}
            </th>
            <td className="p-3 text-right whitespace-nowrap" data-testid="invoice-vat">
              {naira(vat?.amountNgnKobo ?? invoice.vatNgnKobo)}
            </td>
          </tr>
          <tr className="border-t border-slate-300 text-base">
            <th scope="row" colSpan={5} className="p-3 text-right font-bold text-slate-900">
              {copy.totalDue}
            </th>
            <td className="p-3 text-right font-bold whitespace-nowrap text-slate-900" data-testid="invoice-total">
              {naira(invoice.totalNgnKobo)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
