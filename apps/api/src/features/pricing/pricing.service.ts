/**
 * Pricing per service type (spec §3 Pricing entry, §9 defaults 45 USD and 1500 NGN per USD,
 * seeded at start). Inside, prices are USD cents and rates whole ten-thousandths of a naira
 * (RateE4, ADR 086); the API shows `price_usd` in dollars and `exchange_rate_ngn` in naira.
 */
import {
  majorToMinor,
  minorToMajor,
  type PricingEntry,
  rateE4ToNumber,
  rateToE4,
  type ServiceType,
  type UpdatePricingRequest,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { listPricing, type PricingRow, savePricing } from './pricing.repository';

function toEntry(row: PricingRow): PricingEntry {
  return {
    service_type: row.serviceType,
    price_usd: minorToMajor(row.priceUsdCents),
    exchange_rate_ngn: rateE4ToNumber(row.exchangeRateE4),
  };
}

/** `GET /pricing[?serviceType]`: the entries, arrival before departure. */
export async function listPricingEntries(db: Executor, serviceType?: ServiceType): Promise<PricingEntry[]> {
  return (await listPricing(db, serviceType)).map(toEntry);
}

/**
 * `PUT /pricing/:serviceType` (admins only; the route checks the role): sets the unit price
 * (USD major units, converted to cents) and the exchange rate of `update.change`, recording who
 * changed them (`update.adminUserId`).
 */
export async function updatePricingEntry(
  db: Executor,
  serviceType: ServiceType,
  update: { change: UpdatePricingRequest; adminUserId: string },
): Promise<PricingEntry> {
  const { change, adminUserId } = update;
  const row = await savePricing(db, {
    serviceType,
    priceUsdCents: majorToMinor(change.price_usd),
    exchangeRateE4: rateToE4(change.exchange_rate_ngn),
    updatedBy: adminUserId,
  });
  return toEntry(row);
}
