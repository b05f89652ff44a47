/**
 * Keeps the day board live (issue 17 §4; issue 36 item 3; ADRs 320, 321):
 * - the board's stream: every event refreshes the board, the extras waiting for confirmation
 *   (issue 41 item 4), the ratings and any open chat; a
 *   milestone's state (in the event) shows on its card at once, before the refreshed board
 *   arrives; a cancellation is announced by its booking reference;
 * - late check-ins appear at the moment the server names: the answer says when the next one
 *   falls due (`nextCheckInDueAt`, by its clock at `asOf`), and the board asks again then,
 *   measuring the wait from when the answer came, so a wrong clock on this computer changes
 *   nothing. The server decides who is late.
 */
import { type OpsBoard, type OpsBooking, ServiceStateSchema } from '@fasttrack/contracts';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type LiveStreamEvent, useLiveStream } from '../live/index';
import { waitingExtrasKey } from './api/extras';
import { boardKey } from './api/get-board';

/** Asked this long after the moment, so the server's clock has certainly passed it. */
const DUE_MARGIN_MS = 500;

/** The board with one card's state changed, and its late check-in gone once the officer checked in. */
function withState(board: OpsBoard, event: LiveStreamEvent): OpsBoard {
  const state = ServiceStateSchema.safeParse(event.payload.state);
  if (!state.success) return board;
  const update = (b: OpsBooking) =>
    b.id === event.bookingId ? { ...b, serviceState: state.data, lateCheckIn: false } : b;
  return {
    ...board,
    bookings: board.bookings.map(update),
    ...(board.lateCheckIns ? { lateCheckIns: board.lateCheckIns.filter((l) => l.bookingId !== event.bookingId) } : {}),
  };
}

export function useBoardLive(board: UseQueryResult<OpsBoard>, onNotice: (text: string) => void) {
  const queryClient = useQueryClient();
  // A cancelled booking leaves the day's views, so the desk is told which one (issue 26 §2).
  const shown = useRef<readonly OpsBooking[]>([]);
  shown.current = board.data?.bookings ?? shown.current;
  useLiveStream({ scope: 'board' }, [boardKey, waitingExtrasKey, ['ops', 'ratings'], ['live', 'chat']], (e) => {
    if (e.type === 'milestone') {
      queryClient.setQueriesData<OpsBoard>({ queryKey: boardKey }, (old) => (old ? withState(old, e) : old));
    }
    if (e.type !== 'cancelled') return;
    const gone = shown.current.find((b) => b.id === e.bookingId);
    if (gone) {
      onNotice(
        `${gone.bookingReference} was cancelled (${String(e.payload.by ?? 'system')}): see Cancelled and refunded.`,
      );
    }
  });

  const { data, dataUpdatedAt, refetch } = board;
  const dueAt = data?.nextCheckInDueAt;
  const asOf = data?.asOf;
  useEffect(() => {
    if (!dueAt || !asOf) return;
    const wait = Date.parse(dueAt) - Date.parse(asOf) - (Date.now() - dataUpdatedAt);
    const timer = window.setTimeout(() => void refetch(), Math.max(0, wait) + DUE_MARGIN_MS);
    return () => window.clearTimeout(timer);
  }, [dueAt, asOf, dataUpdatedAt, refetch]);
}
