/**
 * Counts work in progress and tells when none is left, so the job runner can wait for its
 * queries and handlers to finish before the database closes (no polling, no fixed waits).
 */
export interface Inflight {
  readonly count: number;
  /** Runs `work`, counting it while it runs. */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once nothing is in progress, or after `timeoutMs`; true when it became idle. */
  idle(timeoutMs: number): Promise<boolean>;
}

export function createInflight(): Inflight {
  let count = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (count > 0) return;
    // A handler's completion query starts right after the handler resolves: look again on the
    // next turn of the event loop before calling the work done.
    setImmediate(() => {
      if (count > 0) return;
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    });
  };
  return {
    get count() {
      return count;
    },
    async track(work) {
      count++;
      try {
        return await work();
      } finally {
        count--;
        settle();
      }
    },
    idle(timeoutMs) {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
        settle();
      });
    },
  };
}
