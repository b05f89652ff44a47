/**
 * Meeting points (issue 15 §1): where the officer meets the traveller, per LOS terminal and
 * service type. The defaults are seeded with the reference data; an admin edits the text.
 */
import type { ServiceType, Terminal } from '@fasttrack/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meetingPoints } from '../../db/schema/index';

export interface MeetingPointDto {
  terminal: Terminal;
  serviceType: ServiceType;
  description: string;
}

export async function selectMeetingPoints(db: Executor): Promise<MeetingPointDto[]> {
  const rows = await db
    .select({
      terminal: meetingPoints.terminal,
      serviceType: meetingPoints.serviceType,
      description: meetingPoints.description,
    })
    .from(meetingPoints)
    .orderBy(asc(meetingPoints.terminal), asc(meetingPoints.serviceType));
  return rows.map((r) => ({ ...r, terminal: r.terminal as Terminal }));
}

/** Sets the text of one meeting point, creating it when the terminal had none for that service. */
export async function upsertMeetingPoint(
  db: Executor,
  point: MeetingPointDto,
  updatedBy: string | null,
): Promise<MeetingPointDto> {
  await db
    .insert(meetingPoints)
    .values({ ...point, updatedBy })
    .onConflictDoUpdate({
      target: [meetingPoints.terminal, meetingPoints.serviceType],
      set: { description: point.description, updatedBy, updatedAt: sql`now()` },
    });
  return point;
}
