/**
 * Loyalty credits calls (issue 27 §4): the traveller's account (GET /api/credits/me) and the
 * admin's overview, settings and adjustment (GET /api/ops/credits, PUT /api/ops/credits/settings,
 * POST /api/ops/credits/adjustments).
 */
import {
  CreditAccountSchema,
  type CreditAdjustmentRequest,
  CreditAdjustmentResultSchema,
  CreditsOverviewSchema,
  type LoyaltySettings,
  LoyaltySettingsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of the credits queries; invalidate it after a payment, cancellation or adjustment. */
export const creditsKey = ['credits'] as const;

export const creditAccountQuery = () =>
  queryOptions({
    queryKey: [...creditsKey, 'me'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/credits/me', { schema: successEnvelope(CreditAccountSchema), signal })).data,
  });

/** The signed-in traveller's balance and statement. */
export function useCreditAccount(enabled = true) {
  return useQuery({ ...creditAccountQuery(), enabled });
}

const overviewQuery = () =>
  queryOptions({
    queryKey: [...creditsKey, 'overview'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/ops/credits', { schema: successEnvelope(CreditsOverviewSchema), signal })).data,
  });

/** Admin: the settings and the outstanding total. */
export function useCreditsOverview() {
  return useQuery(overviewQuery());
}

/** Admin: saves the loyalty settings. */
export function useSaveLoyaltySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: LoyaltySettings) =>
      (await apiClient.put('/ops/credits/settings', settings, { schema: successEnvelope(LoyaltySettingsSchema) })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: creditsKey }),
  });
}

/** Admin: adds or takes credits on one account, with a reason. */
export function useAdjustCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreditAdjustmentRequest) =>
      (
        await apiClient.post('/ops/credits/adjustments', input, {
          schema: successEnvelope(CreditAdjustmentResultSchema),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: creditsKey }),
  });
}
