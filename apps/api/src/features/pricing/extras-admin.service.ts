/**
 * An airport's add-ons and packages as the airports console reads and changes them (issue 41 item
 * 6, for item 4's extras; ADR 374). A change applies to bookings made from then on: a booking
 * keeps the price lines it bought (`bookings.price_lines`), so nothing here touches bookings, and
 * nothing is deleted (`active: false` stops the sale). Each change and its staff audit entry
 * (`add_on.created`, `add_on.updated`, `package.created`, `package.updated`) are one transaction;
 * the audit writer is handed in by the app (features/index.ts), as the price lists' is.
 *
 * Errors (AppError): 404 when the airport is not served or the code unknown; 409 when the code is
 * taken; 422 when a package names an add-on the airport lacks; 400 when a change leaves an add-on
 * breaking the unit size rule (contracts `unitSizeProblem`).
 */
import {
  type AddOn,
  type CreateAddOnRequest,
  type CreatePackageRequest,
  ExtrasAdminMessages,
  type ExtrasCatalogueAnswer,
  type Package,
  type PackageItem,
  type UpdateAddOnRequest,
  type UpdatePackageRequest,
  unitSizeProblem,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  addOnIdsByCode,
  type CatalogueItemKey,
  insertAddOn,
  insertPackage,
  replacePackageItems,
  selectAddOn,
  servedAirportExists,
  updateAddOnRow,
  updatePackageRow,
} from './extras-admin.repository';
import { findExtrasCatalogue } from './extras-catalogue.repository';
import type { PriceAdmin } from './price-lists.service';

/** Who changes the catalogue, and where the change is recorded (as for price lists). */
export type ExtrasAdmin = Omit<PriceAdmin, 'now'>;

/**
 * `GET /api/ops/airports/:iata/extras`: every add-on and package of the airport, inactive ones included.
 * @throws AppError 404 when `iata` is not served.
 */
export async function getExtras(db: Executor, iata: string): Promise<ExtrasCatalogueAnswer> {
  if (!(await servedAirportExists(db, iata))) throw AppError.notFound();
  return findExtrasCatalogue(db, iata);
}

/** `POST /api/ops/airports/:iata/add-ons`. @throws AppError 404 not served; 409 code taken. */
export function createAddOn(admin: ExtrasAdmin, iata: string, body: CreateAddOnRequest): Promise<AddOn> {
  return admin.db.transaction(async (tx) => {
    if (!(await servedAirportExists(tx, iata, true))) throw AppError.notFound();
    const addOn = await insertAddOn(tx, iata, body);
    if (!addOn) throw AppError.conflict(ExtrasAdminMessages.addOnCodeTaken);
    await admin.recordAudit(tx, admin.actor, {
      action: 'add_on.created',
      subjectType: 'add_on',
      subjectId: addOn.id,
      details: { airportIata: iata, ...body },
    });
    return addOn;
  });
}

/**
 * `PATCH /api/ops/airports/:iata/add-ons/:code`: bookings made from now on take the change.
 * @throws AppError 404 unknown airport or code; 400 the unit size rule, on the add-on as it will stand.
 */
export function updateAddOn(admin: ExtrasAdmin, key: CatalogueItemKey, changes: UpdateAddOnRequest): Promise<AddOn> {
  const { iata, code } = key;
  return admin.db.transaction(async (tx) => {
    const current = await selectAddOn(tx, iata, code);
    if (!current) throw AppError.notFound();
    const problem = unitSizeProblem({ ...current, ...changes });
    if (problem) throw AppError.badRequest(problem, { unitSize: problem });
    const addOn = await updateAddOnRow(tx, key, changes);
    if (!addOn) throw AppError.notFound();
    await admin.recordAudit(tx, admin.actor, {
      action: 'add_on.updated',
      subjectType: 'add_on',
      subjectId: addOn.id,
      details: { airportIata: iata, code, before: pick(current, changes), ...changes },
    });
    return addOn;
  });
}

/** `POST /api/ops/airports/:iata/packages`. @throws AppError 404 not served; 409 code taken; 422 unknown add-on. */
export function createPackage(admin: ExtrasAdmin, iata: string, body: CreatePackageRequest): Promise<Package> {
  const { items, ...fields } = body;
  return admin.db.transaction(async (tx) => {
    if (!(await servedAirportExists(tx, iata, true))) throw AppError.notFound();
    const rows = await itemsOrRefuse(tx, iata, items);
    const packageId = await insertPackage(tx, iata, fields);
    if (!packageId) throw AppError.conflict(ExtrasAdminMessages.packageCodeTaken);
    await replacePackageItems(tx, packageId, rows);
    const pack = await reread(tx, iata, body.code);
    await admin.recordAudit(tx, admin.actor, {
      action: 'package.created',
      subjectType: 'package',
      subjectId: pack.id,
      details: { airportIata: iata, ...body },
    });
    return pack;
  });
}

/**
 * `PATCH /api/ops/airports/:iata/packages/:code`: `items`, when given, replace the package's.
 * @throws AppError 404 unknown airport or code; 422 an item names an add-on the airport lacks.
 */
export function updatePackage(
  admin: ExtrasAdmin,
  key: CatalogueItemKey,
  changes: UpdatePackageRequest,
): Promise<Package> {
  const { iata, code } = key;
  const { items, ...fields } = changes;
  return admin.db.transaction(async (tx) => {
    const packageId = await updatePackageRow(tx, key, fields);
    if (!packageId) throw AppError.notFound();
    if (items) await replacePackageItems(tx, packageId, await itemsOrRefuse(tx, iata, items));
    const pack = await reread(tx, iata, code);
    await admin.recordAudit(tx, admin.actor, {
      action: 'package.updated',
      subjectType: 'package',
      subjectId: pack.id,
      details: { airportIata: iata, code, ...changes },
    });
    return pack;
  });
}

/** `items` with their add-ons' ids. @throws AppError 422 naming the first code the airport lacks. */
async function itemsOrRefuse(
  tx: Executor,
  iata: string,
  items: PackageItem[],
): Promise<{ addOnId: string; quantity: number }[]> {
  const ids = await addOnIdsByCode(
    tx,
    iata,
    items.map((i) => i.addOnCode),
  );
  return items.map((item) => {
    const addOnId = ids.get(item.addOnCode);
    if (!addOnId) throw AppError.unprocessable(ExtrasAdminMessages.unknownAddOnInPackage(item.addOnCode));
    return { addOnId, quantity: item.quantity };
  });
}

/** The package as it now stands; it exists, since the caller's transaction just wrote it. */
async function reread(tx: Executor, iata: string, code: string): Promise<Package> {
  const pack = (await findExtrasCatalogue(tx, iata)).packages.find((p) => p.code === code);
  if (!pack) throw AppError.notFound();
  return pack;
}

/** The values of `current` for the fields `changes` names: what the audit entry says was there before. */
function pick(current: AddOn, changes: UpdateAddOnRequest): Partial<AddOn> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof AddOn]]));
}
