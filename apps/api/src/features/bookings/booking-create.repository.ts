/**
 * SQL of creating a booking (issue 15 §4; ADR 217): the one database call that creates a held
 * booking under the capacity locks, and the stored answers of `Idempotency-Key` requests
 * (booking-idempotency.ts).
 */
import { and, type Column, eq, getTableColumns } from 'drizzle-orm';
import { type Executor, executeNamedIn } from '../../db/client';
import { bookings, idempotencyKeys } from '../../db/schema/index';

export type NewBookingRow = typeof bookings.$inferInsert;

/** An `Idempotency-Key` of one user on one endpoint. */
export interface IdempotencyKeyId {
  userId: string;
  /** The endpoint, e.g. `POST /bookings/create`. */
  scope: string;
  key: string;
}

/** The idempotency key stored with a booking, and the answer to replay for it. */
export interface StoredAnswer extends IdempotencyKeyId {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/** What `bookings_create_held` answers (see {@link createHeldBooking}). */
type HeldOutcome = 'created' | 'replay' | 'full' | 'reference-taken' | 'closed';

/** What {@link createHeldBooking} decides and writes under the capacity locks. */
export interface HeldBookingRequest {
  /** The locks of the booking's service window (operations `capacityLocks`). */
  locks: { shared: number; daySpace: number; days: number[] };
  /** The service window, the clock and the window's Lagos day. */
  window: { windowStart: Date; windowEnd: Date; now: Date; dayStart: Date; dayEnd: Date };
  /** The booking; its `airportIata` and flight decide the airport's officers, terminal and meeting point. */
  row: NewBookingRow;
  /** The idempotency key and answer to store with it; its booking's meeting point is filled in. */
  answer: StoredAnswer | null;
}

/**
 * One booking created under the capacity locks, in one round trip and one transaction: the
 * database function `bookings_create_recorded` (migrations 0029, 0032; ADR 366) runs
 * `bookings_create_held` (migrations 0020 to 0032; ADR 217), which checks that the booking's
 * airport is open for sale, picks its terminal there for the flight (`service_terminal`), takes
 * the locks, replays nothing but says when the key is already stored, asks
 * `capacity_free_officers` for the officers of that airport the booking needs, inserts the
 * booking, holds them over its window, reads the meeting point and stores the answer, and then
 * writes the booking's `booking.created` event row. Call
 * outside any transaction (ADR 031, ADR 110), or last in a short one (booking-create-recorded.ts
 * enqueues the event's subscribers after it): its locks last until commit.
 * @returns `created` with the meeting point; `replay` (the key has an answer: nothing written);
 *   `full` with how many officers are free; `reference-taken` (nothing written: draw another
 *   reference and call again); `closed` (the airport is not open for sale: nothing written, no
 *   lock taken). `terminal` is the booking's terminal (null when closed or the airport has none).
 * @throws the driver's unique violation on `idempotency_keys_pkey` when another request stored
 *   the key meanwhile (nothing written).
 */
export async function createHeldBooking(
  db: Executor,
  r: HeldBookingRequest,
  /** The `booking.created` row (lib/domain-events.ts domainEventRow), written only with the booking. */
  event: Record<string, unknown>,
): Promise<{
  outcome: HeldOutcome;
  free: number;
  meetingPoint: string | null;
  terminal: string | null;
  eventId: number | null;
}> {
  const w = r.window;
  const values = [
    r.locks.shared,
    r.locks.daySpace,
    r.locks.days,
    w.windowStart.toISOString(),
    w.windowEnd.toISOString(),
    w.now.toISOString(),
    w.dayStart.toISOString(),
    w.dayEnd.toISOString(),
    r.row.officersNeeded,
    columnsByName(bookings, r.row),
    r.answer && columnsByName(idempotencyKeys, r.answer),
    event,
  ];
  const { rows } = await executeNamedIn(db, { name: 'bookings_create_recorded_at', text: CREATE_HELD_TEXT, values });
  const result = rows[0] as {
    outcome: HeldOutcome;
    free: number | null;
    meeting_point: string | null;
    terminal: string | null;
    event_id: string | number | null;
  };
  return {
    outcome: result.outcome,
    free: result.free ?? 0,
    meetingPoint: result.meeting_point,
    terminal: result.terminal,
    // bigint comes back as text from node-postgres.
    eventId: result.event_id === null ? null : Number(result.event_id),
  };
}

const CREATE_HELD_TEXT =
  'select "outcome", "free", "meeting_point", "terminal", "event_id" from bookings_create_recorded($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';

/** A table's columns by field name, read once: Drizzle builds a new object on every `getTableColumns`. */
const columnsOf = new Map<object, Record<string, Column>>();

/**
 * `row` keyed by `table`'s column names, each value through its column's encoder as Drizzle
 * would write it (timestamps as ISO text, rates as decimals); for `jsonb_populate_record`.
 */
function columnsByName(table: typeof bookings | typeof idempotencyKeys, row: object): Record<string, unknown> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Record<string, Column>;
    columnsOf.set(table, columns);
  }
  const out: Record<string, unknown> = {};
  for (const field in row) {
    const value = (row as Record<string, unknown>)[field];
    const column = columns[field];
    if (!column || value === undefined) continue;
    // A jsonb value goes as itself: its encoder would make it a JSON string inside the JSON.
    out[column.name] = value === null || column.columnType === 'PgJsonb' ? value : column.mapToDriverValue(value);
  }
  return out;
}

/** The stored answer for an idempotency key, or null. */
export async function findStoredAnswer(db: Executor, id: IdempotencyKeyId) {
  const rows = await db
    .select({ requestHash: idempotencyKeys.requestHash, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key)),
    )
    .limit(1);
  return rows[0] ?? null;
}
