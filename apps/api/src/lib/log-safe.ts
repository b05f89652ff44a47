/**
 * Error serializer for the logger: keeps what an operator needs (type, message, code, the
 * database's constraint/table/column, stack frames) and drops what can carry personal data
 * (issue 14, item 4; architecture guide, Logs).
 *
 * Drizzle's query errors put the SQL text and its parameters (a password hash, e-mail, phone,
 * date of birth...) into their message and `params`; `pg` errors put row values into `detail`
 * and `where`, and quote the offending value in messages such as
 * `invalid input syntax for type uuid: "..."`. None of that reaches the log.
 */

/** Fields of a `pg` DatabaseError that name schema objects, never values (PostgreSQL error fields). */
const SAFE_DB_FIELDS = ['severity', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
/** How many `cause` links are followed. */
const MAX_CAUSES = 4;

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** Stack frames only; empty when the value was not thrown with a stack. */
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
/** A quoted value after a colon or equals sign: `...: "value"`, `...=(value)`. */
const QUOTED_VALUE = /([:=]\s*)("[^"]*"|'[^']*'|\([^)]*\))/g;

/** Removes values that a library message may quote; keeps the wording around them. */
export function scrubMessage(message: string): string {
  return message.replace(QUOTED_VALUE, '$1[redacted]').replace(EMAIL, '[email]');
}

/** Stack frames only: the first lines of `stack` repeat the (unsafe) message. */
function framesOf(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function isQueryError(err: Record<string, unknown>): boolean {
  return 'query' in err && 'params' in err;
}

/** Serialises any thrown value for pino's `err` key; non-errors pass through as their type. */
export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an error]', stack: '' };
  const raw = err as Error & Record<string, unknown>;
  const out: SafeError = {
    type: raw.constructor?.name ?? raw.name,
    // Drizzle: "Failed query: <sql>\nparams: <values>"; the cause carries the real reason.
    message: isQueryError(raw) ? 'Failed query' : scrubMessage(raw.message),
    stack: framesOf(raw.stack),
  };
  if (typeof raw.code === 'string') out.code = raw.code;
  if (typeof raw.statusCode === 'number') out.statusCode = raw.statusCode;
  for (const field of SAFE_DB_FIELDS) {
    if (typeof raw[field] === 'string') out[field] = raw[field];
  }
  if (raw.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(raw.cause, depth + 1);
  return out;
}

/**
 * Path segments that are bearer secrets: the lead passenger's pass token, in the page the text
 * links to (`/pass/<token>`) and in the API calls that page makes (`/api/pass/<token>/…`).
 */
const SECRET_PATH = /^(\/(?:api\/)?pass\/)[^/?#]+/;

/**
 * The address as the log may hold it: the pass token replaced by `[redacted]`, and the query
 * string by its parameter names (`/reset-password?token`, `/api/ops/board?date&q`): a query can
 * carry a password-reset token, an OAuth code or what a dispatcher searched for (an e-mail, a
 * phone number), and logs never hold query values (architecture guide, Logs; issue 14, item 4).
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(SECRET_PATH, '$1[redacted]');
  if (at === -1) return path;
  const names = [...new Set([...new URLSearchParams(url.slice(at + 1)).keys()])];
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/** The request as a log line holds it: Fastify's default fields, with the address through {@link safeUrl}. */
export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}): { method: string; url: string; host?: string; remoteAddress?: string; remotePort?: number } {
  return {
    method: req.method,
    url: safeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
