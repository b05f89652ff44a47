/**
 * Staff accounts (issue 15 §2): an admin lists, creates and deactivates officer, dispatcher and
 * admin accounts; `npm run staff:create` makes the first admin. Nobody registers as staff: the
 * public registration schema has no role. Returns contract DTOs.
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateStaffAccountRequest,
  OFFICER_AIRPORT_MESSAGE,
  SELF_DEACTIVATION_MESSAGE,
  type StaffAccount,
  StaffRoleSchema,
} from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { endAllSessions, hashPassword } from '../auth/index';
import { lockCapacity, recordStaffAudit } from '../operations/index';
import { createStaffUser, deactivateUser } from '../users/index';
import type { StaffActor } from './audit.repository';
import { allTerminalsOf, checkOfficerPlace } from './officer-airport';
import { generateOneTimePassword } from './one-time-password';
import { takeOffDuty } from './shifts.service';

import {
  insertOfficer,
  type OfficerValues,
  type StaffAccountRow,
  selectStaffAccount,
  selectStaffAccounts,
  updateOfficerRow,
} from './staff.repository';

export const StaffMessages = {
  emailTaken: 'An account with this email already exists.',
  selfDeactivation: SELF_DEACTIVATION_MESSAGE,
  badgeTaken: 'Another officer already has this badge number.',
  deactivated: 'Account deactivated. Its sessions have ended.',
} as const;

export function toStaffAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    // The queries select staff roles only; parsing says so to the type checker too.
    role: StaffRoleSchema.parse(row.role),
    active: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
    airportIata: row.airportIata,
  };
}

/** Every staff account: by role (admin, dispatcher, officer), then by name. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await selectStaffAccounts(db)).map(toStaffAccount);
}

export interface NewStaffInput extends CreateStaffAccountRequest {
  /** Chosen by the person (staff:create with a piped password); else a one-time password is made. */
  password?: string;
  /**
   * The officer row of a new officer account (at `airportIata`); default: a placeholder badge the
   * dispatcher edits, every terminal of the airport.
   */
  officer?: Omit<OfficerValues, 'airportIata'>;
}

/**
 * Creates a staff account in `tx` and, for an officer, its officer row at the served airport
 * `input.airportIata` (ignored for other roles; issue 41 item 1), and records `account.created`.
 * @returns the account and the password to hand over (the one-time password, or the one given).
 * @throws AppError 400 when an officer has no airport, or one not served, or a terminal the
 * airport does not have; 409 when the e-mail (any case) has an account.
 */
export async function insertStaffAccount(
  tx: Tx,
  actor: StaffActor,
  input: NewStaffInput,
): Promise<{ account: StaffAccount; oneTimePassword: string }> {
  const { password, officer, airportIata, ...profile } = input;
  const place = input.role === 'officer' ? await officerPlace(tx, airportIata, officer?.terminals) : null;
  const oneTimePassword = password ?? generateOneTimePassword();
  const user = await createStaffUser(tx, { ...profile, passwordHash: await hashPassword(oneTimePassword) });
  if (!user) throw AppError.conflict(StaffMessages.emailTaken);
  if (place) {
    await insertOfficer(tx, user.id, { ...(officer ?? placeholderOfficer()), ...place });
  }
  await recordStaffAudit(tx, actor, {
    action: 'account.created',
    subjectType: 'account',
    subjectId: user.id,
    details: { role: input.role, email: user.email },
  });
  const row = await selectStaffAccount(tx, user.id);
  if (!row) throw new Error('staff account vanished after insert');
  return { account: toStaffAccount(row), oneTimePassword };
}

/** {@link insertStaffAccount} in its own transaction. */
export function createStaffAccount(db: Db, actor: StaffActor, input: NewStaffInput) {
  return db.transaction((tx) => insertStaffAccount(tx, actor, input));
}

/**
 * The airport and terminals of a new officer: `terminals` checked against the airport, or every
 * terminal of it. @throws AppError 400 without an airport, or as checkOfficerPlace.
 */
async function officerPlace(tx: Tx, airportIata: string | undefined, terminals: string[] | undefined) {
  if (!airportIata) throw AppError.badRequest(OFFICER_AIRPORT_MESSAGE, { airportIata: OFFICER_AIRPORT_MESSAGE });
  return terminals ? checkOfficerPlace(tx, { airportIata, terminals }) : allTerminalsOf(tx, airportIata);
}

/** A badge number nobody has ("NEW-" and 8 random hex digits), English; the place is added by the caller. */
function placeholderOfficer(): Omit<OfficerValues, 'airportIata' | 'terminals'> {
  return {
    badgeNumber: `NEW-${randomBytes(4).toString('hex').toUpperCase()}`,
    languages: ['English'],
  };
}

/**
 * Deactivates a staff account (issue 15 §2): sets `deactivated_at`, revokes every refresh-token
 * family, makes an officer inactive and takes the officer off duty (shifts ahead removed,
 * assignments released: those bookings then need an officer). Deactivating twice is harmless.
 * @throws AppError 404 when `id` is not a staff account; 409 when admins deactivate themselves.
 */
export async function deactivateStaffAccount(
  { db, jobs }: { db: Db; jobs: JobRunner },
  actor: StaffActor,
  id: string,
): Promise<StaffAccount> {
  if (id === actor.userId) throw AppError.conflict(StaffMessages.selfDeactivation);
  return db.transaction(async (tx) => {
    const before = await selectStaffAccount(tx, id);
    if (!before) throw AppError.notFound();
    await deactivateUser(tx, id);
    await endAllSessions(tx, { userId: id, reason: 'deactivated' });
    if (before.role === 'officer') {
      // Serialised with capacity decisions, so no booking takes this officer meanwhile.
      await lockCapacity(tx);
      await updateOfficerRow(tx, id, { active: false });
      await takeOffDuty(tx, { jobs, actor, officerId: id });
    }
    if (before.deactivatedAt === null) {
      await recordStaffAudit(tx, actor, { action: 'account.deactivated', subjectType: 'account', subjectId: id });
    }
    const after = await selectStaffAccount(tx, id);
    if (!after) throw AppError.notFound();
    return toStaffAccount(after);
  });
}
