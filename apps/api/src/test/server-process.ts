/**
 * Helpers for tests that run the real server process (the API bundle that `npm start` runs, or
 * `npm start` itself) on a free port. Output is collected so a test can wait for a log line
 * instead of a fixed time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API bundle's server entry, current with the sources (scripts/test/api-bundle.global-setup.ts). */
    apiServerEntry: string;
  }
}

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once the collected output contains `text`. */
  waitForOutput(text: string): Promise<void>;
}

/**
 * Spawns `command args` in the repository root with only PATH and `env` set; by default the API
 * server from its bundle, as `npm start` runs it (ADR 396).
 */
export function spawnServer(
  env: Record<string, string>,
  command = process.execPath,
  args = [inject('apiServerEntry')],
): ServerProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const collect = (d: Buffer) => {
    output += d;
    for (const w of waiters.filter((x) => output.includes(x.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    waitForOutput: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ text, resolve })),
  };
}

/** Polls `/api/health` until it answers 200; throws when the process exits first. */
export async function waitForHealth(base: string, child: ChildProcess, attempts = 600): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready');
}
