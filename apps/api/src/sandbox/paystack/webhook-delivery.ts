/**
 * Fire-and-forget webhook delivery for the provider stand-ins, as providers do it: POST the
 * signed body, and if the receiver does not answer 2xx, try again a couple of times later.
 * `close()` cancels whatever is still waiting (the app is shutting down).
 */
import type { FastifyBaseLogger } from 'fastify';

const RETRY_DELAYS_MS = [0, 1_000, 3_000];

export class WebhookSender {
  private readonly controllers = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  /** Starts delivering `body` to `url` with `headers`; never throws. */
  send(url: string, body: string, headers: Record<string, string>): void {
    const controller = new AbortController();
    this.controllers.add(controller);
    void this.deliver({ url, body, headers }, controller).finally(() => this.controllers.delete(controller));
  }

  /** Delivers `webhook`, retrying, until it is accepted, the tries run out or `controller` aborts. */
  private async deliver(
    { url, body, headers }: { url: string; body: string; headers: Record<string, string> },
    controller: AbortController,
  ) {
    for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
      if (delay) await abortableSleep(delay, controller.signal);
      if (this.closed || controller.signal.aborted) return;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)]),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        this.log.warn({ url, status: res.status, attempt }, 'sandbox webhook not accepted');
      } catch (err) {
        if (controller.signal.aborted) return;
        this.log.warn({ url, err: (err as Error).message, attempt }, 'sandbox webhook delivery failed');
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const c of this.controllers) c.abort();
    this.controllers.clear();
  }
}

function abortableSleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
