/**
 * Sends the officer's waiting milestone taps and code entries (./milestone-queue.ts) when the
 * page starts, when the browser says the connection is back (`online`), and every 30 s while
 * taps wait (a network that is up but does not carry requests fires no event). Refreshes what
 * the answers changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { recordMilestone, verifyCode } from './api/live-api';
import { type QueuedTap, replayTaps, useQueuedTaps } from './milestone-queue';

/** Sends one waiting tap: a code entry to the code check, a step to the milestones. */
const send = (t: QueuedTap) =>
  t.code === undefined
    ? recordMilestone(t.bookingId, t.milestone, t.clientId)
    : verifyCode(t.bookingId, t.code, t.clientId);

const RETRY_MS = 30_000;

/**
 * @param userId the signed-in officer (their taps only); undefined while unknown.
 * @param refreshKeys further query keys to refresh once a tap is settled (the officer's day).
 */
export function useTapReplay(userId: string | undefined, refreshKeys: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  const { waiting } = useQueuedTaps();
  const hasWaiting = waiting.some((t) => t.userId === userId);
  const keys = useRef(refreshKeys);
  keys.current = refreshKeys;
  useEffect(() => {
    if (!userId) return;
    const replay = () => {
      if (!navigator.onLine) return;
      void replayTaps(userId, send).then((settled) => {
        if (!settled) return;
        void queryClient.invalidateQueries({ queryKey: ['live', 'progress'] });
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
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
