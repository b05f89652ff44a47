/**
 * Component test setup: jest-dom matchers, a clean DOM, storage (the offline store too) and fetch
 * stub between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearLastKnown } from '../lib/offline-session';

// findBy*/waitFor wait up to 5 s (default 1 s): on a busy 2-core machine a lazily loaded dialog
// step can take longer than a second to appear, and a traveller would wait for it too (issue 14).
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  // Real timers first: the offline store's IndexedDB (fake-indexeddb) schedules its work on
  // timers, so with a test's fake timers still installed the clearing below would never finish
  // (it hung the hook when an earlier file of the same worker had opened the store).
  vi.useRealTimers();
  cleanup();
  // What a test kept for offline use (an in-memory IndexedDB, where a file installs one) is gone
  // before the next test, as a sign-out clears it: files of a worker share their modules.
  await clearLastKnown();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
