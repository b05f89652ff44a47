/**
 * A fake `EventSource` for component tests (the browser boundary, like fake-fetch): records the
 * streams a page opens and lets a test send an event on them as the API's stream would
 * (`id:`, `event:`, `data:` JSON).
 */
import { vi } from 'vitest';

type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close() {
    this.closed = true;
  }

  /** Sends one event of `type` with `data` as its JSON, as the server writes it. */
  emit(type: string, id: number, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: String(id) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** Installs the fake as the browser's EventSource; @returns the streams opened so far, newest last. */
export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.opened;
}
