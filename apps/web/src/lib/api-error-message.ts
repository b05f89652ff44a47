/**
 * The one place a thrown value becomes the text a traveller reads (spec §8).
 *
 * The API client already gives every {@link ApiError} its §8 message (the server's `message`,
 * else its `error`, else 'HTTP {status} error'; the network and unexpected texts). What is left is
 * the caller's own fallback ('Login failed', 'Failed to cancel booking', ...): it is used when the
 * value carries no message, and when the server answered something unusable (INVALID_RESPONSE):
 * §5 "count as failed unless the response has success and data".
 */
import { ApiError, ClientErrorCode } from './api-error';

/** The §8 message for `error`, else `fallback`. Never throws. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === ClientErrorCode.INVALID_RESPONSE) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * `error` as an ApiError carrying {@link apiErrorMessage}; status, code and field details are
 * kept, so callers can still tell a 409 from a 422. A value that is not an ApiError becomes one
 * with status null and code UNEXPECTED.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  const message = apiErrorMessage(error, fallback);
  if (!(error instanceof ApiError)) return new ApiError(message, { status: null, code: ClientErrorCode.UNEXPECTED });
  if (message === error.message) return error;
  return new ApiError(message, { status: error.status, code: error.code, details: error.details });
}
