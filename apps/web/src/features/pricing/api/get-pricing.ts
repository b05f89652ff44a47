/**
 * GET /api/pricing (spec §3 Pricing entry, §7): list of `{ service_type, price_usd,
 * exchange_rate_ngn }`, optionally for one service type. `price_usd` is in major units (45 = $45).
 *
 * The landing page shows the base price on first load, so the body is checked with
 * {@link isPricingResponse} instead of the zod schema (ADR 051); a test keeps the two in step.
 */
import {
  ApiCallMessages,
  DEFAULT_PRICE_USD_CENTS,
  type PricingEntry,
  SERVICE_TYPES,
  type ServiceType,
} from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';

function isPricingEntry(value: unknown): value is PricingEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    (SERVICE_TYPES as readonly unknown[]).includes(e.service_type) &&
    typeof e.price_usd === 'number' &&
    Number.isFinite(e.price_usd) &&
    typeof e.exchange_rate_ngn === 'number' &&
    Number.isFinite(e.exchange_rate_ngn)
  );
}

/** True when `value` is `{ success: true, data: PricingEntry[] }`. */
export function isPricingResponse(value: unknown): value is { success: true; data: PricingEntry[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { success, data } = value as { success?: unknown; data?: unknown };
  return success === true && Array.isArray(data) && data.every(isPricingEntry);
}

/** @throws ApiError; 'Failed to fetch pricing' when the answer is not a pricing list (§8). */
export async function getPricing(serviceType?: ServiceType, signal?: AbortSignal): Promise<PricingEntry[]> {
  const body = await apiClient.get('/pricing', { auth: false, query: { serviceType }, ...(signal ? { signal } : {}) });
  if (!isPricingResponse(body)) {
    throw new ApiError(ApiCallMessages.pricingFetchFailed, { status: 200, code: ClientErrorCode.INVALID_RESPONSE });
  }
  return body.data;
}

export const pricingQuery = (serviceType?: ServiceType) =>
  queryOptions({
    queryKey: ['pricing', serviceType ?? 'all'],
    queryFn: ({ signal }) => getPricing(serviceType, signal),
    staleTime: 5 * 60_000,
  });

/** Default base price in USD (§9: 45), used when pricing cannot be fetched. */
export const DEFAULT_BASE_PRICE_USD = DEFAULT_PRICE_USD_CENTS / 100;

/**
 * The lowest per-passenger price in USD, shown on Book Now. 45 USD while loading or when the
 * call fails (§8 'Failed to fetch pricing': price falls back to defaults; §9).
 */
export function useBasePriceUsd(): number {
  const { data } = useQuery(pricingQuery());
  if (!data || data.length === 0) return DEFAULT_BASE_PRICE_USD;
  return Math.min(...data.map((e) => e.price_usd));
}
