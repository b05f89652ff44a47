/**
 * Keeps a page live (issue 17 §4): opens `/api/live/stream` with a fresh 60-second ticket and,
 * on every event, refreshes the queries it names. When the first stream opens it refreshes them
 * once too (what changed before it opened sends no event to it). When the stream drops, it asks
 * for a new ticket and reopens from the last event id it saw, so nothing is missed. Closed on
 * unmount.
 */
import { LIVE_EVENT_TYPES } from '@fasttrack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../lib/api-client';
import { getStreamTicket } from './api/live-api';

export interface LiveStreamEvent {
  id: number;
  bookingId: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * @param request which stream: one booking, or the officer's or the board's.
 * @param onEvent called with each event (after the listed queries were invalidated).
 * @param queryKeys query keys to invalidate on every event.
 */
export function useLiveStream(
  request: { bookingId: string } | { scope: 'officer' | 'board' } | null,
  queryKeys: readonly (readonly unknown[])[],
  onEvent?: (event: LiveStreamEvent) => void,
) {
  const queryClient = useQueryClient();
  const requestKey = JSON.stringify(request);
  const keysKey = JSON.stringify(queryKeys);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are compared by their JSON
  useEffect(() => {
    if (!request || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let stopped = false;
    let retries = 0;
    const open = async () => {
      if (stopped) return;
      try {
        const ticket = await getStreamTicket(request);
        if (stopped) return;
        const query = new URLSearchParams({ ticket });
        if (lastId) query.set('lastEventId', lastId);
        source = new EventSource(`${API_BASE}/live/stream?${query}`);
        source.onopen = () => {
          retries = 0;
          // A first stream starts at the present: a change made between the page's first read
          // and this moment would never arrive as an event, so what the page shows is read again.
          if (!lastId) for (const key of queryKeys) void queryClient.invalidateQueries({ queryKey: key });
        };
        const handle = (message: MessageEvent<string>) => {
          lastId = message.lastEventId || lastId;
          for (const key of queryKeys) void queryClient.invalidateQueries({ queryKey: key });
          onEvent?.(JSON.parse(message.data) as LiveStreamEvent);
        };
        for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, handle);
        source.onerror = () => {
          // The ticket is single-use and short-lived: reopen with a new one rather than let
          // EventSource retry with the old.
          source?.close();
          retries += 1;
          if (!stopped) window.setTimeout(() => void open(), Math.min(10_000, 500 * 2 ** retries));
        };
      } catch {
        retries += 1;
        if (!stopped) window.setTimeout(() => void open(), Math.min(10_000, 500 * 2 ** retries));
      }
    };
    void open();
    return () => {
      stopped = true;
      source?.close();
    };
  }, [requestKey, keysKey, queryClient]);
}
