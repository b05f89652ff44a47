/**
 * Meeting points (issue 15 §1; per airport, issue 41 item 1): where the officer meets the
 * traveller, per served airport, terminal and service type. The defaults are seeded with the
 * reference data; an admin edits the text and its short wording for texts (issue 36 item 6).
 */
import { DEFAULT_MEETING_POINT_SHORT_LABELS, type MeetingPoint } from '@fasttrack/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meetingPoints, terminals } from '../../db/schema/index';

export type MeetingPointDto = MeetingPoint;

/** The meeting points of one airport (IATA code), or of every airport; by airport, terminal, service type. */
export async function selectMeetingPoints(db: Executor, airportIata?: string): Promise<MeetingPointDto[]> {
  const rows = await db
    .select({
      airportIata: meetingPoints.airportIata,
      terminal: meetingPoints.terminal,
      serviceType: meetingPoints.serviceType,
      description: meetingPoints.description,
      shortLabel: meetingPoints.shortLabel,
    })
    .from(meetingPoints)
    .where(airportIata ? eq(meetingPoints.airportIata, airportIata) : undefined)
    .orderBy(asc(meetingPoints.airportIata), asc(meetingPoints.terminal), asc(meetingPoints.serviceType));
  return rows.map((r) => ({ ...r, shortLabel: r.shortLabel ?? DEFAULT_MEETING_POINT_SHORT_LABELS[r.serviceType] }));
}

/**
 * Sets the text of one meeting point, creating it when the airport's terminal had none for that
 * service; `shortLabel` left out keeps the saved one (a new point takes its service type's
 * default). The terminal must exist at the airport (foreign key).
 */
export async function upsertMeetingPoint(
  db: Executor,
  point: Omit<MeetingPointDto, 'shortLabel'> & { shortLabel?: string | undefined },
  updatedBy: string | null,
): Promise<MeetingPointDto> {
  const shortLabel = point.shortLabel ?? DEFAULT_MEETING_POINT_SHORT_LABELS[point.serviceType];
  const [row] = await db
    .insert(meetingPoints)
    .values({ ...point, shortLabel, updatedBy })
    .onConflictDoUpdate({
      target: [meetingPoints.airportIata, meetingPoints.terminal, meetingPoints.serviceType],
      set: {
        description: point.description,
        ...(point.shortLabel ? { shortLabel: point.shortLabel } : {}),
        updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning({ shortLabel: meetingPoints.shortLabel });
  return { ...point, shortLabel: row?.shortLabel ?? shortLabel };
}

/**
 * The name the airport gives the terminal `name` (matched exactly, else in any case), or null when
 * the airport has no such terminal. Locks the terminal row (for share) so that a concurrent delete
 * waits for the caller's transaction, or has already happened and this answers null.
 */
export async function lockTerminalName(db: Executor, airportIata: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: terminals.name })
    .from(terminals)
    .where(and(eq(terminals.airportIata, airportIata), sql`lower(${terminals.name}) = lower(${name})`))
    .orderBy(desc(sql`${terminals.name} = ${name}`))
    .limit(1)
    .for('share');
  return row?.name ?? null;
}
