/**
 * The organisation's passenger list (issue 39 item 2), kept by those who book for it (owner,
 * admin, arranger): guests by name as on the passport, phone in E.164 and optional e-mail, and
 * members by their membership. One entry per organisation, name and phone (passenger-list.ts):
 * adding or importing someone again updates them. A passenger of another organisation is 404.
 */
import {
  OrganisationGuestSchema,
  type OrganisationPassengerDto,
  type PassengerImportResult,
  type PassengerRequest,
  type PassengerUpdate,
  toE164,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findAccountContact } from './accounts';
import { readCsv } from './csv-import';
import { findMembership, requireOrganisationRole } from './membership';
import { deletePassenger, listPassengers, savePassenger, updatePassenger } from './passenger-list';

type Who = { organisationId: string; userId: string };

/** `GET .../passengers?q=`. */
export async function searchPassengers(db: Db, who: Who, q?: string): Promise<OrganisationPassengerDto[]> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'book' });
  return listPassengers(db, organisationId, q || undefined);
}

/**
 * `POST .../passengers`: a guest, or a member by `userId` (their account gives the name and phone
 * not sent; a member whose account has no usable phone must be given one).
 * @throws AppError 404 the member is not one of the organisation's; 400 no usable phone.
 */
export async function addPassenger(db: Db, who: Who, request: PassengerRequest): Promise<OrganisationPassengerDto> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'book' });
  let passenger = {
    fullName: request.fullName,
    phone: request.phone,
    email: request.email ?? null,
    userId: null as string | null,
  };
  if ('userId' in request) {
    const member = await findMembership(db, { organisationId, userId: request.userId });
    const account = member ? await findAccountContact(db, request.userId) : null;
    if (!account) throw AppError.notFound('Member not found');
    const phone = request.phone ?? toE164(account.phone);
    if (!phone) throw AppError.badRequest("Enter the member's phone", { phone: "Enter the member's phone" });
    passenger = {
      fullName: request.fullName ?? `${account.firstName} ${account.lastName}`.replace(/\s+/g, ' ').trim(),
      phone,
      email: request.email === undefined ? account.email.toLowerCase() : request.email,
      userId: request.userId,
    };
  }
  const { fullName, phone } = passenger;
  if (!fullName || !phone) throw AppError.badRequest('Enter the name and phone');
  return db.transaction((tx) => savePassenger(tx, { organisationId, ...passenger, fullName, phone }));
}

/** `PATCH .../passengers/:passengerId`. @throws 404 unknown or another's; 409 onto another entry. */
export async function changePassenger(
  db: Db,
  who: Who & { passengerId: string },
  update: PassengerUpdate,
): Promise<OrganisationPassengerDto> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'book' });
  if (!isUuid(who.passengerId)) throw AppError.notFound('Passenger not found');
  const set = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  const row = await db.transaction((tx) => updatePassenger(tx, { organisationId, passengerId: who.passengerId }, set));
  if (row === 'conflict') throw AppError.conflict('Another passenger has this name and phone');
  if (!row) throw AppError.notFound('Passenger not found');
  return row;
}

/** `DELETE .../passengers/:passengerId`. @throws 404 unknown or another's. */
export async function removePassenger(db: Db, who: Who & { passengerId: string }) {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'book' });
  const removed =
    isUuid(who.passengerId) &&
    (await db.transaction((tx) => deletePassenger(tx, { organisationId, passengerId: who.passengerId })));
  if (!removed) throw AppError.notFound('Passenger not found');
}

/**
 * `POST .../passengers/import` {csv}: header `full_name,phone,email` (e-mail may be empty), at
 * most ORGANISATION_IMPORT_MAX_ROWS rows. Every row is checked before anything is written; the
 * valid rows are saved in one transaction and an invalid row writes nothing. One answer per row.
 */
export async function importPassengers(db: Db, who: Who, csv: string): Promise<PassengerImportResult> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'book' });
  const rows = readCsv(csv, ['full_name', 'phone', 'email'] as const).map(({ row, values }) => {
    const parsed = OrganisationGuestSchema.safeParse({
      fullName: values.full_name,
      phone: values.phone,
      email: values.email,
    });
    if (parsed.success) return { row, fullName: parsed.data.fullName, guest: parsed.data };
    const issue = parsed.error.issues[0];
    const column = COLUMN_OF[String(issue?.path[0])] ?? 'row';
    return { row, fullName: values.full_name, reason: `${column}: ${issue?.message ?? 'invalid'}` };
  });
  return db.transaction(async (tx) => {
    const out: PassengerImportResult['rows'] = [];
    for (const r of rows) {
      if (!r.guest) {
        out.push({ row: r.row, fullName: r.fullName, outcome: 'invalid', reason: r.reason });
        continue;
      }
      const { fullName, phone, email } = r.guest;
      const saved = await savePassenger(tx, { organisationId, fullName, phone, email: email ?? null, userId: null });
      out.push({ row: r.row, fullName, outcome: saved.created ? 'imported' : 'updated', passengerId: saved.id });
    }
    const count = (outcome: PassengerImportResult['rows'][number]['outcome']) =>
      out.filter((r) => r.outcome === outcome).length;
    const imported = count('imported');
    const updated = count('updated');
    return { saved: imported + updated, imported, updated, invalid: count('invalid'), rows: out };
  });
}

/** The CSV column a field came from, for the row's reason. */
const COLUMN_OF: Record<string, string> = { fullName: 'full_name', phone: 'phone', email: 'email' };
