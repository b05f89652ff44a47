/**
 * `GET /api/organisations/:id/invoices` (issue 39 item 3): the organisation's invoices, newest
 * first (owner, admin, finance).
 */
import { InvoiceListSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of one organisation's invoices; invalidate it when one may have been paid. */
export const invoicesKey = (organisationId: string) => ['organisations', organisationId, 'invoices'] as const;

/** `/organisations/:id/invoices`, or below it. */
export function invoicesApiPath(organisationId: string, ...segments: string[]): string {
  return ['/organisations', organisationId, 'invoices', ...segments]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

const Schema = successEnvelope(InvoiceListSchema);

export const invoicesQuery = (organisationId: string) =>
  queryOptions({
    queryKey: [...invoicesKey(organisationId), 'list'],
    queryFn: async ({ signal }) =>
      (await apiClient.get(invoicesApiPath(organisationId), { schema: Schema, signal })).data.invoices,
  });

export function useInvoices(organisationId: string) {
  return useQuery(invoicesQuery(organisationId));
}
