/**
 * `GET /api/organisations/:id/invoices/:invoiceId` (issue 39 item 3): one invoice with its lines
 * (services, credits, VAT) and who it is made out to, as the API computed them.
 */
import { InvoiceDetailSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoicesApiPath, invoicesKey } from './get-invoices';

const Schema = successEnvelope(InvoiceDetailSchema);

export const invoiceQuery = (organisationId: string, invoiceId: string) =>
  queryOptions({
    queryKey: [...invoicesKey(organisationId), 'one', invoiceId],
    queryFn: async ({ signal }) =>
      (await apiClient.get(invoicesApiPath(organisationId, invoiceId), { schema: Schema, signal })).data,
  });

export function useInvoice(organisationId: string, invoiceId: string) {
  return useQuery(invoiceQuery(organisationId, invoiceId));
}
