/**
 * GET /api/flights/search/route/:departure/:arrival/:date (spec §7): the flights at an airport we
 * serve between two places (IATA code, city or airport name) on a date, in time order; may be
 * empty.
 */
import { type FlightSearchResult, FlightSearchResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(z.array(FlightSearchResultSchema));

/** @throws ApiError (404 when none match, 400 for bad terms or date). */
export async function searchFlightsByRoute(
  departure: string,
  arrival: string,
  date: string,
): Promise<FlightSearchResult[]> {
  const path = ['', 'flights', 'search', 'route', departure, arrival, date].map(encodeURIComponent).join('/');
  const body = await apiClient.get(path, { auth: false, schema: ResponseSchema });
  return body.data;
}

export interface FlightRouteSearch {
  departure: string;
  arrival: string;
  /** Departure date `YYYY-MM-DD`. */
  date: string;
}

/** The route search a traveller runs with Search (on demand, not cached). */
export function useSearchFlightsByRoute() {
  return useMutation({
    mutationFn: ({ departure, arrival, date }: FlightRouteSearch) => searchFlightsByRoute(departure, arrival, date),
  });
}
