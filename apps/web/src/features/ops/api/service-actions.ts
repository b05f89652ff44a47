/**
 * The dispatcher's service actions from the board (issue 26 §1, §2; issue 36 item 3): record
 * check-in or a no-show before its time (`POST /api/ops/bookings/:id/gate-override`), record the
 * next step of a service under way for its officer (`POST /api/ops/bookings/:id/step-in`, with
 * the meeting code for `met`), or cancel at any stage (`POST /api/ops/bookings/:id/cancel`), each
 * with a reason the audit trail keeps.
 */
import type { OverridableMilestone, StepInMilestone } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

/** What the dispatcher does: one of the early steps, the officer's next step, or cancel. */
export type DispatcherAction = OverridableMilestone | 'step' | 'cancel';

export interface DispatcherActionInput {
  bookingId: string;
  action: DispatcherAction;
  reason: string;
  /** Cancel only: we cannot provide the service, so a paid booking is refunded in full. */
  ourFault?: boolean;
  /** Step only: the step recorded for the officer, and the meeting code when it is `met`. */
  step?: StepInMilestone;
  code?: string;
}

/** Runs one action; refreshes every ops view on success. @throws ApiError with the server's sentence. */
export function useDispatcherAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, action, reason, ourFault = false, step, code }: DispatcherActionInput) => {
      const base = `/ops/bookings/${encodeURIComponent(bookingId)}`;
      if (action === 'cancel') return apiClient.post(`${base}/cancel`, { reason, ourFault });
      if (action === 'step') {
        return apiClient.post(`${base}/step-in`, { milestone: step, reason, ...(step === 'met' ? { code } : {}) });
      }
      return apiClient.post(`${base}/gate-override`, { milestone: action, reason });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
