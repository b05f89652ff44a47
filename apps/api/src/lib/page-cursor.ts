/**
 * The page cursor of the lists that page by (created_at, id) (an organisation's bookings, issue 39
 * item 5; a partner's bookings and a webhook endpoint's deliveries, issue 40): the last row's
 * (created_at, id), base64url-encoded, so the next page starts strictly after it whatever was
 * added meanwhile. The time is a JavaScript Date: a list compares created_at to the millisecond.
 */
import { AppError } from './errors';
import { isUuid } from './ids';

export interface CursorRow {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: CursorRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/** @throws AppError 400 VALIDATION_FAILED (`details.cursor`) for a cursor this API did not make. */
export function decodeCursor(cursor: string): CursorRow {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && isUuid(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.badRequest('Invalid cursor', { cursor: 'Use the nextCursor of the previous page' });
}
