/**
 * The page cursor of an organisation's bookings list (issue 39 item 5): the last row's
 * (created_at, id), base64url-encoded, so the next page starts strictly after it whatever was
 * booked meanwhile.
 */
import { AppError } from '../../lib/errors';

export interface CursorRow {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(row: CursorRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/** @throws AppError 400 VALIDATION_FAILED (`details.cursor`) for a cursor this API did not make. */
export function decodeCursor(cursor: string): CursorRow {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && UUID.test(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.badRequest('Invalid cursor', { cursor: 'Use the nextCursor of the previous page' });
}
