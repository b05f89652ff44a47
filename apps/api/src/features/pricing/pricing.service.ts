/**
 * Pricing per service type (spec §3 Pricing entry, §9 defaults 45 USD and 1500 NGN per USD,
 * seeded at start). Inside, prices are USD cents; the API shows `price_usd` in dollars.
 */
import {
  majorToMinor,
  minorToMajor,
  type PricingEntry,
  type ServiceType,
  type UpdatePricingRequest,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findPricing, listPricing, type PricingRow, savePricing } from './pricing.repository';

function toEntry(row: PricingRow): PricingEntry {
  return {
    service_type: row.serviceType,
    price_usd: minorToMajor(row.priceUsdCents),
    exchange_rate_ngn: row.exchangeRateNgn,
  };
}

/** `GET /pricing[?serviceType]`: the entries, arrival before departure. */
export async function listPricingEntries(db: Executor, serviceType?: ServiceType): Promise<PricingEntry[]> {
  return (await listPricing(db, serviceType)).map(toEntry);
}

/**
 * `PUT /pricing/:serviceType` (admins only; the route checks the role): sets the unit price
 * (USD major units, converted to cents) and the exchange rate, recording who changed them.
 */
export async function updatePricingEntry(
  db: Executor,
  serviceType: ServiceType,
  change: UpdatePricingRequest,
  adminUserId: string,
): Promise<PricingEntry> {
  const row = await savePricing(db, {
    serviceType,
    priceUsdCents: majorToMinor(change.price_usd),
    exchangeRateNgn: change.exchange_rate_ngn,
    updatedBy: adminUserId,
  });
  return toEntry(row);
}

/**
 * The unit price per passenger and the exchange rate for `serviceType`, as bookings copy them
 * onto a new booking. Pass the booking's transaction to read them inside it.
 * @returns priceUsdCents: USD cents per passenger; exchangeRateNgn: Naira per US dollar.
 * @throws AppError 503 when the service type has no price (the seed always adds both).
 */
export async function getUnitPrice(
  db: Executor,
  serviceType: ServiceType,
): Promise<{ priceUsdCents: number; exchangeRateNgn: number }> {
  const row = await findPricing(db, serviceType);
  if (!row) throw AppError.unavailable(`No price is set for the ${serviceType} service`);
  return { priceUsdCents: row.priceUsdCents, exchangeRateNgn: row.exchangeRateNgn };
}
