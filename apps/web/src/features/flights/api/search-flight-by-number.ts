/**
 * GET /api/flights/search/number/:flightNumber/:date (spec §7): one dated flight at an airport we serve.
 * `date` is the departure date `YYYY-MM-DD`. 404 when there is none (§8 'No flight found...').
 */
import { type FlightSearchResult, FlightSearchResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(FlightSearchResultSchema);

/** @throws ApiError (404 when no such flight, 400 for a bad number or date). */
export async function searchFlightByNumber(flightNumber: string, date: string): Promise<FlightSearchResult> {
  const path = `/flights/search/number/${encodeURIComponent(flightNumber)}/${encodeURIComponent(date)}`;
  const body = await apiClient.get(path, { auth: false, schema: ResponseSchema });
  return body.data;
}

export interface FlightNumberSearch {
  flightNumber: string;
  /** Departure date `YYYY-MM-DD`. */
  date: string;
}

/** The search a traveller runs with Search (a write-like action: run on demand, not cached). */
export function useSearchFlightByNumber() {
  return useMutation({
    mutationFn: ({ flightNumber, date }: FlightNumberSearch) => searchFlightByNumber(flightNumber, date),
  });
}
