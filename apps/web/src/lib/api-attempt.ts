/**
 * One HTTP attempt against the API (spec §7, §8), for {@link apiRequest} in `api-client.ts`:
 * builds the request (JSON or a Blob body, the bearer token, extra headers, the query string),
 * applies the per-attempt time-out, and turns the answer into data or an {@link ApiError} with
 * the §8 message. The refresh-and-retry around it lives in the client.
 */
import { ApiCallMessages, REQUEST_TIMEOUT_MS } from '@fasttrack/contracts';
import type { z } from 'zod';
import { ApiError, ClientErrorCode } from './api-error';
import { getAuthToken } from './auth-storage';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: HttpMethod;
  /** Serialised as JSON; a Blob (e.g. a File) is sent as is, with its own content type. */
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace Authorization. */
  headers?: Record<string, string>;
  /** Appended as a query string; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Contract schema the whole response body must match. */
  schema?: S;
  /**
   * Send the stored bearer token and handle 401 with refresh + retry (default true). Pass false
   * for the sign-in calls themselves (login, register, refresh, check-user).
   */
  auth?: boolean;
  /**
   * On a 401 to a call that carried a token: refresh + retry, else clear and go to /login
   * (default true). Logout passes false: it must end locally whatever the server answers.
   */
  refreshOnUnauthorized?: boolean;
  /** Caller cancellation (e.g. TanStack Query's signal); cancellation is re-thrown as is. */
  signal?: AbortSignal;
  /** Per-attempt time-out in ms (default 10 000, §7). */
  timeoutMs?: number;
}

/** What one attempt brought back. */
export interface Outcome {
  ok: boolean;
  status: number;
  /** The bearer token the request carried, or null. */
  sentToken: string | null;
  body: unknown;
  /** False when the body was not JSON. */
  parsed: boolean;
}

/**
 * Sends one attempt; `useAuth` adds the stored bearer token.
 * @throws ApiError network (no answer, or the time-out) or unexpected; the caller's abort reason.
 */
export async function send(path: string, options: ApiRequestOptions<z.ZodType | undefined>, useAuth: boolean) {
  let init: RequestInit;
  const extra = Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'authorization');
  const headers: Record<string, string> = { Accept: 'application/json', ...Object.fromEntries(extra) };
  const token = useAuth ? getAuthToken() : null;
  try {
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof Blob) {
      body = options.body;
      if (options.body.type) headers['Content-Type'] ??= options.body.type;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    init = { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' };
  } catch (error) {
    throw unexpected(error);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    if (options.signal?.aborted) throw options.signal.reason;
    const response = await fetch(buildUrl(path, options.query), { ...init, signal: controller.signal });
    const text = await response.text();
    const outcome: Outcome = {
      ok: response.ok,
      status: response.status,
      sentToken: token,
      body: null,
      parsed: true,
    };
    if (text) {
      try {
        outcome.body = JSON.parse(text);
      } catch {
        outcome.parsed = false;
      }
    }
    return outcome;
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw options.signal.reason ?? error;
    // fetch rejects with a TypeError when the request went out and nothing usable came back.
    if (timedOut || error instanceof TypeError) {
      throw new ApiError(ApiCallMessages.networkError, { status: null, code: ClientErrorCode.NETWORK_ERROR });
    }
    throw unexpected(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The body of a usable answer (checked against `schema`). @throws ApiError (§8). */
export function finish(outcome: Outcome, schema: z.ZodType | undefined): unknown {
  const body = outcome.body as Record<string, unknown> | null;
  const refusedInBody = outcome.ok && outcome.parsed && isRecord(body) && body.success === false;
  if (!outcome.ok || refusedInBody) throw serverError(outcome.status, body);
  if (!outcome.parsed)
    throw new ApiError(ApiCallMessages.unexpectedError, {
      status: outcome.status,
      code: ClientErrorCode.INVALID_RESPONSE,
    });
  if (!schema) return body;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(ApiCallMessages.unexpectedError, {
      status: outcome.status,
      code: ClientErrorCode.INVALID_RESPONSE,
    });
  }
  return result.data;
}

function serverError(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message = nonEmpty(record.message) ?? nonEmpty(record.error) ?? ApiCallMessages.httpError(status);
  const details = isRecord(record.details) ? stringValues(record.details) : undefined;
  return new ApiError(message, { status, code: nonEmpty(record.error) ?? `HTTP_${status}`, details });
}

function unexpected(error: unknown): ApiError {
  const message = error instanceof Error && error.message ? error.message : ApiCallMessages.unexpectedError;
  return new ApiError(message, { status: null, code: ClientErrorCode.UNEXPECTED });
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
