/**
 * When the page asks the worker for the offline shell (issue 42 item 2): not on a connection
 * that asks to save data or is 2G or slower; otherwise one message to the active worker.
 */
import { describe, expect, it, vi } from 'vitest';
import { PRECACHE_SHELL } from '../sw/shell-protocol';
import { requestOfflineShell, shellWanted } from './offline-shell';

describe('shellWanted', () => {
  it('skips Save-Data and 2G, keeps 3G, 4G and connections that say nothing', () => {
    expect(shellWanted({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shellWanted({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(shellWanted({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shellWanted({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(shellWanted({ effectiveType: '4g' })).toBe(true);
    expect(shellWanted({})).toBe(true);
    expect(shellWanted(undefined)).toBe(true);
  });
});

describe('requestOfflineShell', () => {
  function fakeWorker(connection?: { saveData?: boolean; effectiveType?: string }) {
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      connection,
      serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    return postMessage;
  }

  it('asks the active worker to keep the shell', async () => {
    const postMessage = fakeWorker({ effectiveType: '4g' });
    await requestOfflineShell();
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: PRECACHE_SHELL });
  });

  it('asks nothing on Save-Data or 2G', async () => {
    const onSaveData = fakeWorker({ saveData: true, effectiveType: '4g' });
    await requestOfflineShell();
    const on2g = fakeWorker({ effectiveType: '2g' });
    await requestOfflineShell();
    expect(onSaveData).not.toHaveBeenCalled();
    expect(on2g).not.toHaveBeenCalled();
  });
});
