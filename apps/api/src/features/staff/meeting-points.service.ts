/**
 * Meeting points (issue 15 §1; per airport, issue 41 item 1): an admin edits the text per served
 * airport, terminal and service type; audited.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordStaffAudit } from '../operations/index';
import type { StaffActor } from './audit.repository';
import {
  lockTerminalName,
  type MeetingPointDto,
  selectMeetingPoints,
  upsertMeetingPoint,
} from './meeting-points.repository';

/** One airport's meeting points (IATA code), or every airport's when `airportIata` is left out. */
export function listMeetingPoints(db: Db, airportIata?: string): Promise<MeetingPointDto[]> {
  return selectMeetingPoints(db, airportIata);
}

/**
 * Saves the text (and its short wording, when given) and records `meeting_point.updated` in one
 * transaction. The terminal is matched by name in any case and saved as the airport names it.
 * @throws AppError 404 when the airport is not served or has no such terminal.
 */
export function saveMeetingPoint(
  db: Db,
  actor: StaffActor,
  point: Omit<MeetingPointDto, 'shortLabel'> & { shortLabel?: string | undefined },
): Promise<MeetingPointDto> {
  return db.transaction(async (tx) => {
    const terminal = await lockTerminalName(tx, point.airportIata, point.terminal);
    if (!terminal) throw AppError.notFound();
    const saved = await upsertMeetingPoint(tx, { ...point, terminal }, actor.userId);
    await recordStaffAudit(tx, actor, {
      action: 'meeting_point.updated',
      subjectType: 'meeting_point',
      subjectId: `${point.airportIata}/${terminal}/${point.serviceType}`,
      details: { description: point.description, shortLabel: saved.shortLabel },
    });
    return saved;
  });
}
