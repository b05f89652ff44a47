/**
 * SQL of the admin's add-ons and packages (issue 41 item 6, for item 4's extras; ADR 374). Each
 * function takes the transaction of the service that calls it and reports whether a row was
 * there, so the service answers 404, 409 or 422 without a second read. Rows are never deleted:
 * a package item restricts the deletion of its add-on, and bookings keep their lines as JSON.
 */
import type { AddOn, CreateAddOnRequest, CreatePackageRequest, UpdateAddOnRequest } from '@fasttrack/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addOns, packageItems, packages, serviceAirports } from '../../db/schema/index';
import { toAddOn } from './extras-catalogue.repository';

/**
 * True when `iata` is a served airport. With `lock`, its row is locked (shared) until the end of
 * the transaction, so that the airport cannot go while its catalogue changes.
 */
export async function servedAirportExists(db: Executor, iata: string, lock = false): Promise<boolean> {
  const query = db.select({ iata: serviceAirports.iata }).from(serviceAirports).where(eq(serviceAirports.iata, iata));
  const rows = lock ? await query.for('share') : await query;
  return rows.length > 0;
}

/** The add-on `code` of `iata` as it stands, locked until the end of the transaction; null when there is none. */
export async function selectAddOn(db: Executor, iata: string, code: string): Promise<AddOn | null> {
  const [row] = await db
    .select()
    .from(addOns)
    .where(and(eq(addOns.airportIata, iata), eq(addOns.code, code)))
    .for('update');
  return row ? toAddOn(row) : null;
}

/** Adds an add-on to `iata`; null when the airport already has one with that code. */
export async function insertAddOn(db: Executor, iata: string, body: CreateAddOnRequest): Promise<AddOn | null> {
  const [row] = await db
    .insert(addOns)
    .values({ airportIata: iata, ...body })
    .onConflictDoNothing({ target: [addOns.airportIata, addOns.code] })
    .returning();
  return row ? toAddOn(row) : null;
}

/** An add-on or a package of an airport, by its code. */
export interface CatalogueItemKey {
  iata: string;
  code: string;
}

/** Applies `changes` to the add-on `code` of `iata`; null when there is none. */
export async function updateAddOnRow(
  db: Executor,
  { iata, code }: CatalogueItemKey,
  changes: UpdateAddOnRequest,
): Promise<AddOn | null> {
  const [row] = await db
    .update(addOns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(addOns.airportIata, iata), eq(addOns.code, code)))
    .returning();
  return row ? toAddOn(row) : null;
}

/** The ids of the add-ons of `iata` among `codes`, by code (a code the airport lacks is absent). */
export async function addOnIdsByCode(db: Executor, iata: string, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: addOns.id, code: addOns.code })
    .from(addOns)
    .where(and(eq(addOns.airportIata, iata), inArray(addOns.code, codes)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

type PackageFields = Omit<CreatePackageRequest, 'items' | 'code'>;

/** Adds a package (without items) to `iata`; its id, or null when the airport has one with that code. */
export async function insertPackage(
  db: Executor,
  iata: string,
  body: PackageFields & { code: string },
): Promise<string | null> {
  const [row] = await db
    .insert(packages)
    .values({ airportIata: iata, ...body })
    .onConflictDoNothing({ target: [packages.airportIata, packages.code] })
    .returning({ id: packages.id });
  return row?.id ?? null;
}

/** Applies `changes` (no items) to the package `code` of `iata`; its id, or null when there is none. */
export async function updatePackageRow(
  db: Executor,
  { iata, code }: CatalogueItemKey,
  changes: Partial<PackageFields>,
): Promise<string | null> {
  const [row] = await db
    .update(packages)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(packages.airportIata, iata), eq(packages.code, code)))
    .returning({ id: packages.id });
  return row?.id ?? null;
}

/** Replaces the items of a package as a whole, in the order given (each with its add-on's id). */
export async function replacePackageItems(
  db: Executor,
  packageId: string,
  items: { addOnId: string; quantity: number }[],
): Promise<void> {
  await db.delete(packageItems).where(eq(packageItems.packageId, packageId));
  if (items.length === 0) return;
  await db
    .insert(packageItems)
    .values(items.map((item, position) => ({ packageId, addOnId: item.addOnId, quantity: item.quantity, position })));
}
