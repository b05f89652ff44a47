/**
 * The admin console of organisations (issue 39 item 5), admin only: `GET /api/ops/organisations
 * ?status=`, `GET .../:id`, `POST .../:id/approve` (terms), `PUT .../:id/terms`, `POST
 * .../:id/suspend` {reason}, `POST .../:id/reinstate`, `POST .../:id/payouts` (commission paid).
 */
import {
  type CommissionPayoutRequest,
  CommissionPayoutResultSchema,
  OpsOrganisationSchema,
  type OrganisationStatus,
  type OrganisationTermsInput,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const opsOrganisationsKey = ['ops', 'organisations'] as const;
const ListResponse = successEnvelope(z.array(OpsOrganisationSchema));
const OneResponse = successEnvelope(OpsOrganisationSchema);
const base = (id: string) => `/ops/organisations/${encodeURIComponent(id)}`;

export const opsOrganisationsQuery = (status?: OrganisationStatus) =>
  queryOptions({
    queryKey: [...opsOrganisationsKey, 'list', status ?? 'all'],
    queryFn: async ({ signal }) => {
      const query = status ? `?${new URLSearchParams({ status })}` : '';
      return (await apiClient.get(`/ops/organisations${query}`, { schema: ListResponse, signal })).data;
    },
  });

/** Applications first, then the others, newest first (the API's order). */
export function useOpsOrganisations(status?: OrganisationStatus) {
  return useQuery(opsOrganisationsQuery(status));
}

export const opsOrganisationQuery = (id: string) =>
  queryOptions({
    queryKey: [...opsOrganisationsKey, id],
    queryFn: async ({ signal }) => (await apiClient.get(base(id), { schema: OneResponse, signal })).data,
  });

export function useOpsOrganisation(id: string) {
  return useQuery(opsOrganisationQuery(id));
}

/** The admin's actions on one organisation; each refreshes the list and the organisation. */
function useOpsAction<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: opsOrganisationsKey }),
  });
}

export const useApproveOrganisation = (id: string) =>
  useOpsAction((terms: OrganisationTermsInput) => apiClient.post(`${base(id)}/approve`, terms));

export const useSaveTerms = (id: string) =>
  useOpsAction((terms: OrganisationTermsInput) => apiClient.put(`${base(id)}/terms`, terms));

export const useSuspendOrganisation = (id: string) =>
  useOpsAction((reason: string) => apiClient.post(`${base(id)}/suspend`, { reason }));

export const useReinstateOrganisation = (id: string) =>
  useOpsAction((_: undefined) => apiClient.post(`${base(id)}/reinstate`));

/** A commission payout to an agency: naira kobo, paid on a Lagos date; answers what is still unpaid. */
export const useRecordPayout = (id: string) =>
  useOpsAction(
    async (payout: CommissionPayoutRequest) =>
      (
        await apiClient.post(`${base(id)}/payouts`, payout, {
          schema: successEnvelope(CommissionPayoutResultSchema),
        })
      ).data,
  );
