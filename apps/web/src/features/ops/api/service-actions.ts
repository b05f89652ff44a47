/**
 * The dispatcher's service actions from the board (issue 26 §1, §2): record check-in or a no-show
 * before its time (`POST /api/ops/bookings/:id/gate-override`), or cancel at any stage
 * (`POST /api/ops/bookings/:id/cancel`), each with a reason the audit trail keeps.
 */
import type { OverridableMilestone } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

/** What the dispatcher does: one of the early steps, or cancel. */
export type DispatcherAction = OverridableMilestone | 'cancel';

export interface DispatcherActionInput {
  bookingId: string;
  action: DispatcherAction;
  reason: string;
  /** Cancel only: we cannot provide the service, so a paid booking is refunded in full. */
  ourFault?: boolean;
}

/** Runs one action; refreshes every ops view on success. @throws ApiError with the server's sentence. */
export function useDispatcherAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, action, reason, ourFault = false }: DispatcherActionInput) => {
      const base = `/ops/bookings/${encodeURIComponent(bookingId)}`;
      return action === 'cancel'
        ? apiClient.post(`${base}/cancel`, { reason, ourFault })
        : apiClient.post(`${base}/gate-override`, { milestone: action, reason });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
