/**
 * What a benchmark scenario is: a name and a setup that prepares its data through the running
 * product's API and returns the request(s) autocannon repeats, and optionally the minimal server's request
 * that does the same work (../minimal/api-server.ts), measured beside it on PostgreSQL. Add a
 * scenario as one module in this folder and list it in ./index.ts.
 */
export interface BenchContext {
  /** The product under test, already listening, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  kind: 'pglite' | 'postgres';
}

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, e.g. /api/flights/search/number/BA75/2026-12-01 */
  path: string;
  headers?: Record<string, string>;
  /** JSON text for POST/PUT. */
  body?: string;
}

/** The product's request(s), and the minimal server's request doing the same work, if it has one. */
export interface Prepared {
  requests: BenchRequest[];
  minimal?: BenchRequest;
}

export interface Scenario {
  name: string;
  /** Runs once per database before measuring; throws when the app does not answer as expected. */
  setup(ctx: BenchContext): Promise<BenchRequest | BenchRequest[] | Prepared>;
}

/** A setup's answer in one shape. */
export function prepared(answer: BenchRequest | BenchRequest[] | Prepared): Prepared {
  if (Array.isArray(answer)) return { requests: answer };
  return 'requests' in answer ? answer : { requests: [answer] };
}
