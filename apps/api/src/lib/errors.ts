/**
 * The one error type of the API (spec §8, architecture "API conventions").
 * Throw `AppError` anywhere; the error handler turns it into
 * `{ success: false, message, error, details? }` with `statusCode`.
 */
import { ErrorCode, Messages } from '@fasttrack/contracts';

export class AppError extends Error {
  override name = 'AppError';
  /** The HTTP status answered. */
  readonly statusCode: number;
  /** Per-field messages, answered as `details`. */
  readonly details?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers?: Record<string, string>;

  /**
   * @param response.statusCode the HTTP status answered
   * @param response.details per-field messages, answered as `details`
   * @param response.headers extra response headers, e.g. Retry-After
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    response: {
      statusCode: number;
      details?: Record<string, string> | undefined;
      headers?: Record<string, string> | undefined;
    },
  ) {
    super(message);
    this.statusCode = response.statusCode;
    this.details = response.details;
    this.headers = response.headers;
  }

  static badRequest(message: string, details?: Record<string, string>) {
    return new AppError(ErrorCode.VALIDATION_FAILED, message, { statusCode: 400, details });
  }
  static unauthorized(message: string = Messages.unauthorized) {
    return new AppError(ErrorCode.UNAUTHORIZED, message, { statusCode: 401 });
  }
  static forbidden(message: string = Messages.forbidden) {
    return new AppError(ErrorCode.FORBIDDEN, message, { statusCode: 403 });
  }
  static notFound(message: string = Messages.notFound) {
    return new AppError(ErrorCode.NOT_FOUND, message, { statusCode: 404 });
  }
  static conflict(message: string, code: ErrorCode = ErrorCode.CONFLICT) {
    return new AppError(code, message, { statusCode: 409 });
  }
  static unprocessable(message: string) {
    return new AppError(ErrorCode.UNPROCESSABLE, message, { statusCode: 422 });
  }
  static rateLimited(retryAfterSeconds: number) {
    return new AppError(ErrorCode.RATE_LIMITED, Messages.rateLimited, {
      statusCode: 429,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
  static unavailable(message: string, code: ErrorCode = ErrorCode.SERVICE_UNAVAILABLE) {
    return new AppError(code, message, { statusCode: 503 });
  }
}
