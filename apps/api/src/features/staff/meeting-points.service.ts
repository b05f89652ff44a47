/** Meeting points (issue 15 §1): an admin edits the text per terminal and service type; audited. */
import type { Db } from '../../db/client';
import { recordStaffAudit } from '../operations/index';
import type { StaffActor } from './audit.repository';
import { type MeetingPointDto, selectMeetingPoints, upsertMeetingPoint } from './meeting-points.repository';

export function listMeetingPoints(db: Db): Promise<MeetingPointDto[]> {
  return selectMeetingPoints(db);
}

/** Saves the text (and its short wording, when given) and records `meeting_point.updated` in one transaction. */
export function saveMeetingPoint(
  db: Db,
  actor: StaffActor,
  point: Omit<MeetingPointDto, 'shortLabel'> & { shortLabel?: string | undefined },
): Promise<MeetingPointDto> {
  return db.transaction(async (tx) => {
    const saved = await upsertMeetingPoint(tx, point, actor.userId);
    await recordStaffAudit(tx, actor, {
      action: 'meeting_point.updated',
      subjectType: 'meeting_point',
      subjectId: `${point.terminal}/${point.serviceType}`,
      details: { description: point.description, shortLabel: saved.shortLabel },
    });
    return saved;
  });
}
