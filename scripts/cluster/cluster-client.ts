/**
 * A client of the cluster for its test: every answer records which API process served it
 * (nginx's `X-Upstream`, added in test mode), and a live stream is read as Server-Sent Events.
 */
import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * A JSON answer as the test reads it, field by field: a field that is not there fails the
 * assertion that reads it, which is the check.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type Json = any;

export interface Answer<T = unknown> {
  status: number;
  /** `host:port` of the API process that answered. */
  upstream: string;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export class ClusterClient {
  /** Every answer so far, in order. */
  readonly answers: Answer[] = [];

  constructor(private readonly base: string) {}

  /** Calls `pathOrUrl` (a path on the cluster, or a full URL the API gave out); never follows redirects. */
  async call<T = { success: boolean; data: Json }>(
    method: string,
    pathOrUrl: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : this.base + pathOrUrl;
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const parsed = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const answer: Answer<T> = {
      status: res.status,
      upstream: res.headers.get('x-upstream') ?? '',
      body: parsed,
      headers: res.headers,
    };
    this.answers.push(answer);
    return answer;
  }

  /**
   * Repeats a read until a process other than `than` answers it (nginx takes turns, so this is
   * the next request or the one after), showing that what one process wrote the other reads.
   * @throws Error when four tries all land on `than`.
   */
  async onOtherProcess<T>(than: string, read: () => Promise<Answer<T>>): Promise<Answer<T>> {
    for (let i = 0; i < 4; i++) {
      const answer = await read();
      if (answer.upstream !== than) return answer;
    }
    throw new Error(`every try was answered by ${than}`);
  }
}

export interface LiveEvent {
  id: string;
  event: string;
  data: Json;
}

/** An open `text/event-stream`: the events received so far, and who serves it. */
export interface LiveStream {
  upstream: string;
  events: LiveEvent[];
  close(): void;
}

/** Opens `url` as an event stream and collects its events in the background. */
export async function openLiveStream(url: string): Promise<LiveStream> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const events: LiveEvent[] = [];
  void (async () => {
    try {
      const messages = res.body
        ?.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream()) as unknown as AsyncIterable<EventSourceMessage>;
      for await (const m of messages) events.push({ id: m.id ?? '', event: m.event ?? '', data: JSON.parse(m.data) });
    } catch {
      // Aborted by close(), or the cluster stopped.
    }
  })();
  return { upstream: res.headers.get('x-upstream') ?? '', events, close: () => controller.abort() };
}
