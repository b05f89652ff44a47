/**
 * SQL of airports' price lists (issue 41 item 3; ADR 373): every version of an airport's price,
 * and the next version, numbered in the statement that inserts it. Versions are only added.
 */
import type { PriceList, ServiceType } from '@fasttrack/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { priceLists } from '../../db/schema/index';

type PriceListRow = typeof priceLists.$inferSelect;

const toPriceList = (row: PriceListRow): PriceList => ({
  id: row.id,
  airportIata: row.airportIata,
  serviceType: row.serviceType,
  currency: 'USD',
  version: row.version,
  effectiveFrom: row.effectiveFrom.toISOString(),
  unitPriceUsdCents: row.unitPriceUsdCents,
  createdAt: row.createdAt.toISOString(),
});

/** Every version of the airport's prices, both service types, the newest (latest made) first. */
export async function listPriceLists(db: Executor, airportIata: string): Promise<PriceList[]> {
  const rows = await db
    .select()
    .from(priceLists)
    .where(eq(priceLists.airportIata, airportIata))
    .orderBy(desc(priceLists.createdAt), desc(priceLists.version), priceLists.serviceType);
  return rows.map(toPriceList);
}

/** What a new version says; its number is the server's. */
export interface NewPriceList {
  airportIata: string;
  serviceType: ServiceType;
  effectiveFrom: Date;
  /** USD cents per passenger. */
  unitPriceUsdCents: number;
  createdBy: string;
}

/**
 * Inserts the next version of (airport, service type): one more than the highest there, 1 for the
 * first. Call inside a transaction: a transaction-scoped advisory lock keyed by the pair makes
 * concurrent adds wait their turn (PostgreSQL and PGlite alike), so no two take one number and
 * the unique constraint (airport, service type, currency, version) never has to refuse one.
 */
export async function insertNextPriceList(tx: Executor, list: NewPriceList): Promise<PriceList> {
  const { airportIata, serviceType } = list;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`price-lists:${airportIata}:${serviceType}`}, 0))`,
  );
  const nextVersion = sql<number>`(select coalesce(max(${priceLists.version}), 0) + 1 from ${priceLists}
    where ${and(eq(priceLists.airportIata, airportIata), eq(priceLists.serviceType, serviceType), eq(priceLists.currency, 'USD'))})`;
  const [row] = await tx
    .insert(priceLists)
    .values({
      airportIata,
      serviceType,
      currency: 'USD',
      version: nextVersion,
      effectiveFrom: list.effectiveFrom,
      unitPriceUsdCents: list.unitPriceUsdCents,
      createdBy: list.createdBy,
      // The clock after the lock, not the transaction's start: versions are made in this order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!row) throw new Error('price list insert returned nothing');
  return toPriceList(row);
}
