/**
 * GET /api/ops/board?date=&filter=&q=&airport= (issue 15 §7): one Lagos date's confirmed bookings
 * in meeting-time order with their officers, and the capacity per hour; at one served airport when
 * `airport` is given (issue 41). Dispatcher and admin.
 */
import { type OpsBoardQuery, OpsBoardSchema, successEnvelope } from '@fasttrack/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(OpsBoardSchema);

/** Every ops query key starts with this, so a staff change refreshes the board and lists. */
export const opsKey = ['ops'] as const;
export const boardKey = [...opsKey, 'board'] as const;

/** @throws ApiError (403 for an officer, 404 for a customer, 422 for a bad date). */
export async function getBoard(query: OpsBoardQuery, signal?: AbortSignal) {
  const body = await apiClient.get('/ops/board', {
    query: { date: query.date, filter: query.filter, q: query.q || undefined, airport: query.airport || undefined },
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Refetched every minute: the board is watched through the day. */
export const boardQuery = (query: OpsBoardQuery) =>
  queryOptions({
    queryKey: [...boardKey, query.date, query.filter, query.q ?? '', query.airport ?? ''],
    queryFn: ({ signal }) => getBoard(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
