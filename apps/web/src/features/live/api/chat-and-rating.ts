/**
 * The traveller's and everyone's writes of the live service as mutations (issue 17 §5, §6): a
 * chat message, after which the chat is fetched again, and the rating, after which the
 * traveller's view is (it then shows the rating instead of the form).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys, rateService, sendChatMessage } from './live-api';

export function useSendChatMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendChatMessage(bookingId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.chat(bookingId) });
    },
  });
}

/** Pending until the traveller's view has been fetched again. */
export function useRateService(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ score, comment }: { score: number; comment: string }) => rateService(bookingId, score, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.traveller(bookingId) }),
  });
}
