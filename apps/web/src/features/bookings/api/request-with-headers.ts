/**
 * A signed-in API call that needs what `apiRequest` (lib/api-client.ts) does not offer: an extra
 * request header (`Idempotency-Key` on POST /bookings/create) or a raw, non-JSON body (the
 * profile picture upload). It keeps the client's rules: base `/api`, bearer token, 10 000 ms
 * time-out, one refresh + retry on a 401, and the §8 error messages as {@link ApiError}.
 *
 * @returns the parsed JSON body, checked against `schema`.
 * @throws ApiError: the server's `message`, else its `error`, else 'HTTP {status} error';
 *   'Network error - please check your connection' when no answer came (§8).
 */
import { Messages, REQUEST_TIMEOUT_MS } from '@fasttrack/contracts';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { API_BASE, refreshSession } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';
import { clearTokens, getAuthToken } from '../../../lib/auth-storage';

export interface RequestWithHeadersOptions<S extends z.ZodType> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; a Blob (e.g. a File) is sent as is with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  schema: S;
}

export async function requestWithHeaders<S extends z.ZodType>(
  path: string,
  options: RequestWithHeadersOptions<S>,
): Promise<z.output<S>> {
  let response = await send(path, options);
  if (response.status === 401) {
    // Same as the API client: rotate the session once, then retry; else the session is over.
    if (!(await refreshSession())) return expire(response);
    response = await send(path, options);
    if (response.status === 401) return expire(response);
  }
  return finish(response, options.schema);
}

async function send(path: string, options: RequestWithHeadersOptions<z.ZodType>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) {
    body = options.body;
    headers['Content-Type'] = options.body.type;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(Messages.networkError, { status: null, code: ClientErrorCode.NETWORK_ERROR });
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function finish<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body = await readJson(response);
  const refused = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (!response.ok || refused) throw errorFrom(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(Messages.unexpectedError, { status: response.status, code: ClientErrorCode.INVALID_RESPONSE });
  }
  return parsed.data;
}

/** The §8 error for a refused call: the server's `message`, else `error`, else 'HTTP {status} error'. */
function errorFrom(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const details =
    typeof record.details === 'object' && record.details !== null
      ? Object.fromEntries(
          Object.entries(record.details).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : undefined;
  return new ApiError(text(record.message) ?? text(record.error) ?? Messages.httpError(status), {
    status,
    code: text(record.error) ?? `HTTP_${status}`,
    ...(details ? { details } : {}),
  });
}

/** §2: any 401 that a refresh cannot cure clears the tokens and loads /login. */
async function expire(response: Response): Promise<never> {
  clearTokens();
  window.location.assign(paths.login);
  throw errorFrom(response.status, await readJson(response));
}
