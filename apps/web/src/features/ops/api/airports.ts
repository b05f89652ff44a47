/**
 * The served airports with their terminals (issue 41 item 1): `GET /api/ops/airports`
 * (dispatcher, admin), every airport open or closed, in IATA order. The officer form offers them
 * and the terminals of the chosen one; the officer list shows and filters by them.
 */
import { ServedAirportSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ListResponse = successEnvelope(z.array(ServedAirportSchema));

/** @throws ApiError (403 for an officer). */
export async function getServedAirports(signal?: AbortSignal) {
  const body = await apiClient.get('/ops/airports', { schema: ListResponse, ...(signal ? { signal } : {}) });
  return body.data;
}

/** Airports change rarely: kept for a few minutes, refreshed with every other ops query. */
export const servedAirportsQuery = () =>
  queryOptions({
    queryKey: [...opsKey, 'airports'] as const,
    queryFn: ({ signal }) => getServedAirports(signal),
    staleTime: 5 * 60_000,
  });

/** "Abuja (ABV)": how every staff screen names a served airport (issue 41 item 1). */
export const airportName = (airport: { iata: string; city: string }) => `${airport.city} (${airport.iata})`;

/** The name of the airport `iata` among `airports`, or the code alone while the airports load. */
export function airportLabel(iata: string, airports: readonly { iata: string; city: string }[] | undefined): string {
  const airport = airports?.find((a) => a.iata === iata);
  return airport ? airportName(airport) : iata;
}
