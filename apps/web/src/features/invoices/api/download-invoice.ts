/**
 * `GET /api/organisations/:id/invoices/:invoiceId/pdf` and `/csv` (issue 39 item 3): the invoice
 * as a file, saved under the name the server gives (its number).
 */
import { downloadFile } from '../../../lib/download-file';
import { invoicesApiPath } from './get-invoices';

export type InvoiceFileKind = 'pdf' | 'csv';

/** @throws ApiError with the server's message, or a network error. */
export function downloadInvoice(
  organisationId: string,
  invoice: { id: string; number: string },
  kind: InvoiceFileKind,
): Promise<string> {
  return downloadFile(invoicesApiPath(organisationId, invoice.id, kind), `${invoice.number}.${kind}`);
}
