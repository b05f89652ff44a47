/**
 * A typed client of the FastTrack LOS API (issue 31 §3): openapi-fetch over the types that
 * openapi-typescript generates from `/api/openapi.json` (`openapi.d.ts`). Each call names the
 * path and method of the document; its parameters, body and answers are typed from it.
 *
 *   const api = createApiClient('http://localhost:3000');
 *   const { data, error } = await api.GET('/api/flights/search/number/{flightNumber}/{date}', {
 *     params: { path: { flightNumber: 'BA75', date: '2026-12-01' } },
 *   });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi';

export type { components, operations, paths } from './openapi';

export type ApiClient = Client<paths>;

/** A client of the API at `baseUrl` (its origin, no trailing slash), with an optional access token. */
export function createApiClient(baseUrl: string, accessToken?: string): ApiClient {
  return createClient<paths>({
    baseUrl,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
}
