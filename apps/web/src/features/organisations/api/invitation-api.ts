/**
 * An invitation's signed link (issue 39 item 1): `GET /api/invitations/:token` (public) and
 * `POST /api/invitations/:token/accept` (signed in, with the invited e-mail).
 */
import { InvitationPreviewSchema, OrganisationSummarySchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { organisationsKey } from './organisations-api';

const PreviewResponse = successEnvelope(InvitationPreviewSchema);

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/invitations/${encodeURIComponent(token)}`, {
          schema: PreviewResponse,
          signal,
          auth: false,
        })
      ).data,
    retry: false,
  });

export function useInvitationPreview(token: string) {
  return useQuery(invitationQuery(token));
}

/** Accepts; answers the organisation joined, with the role. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`/invitations/${encodeURIComponent(token)}/accept`, undefined, {
          schema: successEnvelope(OrganisationSummarySchema),
        })
      ).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organisationsKey });
      void client.invalidateQueries({ queryKey: ['invitation', token] });
    },
  });
}
