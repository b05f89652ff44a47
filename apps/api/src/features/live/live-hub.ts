/**
 * Fan-out of live events inside one API process (issue 17 §4). The process LISTENs once
 * (Database.listen: a dedicated connection on PostgreSQL, in-process on PGlite); each open
 * stream is a subscriber with a scope and the last event id it was sent. On a notification, or
 * when a stream opens with `Last-Event-ID`, the subscriber reads the events after that id from
 * the table, so a reconnect gets what it missed and nothing is kept only in memory.
 */
import type { FastifyInstance } from 'fastify';
import { LIVE_CHANNEL, type LiveNote } from '../../lib/live-events';
import { type StreamScope, selectEventsAfter } from './live.repository';

export interface LiveEventRow {
  /** The event's place in commit order (`live_events.seq`, ADR 195): the SSE id. */
  id: number;
  bookingId: string;
  type: string;
  payload: unknown;
  createdAt: Date;
}

export interface Subscriber {
  scope: StreamScope;
  lastId: number;
  send(event: LiveEventRow): void;
}

export interface LiveHub {
  /** Starts sending; replays events after `subscriber.lastId` first. @returns unsubscribe. */
  subscribe(subscriber: Subscriber): () => void;
  /** Every open stream's close function, called when the app closes. */
  readonly closers: Set<() => void>;
}

function mayConcern(scope: StreamScope, note: LiveNote): boolean {
  return scope.kind !== 'booking' || scope.bookingId === note.bookingId;
}

/** Creates the hub and its one LISTEN; stops listening when the app closes. */
export async function createLiveHub(app: FastifyInstance): Promise<LiveHub> {
  const subscribers = new Set<Subscriber>();
  // One read at a time per subscriber, so events go out once and in id order.
  const queues = new Map<Subscriber, Promise<void>>();
  const pump = (s: Subscriber) => {
    const next = (queues.get(s) ?? Promise.resolve()).then(async () => {
      if (!subscribers.has(s)) return;
      const rows = await selectEventsAfter(app.db, s.scope, s.lastId);
      for (const row of rows) {
        if (row.id <= s.lastId) continue;
        s.lastId = row.id;
        s.send(row);
      }
    });
    queues.set(
      s,
      next.catch((err) => app.log.warn({ err }, 'live event read failed')),
    );
  };
  const stop = await app.database.listen(LIVE_CHANNEL, (payload) => {
    let note: LiveNote;
    try {
      note = JSON.parse(payload) as LiveNote;
    } catch {
      return;
    }
    for (const s of subscribers) if (mayConcern(s.scope, note) && note.id > s.lastId) pump(s);
  });
  const closers = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of closers) close();
  });
  app.addHook('onClose', async () => stop());
  return {
    closers,
    subscribe(s) {
      subscribers.add(s);
      pump(s);
      return () => {
        subscribers.delete(s);
        queues.delete(s);
      };
    },
  };
}
