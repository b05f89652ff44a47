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

/**
 * Accepts; answers the organisation joined, with the role. The invitation is then used: its
 * cached preview says so at once, in the render that shows the link to the organisation. A
 * refetch instead removed the "Valid until" row a moment later and moved that link up under a
 * finger (or a test's click) already on its way to it.
 */
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
      client.setQueryData(invitationQuery(token).queryKey, (preview) =>
        preview ? { ...preview, state: 'accepted' as const } : preview,
      );
    },
  });
}
