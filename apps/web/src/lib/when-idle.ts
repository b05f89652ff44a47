/**
 * Runs `task` once the browser has nothing more urgent to do (`requestIdleCallback`), and at the
 * latest after `timeoutMs` (default 3,000 ms); where the browser has no idle callback (Safari),
 * in a task of its own. Returns a function that cancels it.
 *
 * For downloads a page does not need for its first input: started right after the first paint,
 * their evaluation fell among the page's start-up tasks, the ones Lighthouse counts as blocking
 * (issue 42 item 1, ADR 385).
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task);
  return () => window.clearTimeout(id);
}
