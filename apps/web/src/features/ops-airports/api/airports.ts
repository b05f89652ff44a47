/**
 * Served airports (issue 41 item 1): `GET /api/ops/airports` (dispatcher, admin), and the admin's
 * changes: `POST /api/ops/airports`, `PATCH /api/ops/airports/:iata`, terminals under
 * `/api/ops/airports/:iata/terminals[/:name]` (POST, PATCH, DELETE). Every change answers the
 * airport as it now stands; the mutation hooks refresh the list.
 */
import {
  type CreateServedAirportRequest,
  type CreateTerminalRequest,
  ServedAirportSchema,
  successEnvelope,
  type UpdateServedAirportRequest,
  type UpdateTerminalRequest,
} from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { servedAirportsQuery } from '../../ops/index';

/**
 * The airports list is the ops feature's query (the officer form reads it too): one fetch, one
 * cache entry. Its key is this feature's, and its meeting points live below it.
 */
export const airportsQuery = servedAirportsQuery;
export const airportsKey = servedAirportsQuery().queryKey;

const OneResponse = successEnvelope(ServedAirportSchema);

const airportPath = (iata: string) => `/ops/airports/${encodeURIComponent(iata)}`;
const terminalPath = (iata: string, name: string) => `${airportPath(iata)}/terminals/${encodeURIComponent(name)}`;

/** A mutation whose success refreshes the airports and their meeting points. */
function useAirportsMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airportsKey }),
  });
}

export const useCreateAirport = () =>
  useAirportsMutation((body: CreateServedAirportRequest) =>
    apiClient.post('/ops/airports', body, { schema: OneResponse }),
  );

export const useUpdateAirport = () =>
  useAirportsMutation(({ iata, changes }: { iata: string; changes: UpdateServedAirportRequest }) =>
    apiClient.patch(airportPath(iata), changes, { schema: OneResponse }),
  );

export const useCreateTerminal = () =>
  useAirportsMutation(({ iata, terminal }: { iata: string; terminal: CreateTerminalRequest }) =>
    apiClient.post(`${airportPath(iata)}/terminals`, terminal, { schema: OneResponse }),
  );

export const useUpdateTerminal = () =>
  useAirportsMutation(({ iata, name, changes }: { iata: string; name: string; changes: UpdateTerminalRequest }) =>
    apiClient.patch(terminalPath(iata, name), changes, { schema: OneResponse }),
  );

/** Refused (409, with the sentence to show) while officers of the airport work in the terminal. */
export const useDeleteTerminal = () =>
  useAirportsMutation(({ iata, name }: { iata: string; name: string }) =>
    apiClient.delete(terminalPath(iata, name), { schema: OneResponse }),
  );
