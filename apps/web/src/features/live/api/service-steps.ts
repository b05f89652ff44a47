/**
 * The officer's taps as mutations (issue 17 §2, §3; issue 28 item 5; issue 36 item 4): the meeting
 * code and the next milestone. Offline is handled here, not by pausing the mutation: a tap that
 * never reached the server waits on the device (../milestone-queue.ts); an answered one fetches
 * the service's progress again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientErrorCode, isApiError } from '../../../lib/api-error';
import { type QueuedTap, queueTap } from '../milestone-queue';
import { liveKeys, recordMilestone, verifyCode } from './live-api';

/** True when the tap never reached the server: it waits for the network instead. */
export const unsent = (error: unknown) => isApiError(error) && error.code === ClientErrorCode.NETWORK_ERROR;

/** Pending until the entry is answered, or kept on the device; a wrong code fetches the progress (tries left, lock). */
export function useVerifyMeetingCode(bookingId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveKeys.progress(bookingId) });
  return useMutation({
    mutationFn: (entry: QueuedTap) => verifyCode(bookingId, entry.code ?? '', entry.clientId),
    networkMode: 'always',
    onSuccess: () => {
      void refresh();
    },
    onError: (error, entry) => (unsent(error) ? queueTap(entry) : refresh()),
  });
}

/** Pending until the step is recorded and the progress fetched again, or the tap kept on the device. */
export function useRecordMilestone(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tap: QueuedTap) => recordMilestone(bookingId, tap.milestone, tap.clientId),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.progress(bookingId) }),
    onError: (error, tap) => (unsent(error) ? queueTap(tap) : undefined),
  });
}
