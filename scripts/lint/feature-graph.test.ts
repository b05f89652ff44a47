/**
 * Features import each other one way (issue 38 items 1 and 6): in the API and in the web app, no
 * pair of features imports each other, in production code (tests excluded). The graph is
 * dependency-cruiser's, with the repository's own configuration (as `npm run lint` resolves it),
 * collapsed to feature folders.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const FEATURE = /^apps\/(api|web)\/src\/features\/([^/]+)\//;

interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/** Edges between features as "app:from->to", from one dependency-cruiser run. */
async function featureEdges(): Promise<Set<string>> {
  const { stdout } = await run(
    resolve(root, 'node_modules/.bin/depcruise'),
    [
      'apps/api/src',
      'apps/web/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      '--exclude',
      String.raw`\.test\.tsx?$|/src/test/`,
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const edges = new Set<string>();
  for (const module of (JSON.parse(stdout) as CruiseResult).modules) {
    const from = FEATURE.exec(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = FEATURE.exec(dependency.resolved);
      if (to && to[1] === from[1] && to[2] !== from[2]) edges.add(`${from[1]}:${from[2]}->${to[2]}`);
    }
  }
  return edges;
}

describe('the feature graph', () => {
  let edges: Set<string>;
  beforeAll(async () => {
    edges = await featureEdges();
  }, 60_000);

  it('is read from the code: features do import one another', () => {
    expect(edges).toContain('web:bookings->payments');
    expect(edges).toContain('api:bookings->operations');
  });

  it('has no pair of features importing each other, in either app', () => {
    const both = [...edges].filter((edge) => {
      const [, app = '', from = '', to = ''] = /^(\w+):(.+)->(.+)$/.exec(edge) ?? [];
      return from < to && edges.has(`${app}:${to}->${from}`);
    });
    expect(both).toEqual([]);
  });
});
