/**
 * `GET /api/organisations/:id/statement?from&to` (issue 39 items 4, 6): the ledger entries of a
 * range of Lagos dates with the running balance, the balance, and an agency's commission.
 */
import { type StatementQuery, StatementSchema, successEnvelope } from '@fasttrack/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const Schema = successEnvelope(StatementSchema);

export const statementQuery = (organisationId: string, range: StatementQuery) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'statement', range],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      if (range.from) params.set('from', range.from);
      if (range.to) params.set('to', range.to);
      const query = params.size > 0 ? `?${params}` : '';
      return (
        await apiClient.get(`/organisations/${encodeURIComponent(organisationId)}/statement${query}`, {
          schema: Schema,
          signal,
        })
      ).data;
    },
  });

export function useStatement(organisationId: string, range: StatementQuery) {
  return useQuery({ ...statementQuery(organisationId, range), placeholderData: keepPreviousData });
}
