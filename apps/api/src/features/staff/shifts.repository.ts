/** SQL for officer shifts (issue 15 §3): dated time ranges per officer. */
import { BUSINESS_TIME_ZONE, type Shift } from '@fasttrack/contracts';
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { officerShifts, officers } from '../../db/schema/index';
import { findAirportTimeZone } from '../flights/index';

type ShiftRow = typeof officerShifts.$inferSelect;

const toShift = (row: ShiftRow): Shift => ({
  id: row.id,
  officerId: row.officerId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * Shifts that overlap [`query.from`, `query.to`), by start time; of `query.officerId` when given,
 * of the officers at the served airport `query.airportIata` when given.
 */
export async function selectShifts(
  db: Executor,
  query: { from: Date; to: Date; officerId?: string | undefined; airportIata?: string | undefined },
): Promise<Shift[]> {
  const { from, to, officerId, airportIata } = query;
  const rows = await db
    .select()
    .from(officerShifts)
    .where(
      and(
        lt(officerShifts.startsAt, to),
        gt(officerShifts.endsAt, from),
        officerId ? eq(officerShifts.officerId, officerId) : undefined,
        airportIata
          ? inArray(
              officerShifts.officerId,
              db.select({ id: officers.userId }).from(officers).where(eq(officers.airportIata, airportIata)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(officerShifts.startsAt), asc(officerShifts.officerId));
  return rows.map(toShift);
}

export async function selectShift(db: Executor, id: string): Promise<Shift | null> {
  const rows = await db.select().from(officerShifts).where(eq(officerShifts.id, id)).limit(1);
  return rows[0] ? toShift(rows[0]) : null;
}

/**
 * Whether another shift of `officerId` overlaps [startsAt, endsAt) (touching ends do not);
 * `exceptShiftId`, when given, is the shift being moved, left out.
 */
export async function overlappingShiftExists(
  db: Executor,
  span: { officerId: string; startsAt: Date; endsAt: Date; exceptShiftId?: string },
): Promise<boolean> {
  const { officerId, startsAt, endsAt, exceptShiftId } = span;
  const rows = await db
    .select({ id: officerShifts.id })
    .from(officerShifts)
    .where(
      and(
        eq(officerShifts.officerId, officerId),
        lt(officerShifts.startsAt, endsAt),
        gt(officerShifts.endsAt, startsAt),
        exceptShiftId ? ne(officerShifts.id, exceptShiftId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertShift(
  db: Executor,
  shift: { officerId: string; startsAt: Date; endsAt: Date },
): Promise<Shift> {
  const { officerId, startsAt, endsAt } = shift;
  const [row] = await db.insert(officerShifts).values({ officerId, startsAt, endsAt }).returning();
  if (!row) throw new Error('shift insert returned nothing');
  return toShift(row);
}

export async function updateShiftTimes(
  db: Executor,
  id: string,
  times: { startsAt: Date; endsAt: Date },
): Promise<Shift> {
  const { startsAt, endsAt } = times;
  const [row] = await db.update(officerShifts).set({ startsAt, endsAt }).where(eq(officerShifts.id, id)).returning();
  if (!row) throw new Error('shift update returned nothing');
  return toShift(row);
}

export async function deleteShiftRow(db: Executor, id: string): Promise<void> {
  await db.delete(officerShifts).where(eq(officerShifts.id, id));
}

/**
 * Ends the officer's work at `now`: shifts that start later are deleted and the shift under way
 * ends at `now`. @returns how many shifts were removed or shortened.
 */
export async function endShiftsFrom(db: Executor, officerId: string, now: Date): Promise<number> {
  const removed = await db
    .delete(officerShifts)
    .where(and(eq(officerShifts.officerId, officerId), gte(officerShifts.startsAt, now)))
    .returning({ id: officerShifts.id });
  const shortened = await db
    .update(officerShifts)
    .set({ endsAt: now })
    .where(and(eq(officerShifts.officerId, officerId), lt(officerShifts.startsAt, now), gt(officerShifts.endsAt, now)))
    .returning({ id: officerShifts.id });
  return removed.length + shortened.length;
}

/**
 * The zone a shift list's dates are on (issue 41 item 2): the airport of `q.officerId` when given,
 * else of `q.airport`, else (or for an unknown one) the business's clock.
 */
export function selectShiftsTimeZone(
  db: Executor,
  q: { officerId?: string | undefined; airport?: string | undefined },
): Promise<string> {
  if (q.officerId) {
    return findAirportTimeZone(
      db,
      sql`(select ${officers.airportIata} from ${officers} where ${officers.userId} = ${q.officerId})`,
    );
  }
  return q.airport ? findAirportTimeZone(db, q.airport) : Promise.resolve(BUSINESS_TIME_ZONE);
}
