/**
 * An airport's prices and rules (issue 41 items 1 and 3): `GET /api/ops/airports/:iata/pricing`
 * (dispatcher, admin), and the admin's `PATCH /api/ops/airports/:iata/rules` and `POST
 * /api/ops/airports/:iata/price-lists`. A change answers the server's sentence (`message`), which
 * the console shows as sent; its success refreshes the airport's pricing.
 */
import {
  AirportPricingSchema,
  AirportRulesResultSchema,
  type CreatePriceListRequest,
  PriceListResultSchema,
  successEnvelope,
  type UpdateAirportRulesRequest,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { airportsKey } from './airports';

const PricingResponse = successEnvelope(AirportPricingSchema);
const RulesResponse = successEnvelope(AirportRulesResultSchema);
const PriceListResponse = successEnvelope(PriceListResultSchema);

// Below the airports' key, as the meeting points are: a refreshed airport list refreshes these too.
const pricingKey = (iata: string) => [...airportsKey, iata, 'pricing'] as const;
const airportPath = (iata: string) => `/ops/airports/${encodeURIComponent(iata)}`;

/** The airport's rules, every version of its prices (newest first) and the default prices. @throws ApiError. */
export const airportPricingQuery = (iata: string) =>
  queryOptions({
    queryKey: pricingKey(iata),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${airportPath(iata)}/pricing`, { schema: PricingResponse, ...(signal ? { signal } : {}) }))
        .data,
  });

/** A pricing change whose success refreshes the airport's pricing; resolves to the whole answer. */
function usePricingMutation<V extends { iata: string }, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, { iata }) => queryClient.invalidateQueries({ queryKey: pricingKey(iata) }),
  });
}

/** Changes the rules `changes` names; the answer's `message` says from when they apply. */
export const useUpdateAirportRules = () =>
  usePricingMutation(({ iata, changes }: { iata: string; changes: UpdateAirportRulesRequest }) =>
    apiClient.patch(`${airportPath(iata)}/rules`, changes, { schema: RulesResponse }),
  );

/** Adds a price version; refused (400, with its sentence) when its start is in the past. */
export const useCreatePriceList = () =>
  usePricingMutation(({ iata, priceList }: { iata: string; priceList: CreatePriceListRequest }) =>
    apiClient.post(`${airportPath(iata)}/price-lists`, priceList, { schema: PriceListResponse }),
  );
