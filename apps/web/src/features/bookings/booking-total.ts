/**
 * The live total of the booking form (issue: booking dialog, "A live total is shown in USD and
 * NGN, using /api/pricing"). Prices come from GET /api/pricing; while they are missing or the
 * call failed, the §9 defaults apply (45 USD per passenger, 1500 NGN per USD). Computed in minor
 * units (cents, kobo) so no rounding drifts; the server prices the booking again on its own.
 */
import {
  DEFAULT_EXCHANGE_RATE_NGN,
  DEFAULT_PRICE_USD_CENTS,
  majorToMinor,
  minorToMajor,
  type PricingEntry,
  rateToE4,
  type ServiceType,
  usdCentsToKobo,
} from '@fasttrack/contracts';

export interface BookingTotal {
  /** Per passenger, USD major units. */
  unitPriceUsd: number;
  /** USD major units. */
  totalUsd: number;
  /** NGN major units. */
  totalNgn: number;
  /** Naira per US dollar. */
  exchangeRate: number;
  /** True when the §9 defaults were used instead of a price from the server. */
  isDefault: boolean;
}

/**
 * @param pricing entries from /api/pricing, or undefined while unknown.
 * @param serviceType the chosen service; before a choice, the lowest price is shown.
 */
export function bookingTotal(
  pricing: readonly PricingEntry[] | undefined,
  serviceType: ServiceType | null,
  passengerCount: number,
): BookingTotal {
  const entries = pricing ?? [];
  const entry =
    entries.find((e) => e.service_type === serviceType) ??
    (serviceType === null && entries.length > 0
      ? entries.reduce((low, e) => (e.price_usd < low.price_usd ? e : low))
      : undefined);
  const unitCents = entry ? majorToMinor(entry.price_usd) : DEFAULT_PRICE_USD_CENTS;
  const rate = entry ? entry.exchange_rate_ngn : DEFAULT_EXCHANGE_RATE_NGN;
  const count = Number.isInteger(passengerCount) && passengerCount > 0 ? passengerCount : 0;
  const totalCents = unitCents * count;
  return {
    unitPriceUsd: minorToMajor(unitCents),
    totalUsd: minorToMajor(totalCents),
    totalNgn: minorToMajor(usdCentsToKobo(totalCents, rateToE4(rate))),
    exchangeRate: rate,
    isDefault: !entry,
  };
}
