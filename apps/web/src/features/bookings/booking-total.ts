/**
 * The live total of the booking form (issue: booking dialog, "A live total is shown in USD and
 * NGN, using /api/pricing"). Prices come from GET /api/pricing; while they are missing or the
 * call failed, the §9 defaults apply (45 USD per passenger, 1500 NGN per USD). Computed in minor
 * units (cents, kobo) so no rounding drifts; the server prices the booking again on its own.
 * Once the server has quoted the form's flight, service and party (POST /api/quotes, issue 41
 * item 5), its lines and totals replace this estimate: {@link quotedTotal}.
 */
import {
  DEFAULT_EXCHANGE_RATE_NGN,
  DEFAULT_PRICE_USD_CENTS,
  majorToMinor,
  minorToMajor,
  type PriceLine,
  type PricingEntry,
  type Quote,
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

/** A quote's total (issue 41 item 5), with the lines the form shows above it. */
export interface QuotedTotal extends BookingTotal {
  lines: PriceLine[];
}

/**
 * The server's quote as the form's total: its lines, and its USD and NGN totals as sent (the
 * naira is converted once, on the total, by the server). `unitPriceUsd` is the service line's.
 */
export function quotedTotal(quote: Quote): QuotedTotal {
  const service = quote.lines.find((line) => line.kind === 'service');
  return {
    lines: quote.lines,
    unitPriceUsd: minorToMajor(service?.unitPriceUsdCents ?? 0),
    totalUsd: minorToMajor(quote.totalUsdCents),
    totalNgn: minorToMajor(quote.totalNgnKobo),
    exchangeRate: quote.exchangeRate,
    isDefault: false,
  };
}
