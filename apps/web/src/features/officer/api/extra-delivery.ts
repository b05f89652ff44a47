/**
 * The officer marks an add-on line delivered or not delivered (issue 41 item 4):
 * `POST /api/officer/services/:id/extras/:lineIndex/delivery` with `{ delivered, clientId }`,
 * answered `{ line }` (a line not delivered is refunded by the server, line by line).
 *
 * Offline it works like the milestone taps (issue 28 item 5): the mark gets its client id when
 * tapped, waits on the device in its own queue (live's milestone-queue, key `extra-deliveries`)
 * shown as "Waiting for connection", and is sent with that id when the connection returns, so a
 * mark sent twice is recorded once; one the server refuses on replay is shown with its reason.
 */
import { type ExtraLine, ExtraLineResultSchema, type OfficerService, successEnvelope } from '@fasttrack/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { ClientErrorCode, isApiError } from '../../../lib/api-error';
import { createTapQueue, type QueuedEntry } from '../../live/index';
import { myServicesQuery } from './get-my-services';

/** One mark of a line, as tapped. */
export interface QueuedDelivery extends QueuedEntry {
  /** The line's index in the booking's price lines. */
  lineIndex: number;
  delivered: boolean;
}

/** The marks made offline, one list for the device (IndexedDB `fasttrack-taps`, key `extra-deliveries`). */
export const extraDeliveries = createTapQueue<QueuedDelivery>('extra-deliveries');

const ResponseSchema = successEnvelope(ExtraLineResultSchema);

/**
 * @returns the line as it now stands.
 * @throws ApiError (403 not the assigned officer, 404 no such line, 409 a line not confirmed or
 *   already marked otherwise; NETWORK_ERROR when no answer came).
 */
export async function recordExtraDelivery(mark: QueuedDelivery) {
  const path = `/officer/services/${encodeURIComponent(mark.bookingId)}/extras/${mark.lineIndex}/delivery`;
  const body = await apiClient.post(
    path,
    { delivered: mark.delivered, clientId: mark.clientId },
    { schema: ResponseSchema },
  );
  return body.data.line;
}

/** True when the mark never reached the server: it waits for the network instead. */
export const unsent = (error: unknown) => isApiError(error) && error.code === ClientErrorCode.NETWORK_ERROR;

/** Shows a line as the server answered it in the officer's day, before the day is fetched again. */
function putLine(queryClient: QueryClient, bookingId: string, line: ExtraLine) {
  queryClient.setQueryData<OfficerService[]>(myServicesQuery().queryKey, (day) =>
    day?.map((s) =>
      s.id === bookingId ? { ...s, extras: s.extras.map((l) => (l.lineIndex === line.lineIndex ? line : l)) } : s,
    ),
  );
}

/**
 * Pending until the mark is recorded (the day's list then shows the line as the server has it),
 * or kept on the device when the network lost it. A refusal is the mutation's error.
 */
export function useRecordExtraDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExtraDelivery,
    networkMode: 'always',
    onSuccess: (line, mark) => {
      putLine(queryClient, mark.bookingId, line);
      void queryClient.invalidateQueries({ queryKey: myServicesQuery().queryKey });
    },
    onError: (error, mark) => (unsent(error) ? extraDeliveries.queue(mark) : undefined),
  });
}

const RETRY_MS = 30_000;

/**
 * Sends `userId`'s waiting marks when the page starts, when the browser says the connection is
 * back (`online`), and every 30 s while marks wait; refreshes the officer's day once one settles.
 */
export function useExtraDeliveryReplay(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { waiting } = extraDeliveries.useEntries();
  const hasWaiting = waiting.some((m) => m.userId === userId);
  useEffect(() => {
    if (!userId) return;
    const replay = () => {
      if (!navigator.onLine) return;
      const send = async (mark: QueuedDelivery) =>
        putLine(queryClient, mark.bookingId, await recordExtraDelivery(mark));
      void extraDeliveries.replay(userId, send).then((settled) => {
        if (settled) void queryClient.invalidateQueries({ queryKey: myServicesQuery().queryKey });
      });
    };
    replay();
    window.addEventListener('online', replay);
    const timer = hasWaiting ? window.setInterval(replay, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', replay);
      window.clearInterval(timer);
    };
  }, [userId, queryClient, hasWaiting]);
}
