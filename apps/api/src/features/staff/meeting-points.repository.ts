/**
 * Meeting points (issue 15 §1): where the officer meets the traveller, per LOS terminal and
 * service type. The defaults are seeded with the reference data; an admin edits the text and its
 * short wording for texts (issue 36 item 6).
 */
import { DEFAULT_MEETING_POINT_SHORT_LABELS, type ServiceType, type Terminal } from '@fasttrack/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meetingPoints } from '../../db/schema/index';

export interface MeetingPointDto {
  terminal: Terminal;
  serviceType: ServiceType;
  description: string;
  shortLabel: string;
}

export async function selectMeetingPoints(db: Executor): Promise<MeetingPointDto[]> {
  const rows = await db
    .select({
      terminal: meetingPoints.terminal,
      serviceType: meetingPoints.serviceType,
      description: meetingPoints.description,
      shortLabel: meetingPoints.shortLabel,
    })
    .from(meetingPoints)
    .orderBy(asc(meetingPoints.terminal), asc(meetingPoints.serviceType));
  return rows.map((r) => ({
    ...r,
    terminal: r.terminal as Terminal,
    shortLabel: r.shortLabel ?? DEFAULT_MEETING_POINT_SHORT_LABELS[r.serviceType],
  }));
}

/**
 * Sets the text of one meeting point, creating it when the terminal had none for that service;
 * `shortLabel` left out keeps the saved one (a new point takes its service type's default).
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
      target: [meetingPoints.terminal, meetingPoints.serviceType],
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
