/**
 * Officers (issue 15 §3): name, photo, badge number, phone, languages, the served airport they
 * work at and the terminals of it they serve (issue 41 item 1), and an active flag. Dispatchers and admins list, create and edit them; a new officer gets an account
 * with a one-time password. Badge numbers are unique without regard to case (409).
 */
import type { CreateOfficerRequestSchema, Officer, UpdateOfficerRequestSchema } from '@fasttrack/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { lockCapacity, recordStaffAudit, releaseUncoveredAssignments } from '../operations/index';
import { checkedImageType, updateProfile } from '../users/index';
import type { StaffActor } from './audit.repository';
import { checkOfficerPlace } from './officer-airport';
import { takeOffDuty } from './shifts.service';
import {
  badgeTaken,
  isBadgeConflict,
  type OfficerRow,
  selectOfficer,
  selectOfficerPhoto,
  selectOfficers,
  setOfficerPhoto,
  updateOfficerRow,
} from './staff.repository';
import { insertStaffAccount, StaffMessages } from './staff-accounts.service';

/** The officer DTO; `photoUrl` carries the photo's version so a new photo is never hidden by a cache. */
export function toOfficer(row: OfficerRow): Officer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    badgeNumber: row.badgeNumber,
    languages: row.languages,
    airportIata: row.airportIata,
    airportTimeZone: row.airportTimeZone,
    terminals: row.terminals,
    active: row.active && row.deactivatedAt === null,
    photoUrl: row.hasPhoto ? `/api/ops/officers/${row.id}/photo?v=${row.officerUpdatedAt.getTime()}` : null,
  };
}

/** Every officer, of the served airport `airportIata` when given (issue 41 item 1). */
export async function listOfficers(db: Db, airportIata?: string): Promise<Officer[]> {
  return (await selectOfficers(db, airportIata)).map(toOfficer);
}

/** @throws AppError 404 when there is no such officer. */
export async function getOfficer(db: Db, id: string): Promise<Officer> {
  const row = await selectOfficer(db, id);
  if (!row) throw AppError.notFound();
  return toOfficer(row);
}

/**
 * Creates an officer account and its officer row at a served airport; records `account.created`.
 * @throws AppError 400 when the airport is not served or a terminal is not one of its
 * (nothing written); 409 when the e-mail has an account or the badge number is taken.
 */
export function createOfficer(db: Db, actor: StaffActor, input: z.output<typeof CreateOfficerRequestSchema>) {
  const { badgeNumber, languages, terminals, ...profile } = input;
  return badgeConflictAs409(() =>
    db.transaction(async (tx) => {
      if (await badgeTaken(tx, badgeNumber)) throw AppError.conflict(StaffMessages.badgeTaken);
      const { account, oneTimePassword } = await insertStaffAccount(tx, actor, {
        ...profile,
        role: 'officer',
        officer: { badgeNumber, languages, terminals },
      });
      const row = await selectOfficer(tx, account.id);
      if (!row) throw new Error('officer vanished after insert');
      return { officer: toOfficer(row), oneTimePassword };
    }),
  );
}

/**
 * Runs `work`, answering 409 when the badge index refuses it: two requests giving one badge
 * number at once both pass the look-up, and the unique index stops the second.
 */
async function badgeConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isBadgeConflict(err)) throw AppError.conflict(StaffMessages.badgeTaken);
    throw err;
  }
}

/**
 * Edits the officer `change.id` by `change.patch`; records `officer.updated` with the fields
 * changed. Making an officer inactive takes the officer off duty (shifts ahead removed,
 * assignments released); the dispatcher adds shifts again when the officer returns. Taking a
 * terminal away, or moving the officer to another airport, releases the officer's live services
 * they no longer cover. The terminals (given, or kept) must be terminals of the airport (given,
 * or kept): issue 41 item 1.
 * @throws AppError 400 airport not served or terminal not of it (nothing changes); 404 unknown
 * officer; 409 badge number taken.
 */
export function updateOfficer(
  { db, jobs }: { db: Db; jobs: JobRunner },
  actor: StaffActor,
  change: { id: string; patch: z.output<typeof UpdateOfficerRequestSchema> },
): Promise<Officer> {
  const { id, patch } = change;
  return badgeConflictAs409(() =>
    db.transaction(async (tx) => {
      const before = await selectOfficer(tx, id, true);
      if (!before) throw AppError.notFound();
      if (patch.badgeNumber !== undefined && (await badgeTaken(tx, patch.badgeNumber, id))) {
        throw AppError.conflict(StaffMessages.badgeTaken);
      }
      const { firstName, lastName, phone, airportIata, terminals, ...officer } = patch;
      const place =
        airportIata !== undefined || terminals !== undefined
          ? await checkOfficerPlace(tx, {
              airportIata: airportIata ?? before.airportIata,
              terminals: terminals ?? before.terminals,
            })
          : undefined;
      if (firstName ?? lastName ?? phone) await updateProfile(tx, id, { firstName, lastName, phone });
      await updateOfficerRow(tx, id, { ...officer, ...place });
      if (officer.active === false && before.active) {
        await lockCapacity(tx);
        await takeOffDuty(tx, { jobs, actor, officerId: id });
      } else if (place) {
        // A terminal taken away, or another airport, releases the services the officer no
        // longer covers (the board shows "Needs officer").
        const moved = place.airportIata !== before.airportIata;
        const dropped = before.terminals.filter((t) => !place.terminals.includes(t));
        if (moved || dropped.length > 0) {
          await lockCapacity(tx);
          await releaseUncoveredAssignments(tx, { jobs, officerId: id, actor });
        }
      }
      await recordStaffAudit(tx, actor, {
        action: 'officer.updated',
        subjectType: 'officer',
        subjectId: id,
        details: { fields: Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined) },
      });
      const after = await selectOfficer(tx, id);
      if (!after) throw AppError.notFound();
      return toOfficer(after);
    }),
  );
}

/**
 * Stores the photo `photo.bytes` of the officer `photo.id`: JPEG, PNG or WebP by its first bytes,
 * at most 5 MB (the profile picture rules, §5).
 * @throws AppError 404 unknown officer; 413 too large; 415 not an image.
 */
export async function setOfficerPhotoBytes(
  db: Db,
  actor: StaffActor,
  photo: { id: string; bytes: Buffer },
): Promise<Officer> {
  const { id, bytes } = photo;
  const contentType = checkedImageType(bytes);
  return db.transaction(async (tx) => {
    if (!(await selectOfficer(tx, id, true))) throw AppError.notFound();
    await setOfficerPhoto(tx, id, { contentType, photo: bytes });
    await recordStaffAudit(tx, actor, { action: 'officer.photo_changed', subjectType: 'officer', subjectId: id });
    const after = await selectOfficer(tx, id);
    if (!after) throw AppError.notFound();
    return toOfficer(after);
  });
}

/** The officer's photo. @throws AppError 404 when the officer or the photo does not exist. */
export async function getOfficerPhoto(db: Db, id: string) {
  const photo = await selectOfficerPhoto(db, id);
  if (!photo) throw AppError.notFound('This officer has no photo.');
  return photo;
}
