/**
 * Vitest global setup of the integration projects: the API bundle (`apps/api/dist`, ADR 388) made
 * current before any test file runs, and its entry handed to the tests that start the real server
 * process (`inject('apiServerEntry')`, apps/api/src/test/server-process.ts).
 *
 * Those tests run the server as `npm start` does, from the bundle, instead of the sources through
 * tsx, which compiled every module again in each process (issue 42 item 5, ADR 396). A bundle
 * older than any of its sources is built again, so a test never runs a stale server; esbuild's
 * error fails the run when the sources do not build.
 */
import type { TestProject } from 'vitest/node';
import { API_SERVER, buildApiIfStale } from '../build.mjs';

// Vitest runs the projects' setups one after the other but all rerun handlers at once, one per
// integration project: a build under way is shared, never started twice (two builds in one process
// would write the same staging folder, named by the process id).
const BUILD = Symbol.for('fasttrack.test.apiBundle');
type WithBuild = typeof globalThis & { [BUILD]?: Promise<void> | undefined };

/** Builds the bundle when it is older than its sources, sharing a build already under way. */
async function bundleCurrent(): Promise<void> {
  const holder = globalThis as WithBuild;
  holder[BUILD] ??= buildApiIfStale().finally(() => {
    holder[BUILD] = undefined;
  });
  await holder[BUILD];
}

export async function setup(project: TestProject): Promise<void> {
  await bundleCurrent();
  project.provide('apiServerEntry', API_SERVER);
  // In watch mode the sources may have changed before a rerun.
  project.onTestsRerun(() => bundleCurrent());
}
