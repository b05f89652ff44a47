/**
 * What a benchmark scenario is: a name and a setup that prepares its data against the running
 * app and returns the request(s) autocannon repeats. Add a scenario as one module in this
 * folder and list it in ./index.ts.
 */
import type { Database } from '@fasttrack/api/src/db/client';
import type { FastifyInstance } from 'fastify';

export interface BenchContext {
  /** The app under test, already listening. */
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  database: Database;
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

export interface Scenario {
  name: string;
  /** Runs once per database before measuring; throws when the app does not answer as expected. */
  setup(ctx: BenchContext): Promise<BenchRequest | BenchRequest[]>;
}
