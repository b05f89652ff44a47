/**
 * The admin's changes to served airports and their terminals (issue 41 item 1): adding an airport,
 * opening or closing it for sale, its codes and place, and its terminals. Each change and its
 * staff audit entry are one transaction. The audit writer is handed in by the app (features/index.ts):
 * airports sit below operations and staff, which read them, so they import neither.
 *
 * Errors (AppError): 404 when the airport is not served or the terminal unknown; 409 when the
 * airport is already served, the terminal name taken, or officers still work in a terminal to
 * delete; 400 when a change would leave a terminal handling neither kind of route.
 */
import {
  AirportMessages,
  type CreateServedAirportRequest,
  type CreateTerminalRequest,
  type ServedAirport,
  type UpdateServedAirportRequest,
  type UpdateTerminalRequest,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findServedAirport } from './airports.repository';
import {
  countOfficersInTerminal,
  deleteTerminalRow,
  insertCuratedAirportIfMissing,
  insertServiceAirport,
  insertTerminal,
  lockServedAirport,
  selectTerminal,
  updateServedAirportRows,
  updateTerminalRow,
} from './airports-admin.repository';

/** One staff audit entry, as operations' `recordStaffAudit` writes it. */
export interface AirportAuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown> | null;
}
/** Writes one staff audit entry inside the caller's transaction. */
export type AuditWriter = (
  db: Executor,
  actor: { userId: string; role: string },
  entry: AirportAuditEntry,
) => Promise<void>;

/** Who changes what, and where the change is recorded. */
export interface AirportAdmin {
  db: Db;
  /** The signed-in admin, with the role the server resolved. */
  actor: { userId: string; role: string };
  recordAudit: AuditWriter;
}

/** The served airport as it now stands; it exists, since the caller's transaction just wrote it. */
async function reread(db: Executor, iata: string): Promise<ServedAirport> {
  const airport = await findServedAirport(db, iata);
  if (!airport) throw AppError.notFound();
  return airport;
}

/**
 * Serves a new airport: adds the curated row when it is missing (an existing one is kept) and
 * the served airport, closed unless `openForSale`. Audited as `airport.created`.
 */
export function createServedAirport(admin: AirportAdmin, body: CreateServedAirportRequest): Promise<ServedAirport> {
  const { iata, icao, currency, openForSale } = body;
  return admin.db.transaction(async (tx) => {
    await insertCuratedAirportIfMissing(tx, body);
    if (!(await insertServiceAirport(tx, { iata, icao, currency, openForSale }, admin.actor.userId)))
      throw AppError.conflict(AirportMessages.alreadyServed);
    await admin.recordAudit(tx, admin.actor, {
      action: 'airport.created',
      subjectType: 'airport',
      subjectId: iata,
      details: { icao, currency, openForSale },
    });
    return reread(tx, iata);
  });
}

/** Changes a served airport (opening or closing it for sale among them). Audited as `airport.updated`. */
export function updateServedAirport(
  admin: AirportAdmin,
  iata: string,
  changes: UpdateServedAirportRequest,
): Promise<ServedAirport> {
  return admin.db.transaction(async (tx) => {
    if (!(await updateServedAirportRows(tx, iata, { changes, updatedBy: admin.actor.userId })))
      throw AppError.notFound();
    await admin.recordAudit(tx, admin.actor, {
      action: 'airport.updated',
      subjectType: 'airport',
      subjectId: iata,
      details: { ...changes },
    });
    return reread(tx, iata);
  });
}

/** Adds a terminal to a served airport; answers the airport with its terminals. Audited as `terminal.created`. */
export function addTerminal(
  admin: AirportAdmin,
  iata: string,
  terminal: CreateTerminalRequest,
): Promise<ServedAirport> {
  return admin.db.transaction(async (tx) => {
    if (!(await lockServedAirport(tx, iata))) throw AppError.notFound();
    if (!(await insertTerminal(tx, iata, terminal))) throw AppError.conflict(AirportMessages.terminalExists);
    await admin.recordAudit(tx, admin.actor, {
      action: 'terminal.created',
      subjectType: 'terminal',
      subjectId: `${iata}/${terminal.name}`,
      details: { ...terminal },
    });
    return reread(tx, iata);
  });
}

/** Changes what a terminal handles or its order. Audited as `terminal.updated`. */
export function updateTerminal(
  admin: AirportAdmin,
  where: { iata: string; name: string },
  changes: UpdateTerminalRequest,
): Promise<ServedAirport> {
  return admin.db.transaction(async (tx) => {
    if (!(await lockServedAirport(tx, where.iata))) throw AppError.notFound();
    const current = await selectTerminal(tx, where.iata, where.name);
    if (!current) throw AppError.notFound();
    const next = { ...current, ...changes };
    if (!next.international && !next.domestic)
      throw AppError.badRequest(AirportMessages.terminalKinds, { domestic: AirportMessages.terminalKinds });
    await updateTerminalRow(tx, where.iata, next);
    await admin.recordAudit(tx, admin.actor, {
      action: 'terminal.updated',
      subjectType: 'terminal',
      subjectId: `${where.iata}/${current.name}`,
      details: { ...changes },
    });
    return reread(tx, where.iata);
  });
}

/**
 * Deletes a terminal and its meeting points; refused (409) while any officer of the airport lists
 * it, so that no officer is left serving a terminal that is gone. Audited as `terminal.removed`.
 */
export function removeTerminal(admin: AirportAdmin, where: { iata: string; name: string }): Promise<ServedAirport> {
  return admin.db.transaction(async (tx) => {
    if (!(await lockServedAirport(tx, where.iata))) throw AppError.notFound();
    const current = await selectTerminal(tx, where.iata, where.name);
    if (!current) throw AppError.notFound();
    const officersThere = await countOfficersInTerminal(tx, where.iata, current.name);
    if (officersThere > 0) throw AppError.conflict(AirportMessages.terminalInUse(officersThere));
    await deleteTerminalRow(tx, where.iata, current.name);
    await admin.recordAudit(tx, admin.actor, {
      action: 'terminal.removed',
      subjectType: 'terminal',
      subjectId: `${where.iata}/${current.name}`,
      details: { ...current },
    });
    return reread(tx, where.iata);
  });
}
