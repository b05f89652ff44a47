/**
 * The organisation's passenger list (issue 39 item 2), owner, admin and arranger:
 * `GET .../passengers?q=`, `POST .../passengers` (one), `PATCH`/`DELETE .../passengers/:passengerId`,
 * `POST .../passengers/import` (CSV text).
 */
import {
  OrganisationPassengerSchema,
  PassengerImportResultSchema,
  type PassengerRequest,
  type PassengerUpdate,
  successEnvelope,
} from '@fasttrack/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { organisationsKey } from './organisations-api';

const PassengersResponse = successEnvelope(z.array(OrganisationPassengerSchema));
const PassengerResponse = successEnvelope(OrganisationPassengerSchema);
const ImportResponse = successEnvelope(PassengerImportResultSchema);

const base = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}/passengers`;
const passengersKey = (organisationId: string) => [...organisationsKey, organisationId, 'passengers'] as const;

/** The list, filtered by `q` (name, phone or e-mail, as the API matches it). */
export const passengersQuery = (organisationId: string, q = '') =>
  queryOptions({
    queryKey: [...passengersKey(organisationId), q],
    queryFn: async ({ signal }) => {
      const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
      return (await apiClient.get(`${base(organisationId)}${query}`, { schema: PassengersResponse, signal })).data;
    },
  });

export function usePassengers(organisationId: string, q = '') {
  return useQuery({ ...passengersQuery(organisationId, q), placeholderData: keepPreviousData });
}

export function useAddPassenger(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (passenger: PassengerRequest) =>
      (await apiClient.post(base(organisationId), passenger, { schema: PassengerResponse })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: passengersKey(organisationId) }),
  });
}

/** Corrects a passenger's name, phone or e-mail (their bookings keep what they were made with). */
export function useUpdatePassenger(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ passengerId, update }: { passengerId: string; update: PassengerUpdate }) =>
      (
        await apiClient.patch(`${base(organisationId)}/${encodeURIComponent(passengerId)}`, update, {
          schema: PassengerResponse,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: passengersKey(organisationId) }),
  });
}

/** Takes a passenger off the list (their bookings stay). */
export function useRemovePassenger(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (passengerId: string) =>
      apiClient.delete(`${base(organisationId)}/${encodeURIComponent(passengerId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: passengersKey(organisationId) }),
  });
}

/** Imports a CSV file's text (header `full_name,phone,email`): one result per row. */
export function useImportPassengers(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      (await apiClient.post(`${base(organisationId)}/import`, { csv }, { schema: ImportResponse })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: passengersKey(organisationId) }),
  });
}
