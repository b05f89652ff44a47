/**
 * The stable machine codes of the §8 error envelope (spec §7, §8). A module of its own, free of
 * zod, so the web app's first load can name a code without loading the envelope's schemas.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** A malformed request that is not a field validation failure (bad URL, bad header). */
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_JSON: 'INVALID_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The access token is valid but its session was ended (sign-out, password changed; issue 26 §6). */
  SESSION_ENDED: 'SESSION_ENDED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  /** A known path called with a method it does not answer; the `Allow` header lists those it does (RFC 9110 §15.5.6). */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  /** No officer is free for the service window (issue 15 §4). */
  FULLY_BOOKED: 'FULLY_BOOKED',
  UNPROCESSABLE: 'UNPROCESSABLE',
  /** The officer entered a meeting code that does not match (issue 17 §2). */
  MEETING_CODE_WRONG: 'MEETING_CODE_WRONG',
  /** Five wrong meeting-code tries: only a dispatcher can unlock it (issue 17 §2). */
  MEETING_CODE_LOCKED: 'MEETING_CODE_LOCKED',
  /** The officer tried to check in before the check-in window opened (issue 26 §1). */
  CHECK_IN_NOT_OPEN: 'CHECK_IN_NOT_OPEN',
  /** The officer has checked in: the traveller can no longer cancel in the app (issue 26 §2). */
  SERVICE_UNDER_WAY: 'SERVICE_UNDER_WAY',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Malformed HTTP (hardening, issue 14 item 6): bad percent-encoding, over-long path parameter, oversized headers, time-out. */
  BAD_URL: 'BAD_URL',
  URI_TOO_LONG: 'URI_TOO_LONG',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  PAYMENT_NOT_VERIFIED: 'PAYMENT_NOT_VERIFIED',
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  FLIGHT_PROVIDER_ERROR: 'FLIGHT_PROVIDER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A lead passenger's pass link past the day of its service (issue 36 item 1): 410. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
