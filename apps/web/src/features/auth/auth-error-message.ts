/**
 * The text to show for a failed sign-in or sign-up (spec §8): the server's message, or the first
 * field message of a validation failure (more useful than 'Validation failed'), else `fallback`
 * ('Login failed. Please try again.' / 'Registration failed. Please try again.').
 */
import { ApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';

export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.details) {
    const first = Object.values(error.details)[0];
    if (first) return first;
  }
  return apiErrorMessage(error, fallback);
}
