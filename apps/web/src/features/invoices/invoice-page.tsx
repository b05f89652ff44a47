/**
 * One invoice (issue 39 item 3), `invoices/:invoiceId` in the Invoices tab (the address the
 * invoice e-mail links to): number, status, who it is made out to, issue and due dates, its lines
 * and totals, the PDF and CSV, and "Pay" while unpaid, which goes to the payment request's page.
 */
import { CardRequiredMessages, type InvoiceDetail } from '@fasttrack/contracts';
import { Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorMessage } from '../../lib/api-error-message';
import { organisationPath } from '../../lib/paths';
import { useOrganisationContext } from '../organisations/index';
import { downloadInvoice, type InvoiceFileKind } from './api/download-invoice';
import { useInvoice } from './api/get-invoice';
import { usePayInvoice } from './api/pay-invoice';
import { InvoiceLines } from './components/invoice-lines';
import { InvoiceStatus } from './components/invoice-status';
import { InvoicesCopy as copy } from './copy';
import { lagosDate, monthName } from './money-format';

export function InvoicePage() {
  const organisation = useOrganisationContext();
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(organisation.id, invoiceId);
  const back = (
    <Link to={organisationPath(organisation.id, 'invoices')} className="self-start text-brand-700 underline">
      {copy.backToInvoices}
    </Link>
  );
  if (invoice.isPending) return <Spinner label={copy.invoiceLoading} className="py-12" />;
  if (invoice.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Alert tone="error">{invoice.error.message}</Alert>
        <Button variant="outline" className="self-start" onClick={() => void invoice.refetch()}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <InvoiceView organisationId={organisation.id} invoice={invoice.data} />
    </div>
  );
}

export function InvoiceView({ organisationId, invoice }: { organisationId: string; invoice: InvoiceDetail }) {
  const pay = usePayInvoice(organisationId);
  const [busy, setBusy] = useState<InvoiceFileKind | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const download = async (kind: InvoiceFileKind) => {
    setFileError(null);
    setBusy(kind);
    try {
      await downloadInvoice(organisationId, invoice, kind);
    } catch (error) {
      setFileError(apiErrorMessage(error, kind === 'pdf' ? copy.downloadPdf : copy.downloadCsv));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="invoice-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="invoice-title" className="text-xl font-bold text-slate-900">
          {invoice.number}
        </h2>
        <InvoiceStatus invoice={invoice} />
        <span className="text-slate-700">{monthName(invoice.month)}</span>
      </div>
      {invoice.status === 'issued' && invoice.overdue ? (
        <Alert tone="warning">{CardRequiredMessages.overdue}</Alert>
      ) : null}
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-700">{copy.billTo}</dt>
          <dd className="text-slate-900">
            {invoice.billTo.legalName}
            <span className="block">
              {copy.tin} {invoice.billTo.tin}
            </span>
            <span className="block whitespace-pre-line">{invoice.billTo.billingAddress}</span>
            <span className="block break-all">{invoice.billTo.billingEmail}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{copy.issued}</dt>
          <dd className="text-slate-900">{lagosDate(invoice.issuedAt)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{invoice.paidAt ? copy.paidOn : copy.dueDate}</dt>
          <dd className="text-slate-900">{lagosDate(invoice.paidAt ?? invoice.dueAt)}</dd>
        </div>
      </dl>
      <InvoiceLines invoice={invoice} />
      <div className="flex flex-wrap gap-2">
        {invoice.status === 'issued' ? (
          <Button size="lg" disabled={pay.isPending} onClick={() => pay.mutate(invoice.id)}>
            {pay.isPending ? copy.opening : copy.pay}
          </Button>
        ) : null}
        <Button variant="outline" disabled={busy !== null} onClick={() => void download('pdf')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {busy === 'pdf' ? copy.downloading : copy.downloadPdf}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => void download('csv')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {busy === 'csv' ? copy.downloading : copy.downloadCsv}
        </Button>
      </div>
      {pay.isError ? <Alert tone="error">{pay.error.message}</Alert> : null}
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
    </section>
  );
}
