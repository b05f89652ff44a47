/**
 * Members and invitations of one organisation (issue 39 item 1), owner and admin:
 * `GET .../members`, `PATCH` / `DELETE .../members/:userId`, `GET` / `POST .../invitations`,
 * `DELETE .../invitations/:invitationId`, `POST .../invitations/import` (CSV text).
 */
import {
  InvitationImportResultSchema,
  type InvitationRequest,
  OrganisationInvitationSchema,
  OrganisationMemberSchema,
  type OrganisationRole,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { organisationsKey } from './organisations-api';

const MembersResponse = successEnvelope(z.array(OrganisationMemberSchema));
const InvitationsResponse = successEnvelope(z.array(OrganisationInvitationSchema));
const ImportResponse = successEnvelope(InvitationImportResultSchema);

const base = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`;
const membersKey = (organisationId: string) => [...organisationsKey, organisationId, 'members'] as const;
const invitationsKey = (organisationId: string) => [...organisationsKey, organisationId, 'invitations'] as const;

export const membersQuery = (organisationId: string) =>
  queryOptions({
    queryKey: membersKey(organisationId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base(organisationId)}/members`, { schema: MembersResponse, signal })).data,
  });

export function useMembers(organisationId: string) {
  return useQuery(membersQuery(organisationId));
}

export const invitationsQuery = (organisationId: string) =>
  queryOptions({
    queryKey: invitationsKey(organisationId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base(organisationId)}/invitations`, { schema: InvitationsResponse, signal })).data,
  });

/** The pending invitations. */
export function useInvitations(organisationId: string) {
  return useQuery(invitationsQuery(organisationId));
}

export function useChangeMemberRole(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: OrganisationRole }) =>
      apiClient.patch(`${base(organisationId)}/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(organisationId) }),
  });
}

export function useRemoveMember(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      apiClient.delete(`${base(organisationId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(organisationId) }),
  });
}

export function useInvite(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: InvitationRequest) =>
      apiClient.post(`${base(organisationId)}/invitations`, invitation),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organisationId) }),
  });
}

/** Bulk invitations from a CSV file's text (header `email,role`): one result per row. */
export function useImportInvitations(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      (await apiClient.post(`${base(organisationId)}/invitations/import`, { csv }, { schema: ImportResponse })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organisationId) }),
  });
}

export function useRevokeInvitation(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      apiClient.delete(`${base(organisationId)}/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organisationId) }),
  });
}
