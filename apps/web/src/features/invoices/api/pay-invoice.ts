/**
 * `POST /api/organisations/:id/invoices/:invoiceId/pay` (issue 39 item 3): the page where the
 * invoice's Paystack payment request is paid (card or bank transfer). The browser goes there; the
 * invoice becomes paid when Paystack's webhook arrives, so its queries are read again on return.
 */
import { InvoicePaymentLinkSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoicesApiPath } from './get-invoices';

const Schema = successEnvelope(InvoicePaymentLinkSchema);

/** @throws ApiError (404 not this organisation's, 409 paid already, 502/503 Paystack unavailable). */
export async function invoicePaymentLink(organisationId: string, invoiceId: string) {
  return (await apiClient.post(invoicesApiPath(organisationId, invoiceId, 'pay'), undefined, { schema: Schema })).data;
}

/** Asks for the pay page, then leaves for it (a full page load: Paystack's page is another site). */
export function usePayInvoice(
  organisationId: string,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: (invoiceId: string) => invoicePaymentLink(organisationId, invoiceId),
    onSuccess: (link) => go(link.payUrl),
  });
}
