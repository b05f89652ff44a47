/**
 * What the booking dialog says when creating a booking fails (spec §8, issue 15 §1, §4).
 * A 409 FULLY_BOOKED or a 422 (too soon, or the service does not fit the flight) carries a
 * sentence meant for the traveller: it is shown as it is, next to Confirm Booking. Anything else
 * is 'Error creating booking. Please try again.' with the server's reason for a 4xx.
 */
import { ErrorCode, Messages } from '@fasttrack/contracts';
import { ApiError } from '../../lib/api-error';

export interface CreateError {
  text: string;
  detail?: string;
  /** The API's own sentence, shown as it is next to Confirm Booking. */
  asIs?: boolean;
}

/** The message for a failed create; `asIs` for 409 FULLY_BOOKED and 422. */
export function createErrorFor(error: unknown): CreateError {
  if (
    error instanceof ApiError &&
    ((error.status === 409 && error.code === ErrorCode.FULLY_BOOKED) || error.status === 422)
  ) {
    return { text: error.message, asIs: true };
  }
  const detail = error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : undefined;
  return { text: Messages.bookingCreateError, ...(detail ? { detail } : {}) };
}
