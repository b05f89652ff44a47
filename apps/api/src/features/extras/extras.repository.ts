/**
 * The add-on lines of bookings as they stand after the sale (issue 41 item 4): each add-on line
 * of `bookings.price_lines` (its index there names it) joined with its `booking_extra_lines` row,
 * if any. A line with no row is untouched: `awaiting` when on request, `confirmed` when
 * guaranteed, delivery `pending`, no refund. Every reader (the booking's page, the dispatcher's
 * waiting list, the officer's cards, the answers of the changes) goes through {@link toExtraLines}.
 */
import type { ExtraLine, PriceLine, WaitingExtra } from '@fasttrack/contracts';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookingExtraLines, bookings, lineRefunds, payments, users } from '../../db/schema/index';
import { servedAirportZoneSql } from '../flights/index';

/** A line's row with its refund, if any (`line_refunds`, the payments feature's). */
const rowColumns = {
  ...getTableColumns(bookingExtraLines),
  refundStatus: lineRefunds.status,
  refundNgnKobo: lineRefunds.amountNgnKobo,
};

/** The rows of the lines `where` names, each with its refund. */
const selectRows = (db: Executor, where: SQL | undefined) =>
  db
    .select(rowColumns)
    .from(bookingExtraLines)
    .leftJoin(
      lineRefunds,
      and(
        eq(lineRefunds.bookingId, bookingExtraLines.bookingId),
        eq(lineRefunds.lineIndex, bookingExtraLines.lineIndex),
      ),
    )
    .where(where);

export type ExtraLineRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The add-on lines of one booking's price lines with their rows, in line order. */
export function toExtraLines(priceLines: readonly PriceLine[], rows: readonly ExtraLineRow[]): ExtraLine[] {
  const byIndex = new Map(rows.map((r) => [r.lineIndex, r]));
  const lines: ExtraLine[] = [];
  priceLines.forEach((line, lineIndex) => {
    if (lineIndex < 1 || line.kind !== 'add_on') return;
    const row = byIndex.get(lineIndex);
    const fulfilment = line.fulfilment ?? 'guaranteed';
    lines.push({
      lineIndex,
      addOnCode: line.addOnCode ?? '',
      label: line.label,
      unit: line.unit,
      quantity: line.quantity,
      amountUsdCents: line.amountUsdCents,
      fulfilment,
      packageName: line.packageName ?? null,
      confirmation: row?.confirmation ?? (fulfilment === 'on_request' ? 'awaiting' : 'confirmed'),
      delivery: row?.delivery ?? 'pending',
      refund: row?.refundStatus ? { status: row.refundStatus, amountNgnKobo: row.refundNgnKobo ?? 0 } : null,
    });
  });
  return lines;
}

/** The add-on lines of each of `bookingIds` (one query for the rows), keyed by booking id. */
export async function selectExtraLines(db: Executor, bookingIds: readonly string[]): Promise<Map<string, ExtraLine[]>> {
  const result = new Map<string, ExtraLine[]>();
  if (bookingIds.length === 0) return result;
  const ids = [...new Set(bookingIds)];
  const [owners, rows] = await Promise.all([
    db.select({ id: bookings.id, priceLines: bookings.priceLines }).from(bookings).where(inArray(bookings.id, ids)),
    selectRows(db, inArray(bookingExtraLines.bookingId, ids)),
  ]);
  for (const b of owners) {
    result.set(
      b.id,
      toExtraLines(
        b.priceLines,
        rows.filter((r) => r.bookingId === b.id),
      ),
    );
  }
  return result;
}

/** What deciding a change of a line needs of its booking. */
export interface ExtrasBooking {
  id: string;
  reference: string;
  userId: string;
  organisationId: string | null;
  passengerUserId: string | null;
  status: string;
  paymentStatus: string;
  priceLines: PriceLine[];
}

/** The booking `id`; with `lock`, its row locked for update (a line's changes are serialised per booking). */
export async function findExtrasBooking(
  db: Executor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<ExtrasBooking | null> {
  const query = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userId: bookings.userId,
      organisationId: bookings.organisationId,
      passengerUserId: bookings.passengerUserId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      priceLines: bookings.priceLines,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findExtraLineRow(db: Executor, bookingId: string, lineIndex: number) {
  const [row] = await selectRows(
    db,
    and(eq(bookingExtraLines.bookingId, bookingId), eq(bookingExtraLines.lineIndex, lineIndex)),
  );
  return row ?? null;
}

/** Writes `values` on the line's row, creating it first if the line had none. */
export async function upsertExtraLine(
  db: Executor,
  key: { bookingId: string; lineIndex: number },
  values: Partial<Omit<typeof bookingExtraLines.$inferInsert, 'bookingId' | 'lineIndex'>>,
): Promise<void> {
  await db
    .insert(bookingExtraLines)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [bookingExtraLines.bookingId, bookingExtraLines.lineIndex],
      set: { ...values, updatedAt: new Date() },
    });
}

/** True when `officerId` is assigned to the booking. */
export async function isAssignedOfficer(db: Executor, bookingId: string, officerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.officerId, officerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The on-request lines no one has answered, of paid, confirmed bookings (at `airportIata` when
 * given), oldest order first: ordered when the booking was first paid (its creation for a booking
 * no payment row paid, e.g. on credits alone), then by booking and line.
 */
export async function selectWaitingExtras(db: Executor, airportIata?: string): Promise<WaitingExtra[]> {
  const orderedAt = sql<Date>`coalesce((select min(${payments.paidAt}) from ${payments}
    where ${payments.bookingId} = ${bookings.id} and ${payments.paidAt} is not null), ${bookings.createdAt})`.mapWith(
    (v) => new Date(v),
  );
  const candidates = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      airportIata: bookings.airportIata,
      serviceType: bookings.serviceType,
      meetingTime: bookings.meetingTime,
      airportTimeZone: servedAirportZoneSql(),
      leadPassengerName: sql<string>`coalesce(${bookings.leadPassengerName}, ${users.firstName} || ' ' || ${users.lastName})`,
      passengerCount: bookings.passengerCount,
      priceLines: bookings.priceLines,
      orderedAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
        airportIata ? eq(bookings.airportIata, airportIata) : undefined,
        sql`${bookings.priceLines} @> '[{"kind":"add_on","fulfilment":"on_request"}]'::jsonb`,
      ),
    );
  if (candidates.length === 0) return [];
  const rows = await selectRows(
    db,
    inArray(
      bookingExtraLines.bookingId,
      candidates.map((c) => c.id),
    ),
  );
  const waiting: WaitingExtra[] = [];
  for (const c of candidates) {
    const lines = toExtraLines(
      c.priceLines,
      rows.filter((r) => r.bookingId === c.id),
    );
    for (const line of lines) {
      if (line.confirmation !== 'awaiting') continue;
      waiting.push({
        bookingId: c.id,
        bookingReference: c.reference,
        airportIata: c.airportIata,
        serviceType: c.serviceType,
        meetingTime: c.meetingTime.toISOString(),
        airportTimeZone: c.airportTimeZone,
        leadPassengerName: c.leadPassengerName,
        passengerCount: c.passengerCount,
        orderedAt: c.orderedAt.toISOString(),
        line,
      });
    }
  }
  return waiting.sort(
    (a, b) =>
      a.orderedAt.localeCompare(b.orderedAt) ||
      a.bookingReference.localeCompare(b.bookingReference) ||
      a.line.lineIndex - b.line.lineIndex,
  );
}
