/**
 * The live stream as a client sees it: an SSE reader of `GET /api/live/stream` over real HTTP (a
 * hijacked stream never ends, so `inject` cannot read it) that collects the events until closed.
 */
import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface StreamEvent {
  id: string;
  event: string;
  data: { type: string; bookingId: string; payload: Record<string, unknown> };
}

/** Opens `GET /api/live/stream` and collects its events until `close()`. */
export async function openStream(baseUrl: string, ticket: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/live/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const done = (async () => {
    if (!res.body) return;
    try {
      const messages = res.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream()) as unknown as AsyncIterable<EventSourceMessage>;
      for await (const m of messages) {
        events.push({ id: m.id ?? '', event: m.event ?? '', data: JSON.parse(m.data) });
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    /** Resolves with the first event matching `match`, waiting as long as the test allows. */
    async next(match: (e: StreamEvent) => boolean): Promise<StreamEvent> {
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
