/**
 * The Invoices tab of `/organisations/:id` (issue 39 item 3): number (opens the invoice), month,
 * total in naira, due date and status, newest first. Owner, admin and finance.
 */
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { organisationPath } from '../../lib/paths';
import { useOrganisationContext } from '../organisations/index';
import { useInvoices } from './api/get-invoices';
import { InvoiceStatus } from './components/invoice-status';
import { InvoicesCopy as copy } from './copy';
import { lagosDate, monthName, naira } from './money-format';

export function InvoicesPage() {
  const organisation = useOrganisationContext();
  const invoices = useInvoices(organisation.id);
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
      <div>
        <h2 id="invoices-title" className="text-xl font-bold text-slate-900">
          {copy.listTitle}
        </h2>
        <p className="text-slate-700">{copy.listDescription}</p>
      </div>
      {invoices.isPending ? (
        <Spinner label={copy.loading} className="py-12" />
      ) : invoices.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-slate-700">{invoices.error.message}</p>
          <Button variant="outline" onClick={() => void invoices.refetch()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      ) : invoices.data.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">{copy.tableCaption}</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  {copy.number}
                </th>
                <th scope="col" className="p-3">
                  {copy.month}
                </th>
                <th scope="col" className="p-3 text-right">
                  {copy.total}
                </th>
                <th scope="col" className="p-3">
                  {copy.dueDate}
                </th>
                <th scope="col" className="p-3">
                  {copy.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id} className="border-b border-slate-100">
                  <td className="p-3 whitespace-nowrap">
                    <Link
                      className="font-semibold text-brand-700 underline"
                      to={organisationPath(organisation.id, 'invoices', invoice.id)}
                    >
                      {invoice.number}
                    </Link>
                  </td>
                  <td className="p-3 whitespace-nowrap">{monthName(invoice.month)}</td>
                  <td className="p-3 text-right whitespace-nowrap">{naira(invoice.totalNgnKobo)}</td>
                  <td className="p-3 whitespace-nowrap">{lagosDate(invoice.dueAt)}</td>
                  <td className="p-3">
                    <InvoiceStatus invoice={invoice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
