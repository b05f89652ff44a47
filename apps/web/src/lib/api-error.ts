/**
 * The one error type the web app's data layer throws (spec §8).
 *
 * `status` is the HTTP status when the server answered, or null when no answer came (network
 * failure, time-out) or the request never left. `code` is the server's stable `error` code when
 * it sent one, else one of {@link ClientErrorCode}. `details` maps a field to its message
 * (validation failures).
 */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  UNEXPECTED: 'UNEXPECTED',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string;
  readonly details: Record<string, string> | undefined;

  constructor(message: string, options: { status: number | null; code: string; details?: Record<string, string> }) {
    super(message);
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

/** True for an {@link ApiError} with this HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
