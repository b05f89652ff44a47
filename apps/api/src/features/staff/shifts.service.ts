/**
 * Shifts (issue 15 §3): dispatchers and admins list, add, change and remove officers' shifts.
 * One officer's shifts never overlap (409). When a shift is shortened or removed, the officer's
 * assignments it no longer covers are released (operations), so those bookings show as "Needs
 * officer" on the board. Every change is audited.
 */
import { addDaysIso, type Shift } from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { dayStartInZone } from '../../lib/zone-day';
import { lockCapacity, recordStaffAudit, releaseUncoveredAssignments } from '../operations/index';
import type { StaffActor } from './audit.repository';

import {
  deleteShiftRow,
  endShiftsFrom,
  insertShift,
  overlappingShiftExists,
  selectShift,
  selectShifts,
  selectShiftsTimeZone,
  updateShiftTimes,
} from './shifts.repository';
import { selectOfficer } from './staff.repository';

export const ShiftMessages = {
  overlap: 'This officer already has a shift at that time.',
  order: 'A shift must end after it starts.',
  tooLong: 'A shift can be at most 24 hours long.',
  range: 'Choose at most 31 days, with "to" on or after "from".',
  officerNotFound: 'Officer not found.',
  notFound: 'Shift not found.',
} as const;

const MAX_SHIFT_MS = 24 * 3_600_000;
const MAX_LIST_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * Shifts overlapping the dates `from`..`to` (inclusive, at most 31 days), of one officer when
 * `officerId` is given, of the officers of one served airport when `airport` is (IATA code); the
 * dates are on the clock of that officer's or airport's zone, else the business's (issue 41 item 2).
 * @throws AppError 400 for a reversed or too long range.
 */
export async function listShifts(
  db: Db,
  q: { from: string; to: string; officerId?: string | undefined; airport?: string | undefined },
): Promise<Shift[]> {
  const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / DAY_MS) + 1;
  if (days < 1 || days > MAX_LIST_DAYS) throw AppError.badRequest(ShiftMessages.range, { to: ShiftMessages.range });
  const timeZone = await selectShiftsTimeZone(db, q);
  const start = dayStartInZone(q.from, timeZone);
  const end = dayStartInZone(addDaysIso(q.to, 1), timeZone);
  return selectShifts(db, { from: start, to: end, officerId: q.officerId, airportIata: q.airport });
}

function checkTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw AppError.badRequest(ShiftMessages.order, { endsAt: ShiftMessages.order });
  if (endsAt.getTime() - startsAt.getTime() > MAX_SHIFT_MS) {
    throw AppError.badRequest(ShiftMessages.tooLong, { endsAt: ShiftMessages.tooLong });
  }
}

/**
 * Takes the capacity lock, then locks the officer's row: shift changes of one officer run one at
 * a time, and never between a capacity decision and its write.
 */
async function lockOfficer(tx: Tx, officerId: string): Promise<void> {
  await lockCapacity(tx);
  if (!(await selectOfficer(tx, officerId, true))) throw AppError.notFound(ShiftMessages.officerNotFound);
}

/** Adds a shift. @throws AppError 400 bad times; 404 unknown officer; 409 overlaps another shift. */
export function createShift(
  db: Db,
  actor: StaffActor,
  input: { officerId: string; startsAt: string; endsAt: string },
): Promise<Shift> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(startsAt, endsAt);
  return db.transaction(async (tx) => {
    await lockOfficer(tx, input.officerId);
    if (await overlappingShiftExists(tx, { officerId: input.officerId, startsAt, endsAt }))
      throw AppError.conflict(ShiftMessages.overlap);
    const shift = await insertShift(tx, { officerId: input.officerId, startsAt, endsAt });
    await recordStaffAudit(tx, actor, {
      action: 'shift.created',
      subjectType: 'shift',
      subjectId: shift.id,
      details: { officerId: shift.officerId, startsAt: shift.startsAt, endsAt: shift.endsAt },
    });
    return shift;
  });
}

/**
 * Moves the start and end of the shift `change.id` to those of `change.input`.
 * @throws AppError 400 bad times; 404 unknown shift; 409 overlap.
 * A shift that no longer covers what it did releases the uncovered assignments.
 */
export function updateShift(
  { db, jobs }: { db: Db; jobs: JobRunner },
  actor: StaffActor,
  change: { id: string; input: { startsAt: string; endsAt: string } },
): Promise<Shift> {
  const { id, input } = change;
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(startsAt, endsAt);
  return db.transaction(async (tx) => {
    const before = await selectShift(tx, id);
    if (!before) throw AppError.notFound(ShiftMessages.notFound);
    await lockOfficer(tx, before.officerId);
    if (await overlappingShiftExists(tx, { officerId: before.officerId, startsAt, endsAt, exceptShiftId: id })) {
      throw AppError.conflict(ShiftMessages.overlap);
    }
    const shift = await updateShiftTimes(tx, id, { startsAt, endsAt });
    const shortened = startsAt > new Date(before.startsAt) || endsAt < new Date(before.endsAt);
    if (shortened) await releaseUncoveredAssignments(tx, { jobs, officerId: before.officerId, actor });
    await recordStaffAudit(tx, actor, {
      action: 'shift.changed',
      subjectType: 'shift',
      subjectId: id,
      details: { officerId: before.officerId, from: before, to: shift },
    });
    return shift;
  });
}

/** Removes a shift and releases the assignments it covered. @throws AppError 404 unknown shift. */
export function deleteShift({ db, jobs }: { db: Db; jobs: JobRunner }, actor: StaffActor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await selectShift(tx, id);
    if (!before) throw AppError.notFound(ShiftMessages.notFound);
    await lockOfficer(tx, before.officerId);
    await deleteShiftRow(tx, id);
    await releaseUncoveredAssignments(tx, { jobs, officerId: before.officerId, actor });
    await recordStaffAudit(tx, actor, {
      action: 'shift.removed',
      subjectType: 'shift',
      subjectId: id,
      details: { officerId: before.officerId, startsAt: before.startsAt, endsAt: before.endsAt },
    });
  });
}

/**
 * Takes an officer off duty from `now` (deactivated, or made inactive): the shifts ahead are
 * removed, the one under way ends now, and the assignments no shift covers any more are released,
 * so those bookings show as "Needs officer". Run inside the transaction that changes the officer,
 * after `lockCapacity`.
 */
export async function takeOffDuty(
  tx: Tx,
  { jobs, actor, officerId, now = new Date() }: { jobs: JobRunner; actor: StaffActor; officerId: string; now?: Date },
): Promise<void> {
  const ended = await endShiftsFrom(tx, officerId, now);
  if (ended > 0) {
    await recordStaffAudit(tx, actor, {
      action: 'shift.ended',
      subjectType: 'officer',
      subjectId: officerId,
      details: { shifts: ended, from: now.toISOString() },
    });
  }
  await releaseUncoveredAssignments(tx, { jobs, officerId, actor });
}
