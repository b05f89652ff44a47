/** SQL for the `pricing` table (one row per service type). */

import type { RateE4, ServiceType } from '@fasttrack/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pricing } from '../../db/schema/index';

export type PricingRow = typeof pricing.$inferSelect;

/** Every service type's price, or only `serviceType`'s, in service-type order. */
export function listPricing(db: Executor, serviceType?: ServiceType): Promise<PricingRow[]> {
  return db
    .select()
    .from(pricing)
    .where(serviceType ? eq(pricing.serviceType, serviceType) : undefined)
    .orderBy(asc(pricing.serviceType));
}

/** Sets a service type's price and rate, creating the row if it is missing. */
export async function savePricing(
  db: Executor,
  values: { serviceType: ServiceType; priceUsdCents: number; exchangeRateE4: RateE4; updatedBy: string },
): Promise<PricingRow> {
  const now = new Date();
  const [row] = await db
    .insert(pricing)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: pricing.serviceType,
      set: {
        priceUsdCents: values.priceUsdCents,
        exchangeRateE4: values.exchangeRateE4,
        updatedBy: values.updatedBy,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('pricing upsert returned nothing');
  return row;
}
