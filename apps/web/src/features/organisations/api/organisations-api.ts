/**
 * The caller's organisations (issue 39 items 1 and 5): `GET /api/organisations` (the switcher),
 * `POST /api/organisations` (apply), `GET` and `PATCH /api/organisations/:organisationId`.
 */
import {
  type OrganisationApplication,
  OrganisationSchema,
  type OrganisationSettingsUpdate,
  OrganisationSummarySchema,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of everything an organisation shows; invalidate it after a change. */
export const organisationsKey = ['organisations'] as const;

const SummariesResponse = successEnvelope(z.array(OrganisationSummarySchema));
const OrganisationResponse = successEnvelope(OrganisationSchema);

export const myOrganisationsQuery = () =>
  queryOptions({
    queryKey: [...organisationsKey, 'mine'],
    queryFn: async ({ signal }) => (await apiClient.get('/organisations', { schema: SummariesResponse, signal })).data,
    staleTime: 60_000,
  });

/** The signed-in person's organisations with their role in each (none for most travellers). */
export function useMyOrganisations(enabled = true) {
  return useQuery({ ...myOrganisationsQuery(), enabled });
}

export const organisationQuery = (organisationId: string) =>
  queryOptions({
    queryKey: [...organisationsKey, organisationId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/organisations/${encodeURIComponent(organisationId)}`, {
          schema: OrganisationResponse,
          signal,
        })
      ).data,
  });

/** One organisation as a member sees it: 404 (ApiError) when the caller is not a member. */
export function useOrganisation(organisationId: string) {
  return useQuery(organisationQuery(organisationId));
}

/** Applies for a business account; the applicant becomes its owner. */
export function useApplyForOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (application: OrganisationApplication) =>
      (await apiClient.post('/organisations', application, { schema: OrganisationResponse })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: organisationsKey }),
  });
}

/** Owner, admin: billing e-mail and address, whether cost centre and PO reference are required. */
export function useUpdateOrganisationSettings(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: OrganisationSettingsUpdate) =>
      (
        await apiClient.patch(`/organisations/${encodeURIComponent(organisationId)}`, update, {
          schema: OrganisationResponse,
        })
      ).data,
    onSuccess: (organisation) => {
      client.setQueryData(organisationQuery(organisationId).queryKey, organisation);
      void client.invalidateQueries({ queryKey: [...organisationsKey, 'mine'] });
    },
  });
}
