import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CpuProfile, placeOf, summariseProfile } from './profile-summary';

const root = path.resolve(import.meta.dirname, '../..');
const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/**
 * (root) -> handler (repo) -> serialize (zod) -> parse (zod); (root) -> (idle).
 * Samples: parse, parse, serialize, handler, idle; each 1 ms.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('handler', `file://${root}/apps/api/src/app.ts`, 9), children: [3] },
    { id: 3, callFrame: frame('serialize', `file://${root}/node_modules/zod/v4/core.js`), children: [4] },
    { id: 4, callFrame: frame('parse', `file://${root}/node_modules/zod/v4/core.js`, 41) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [4, 4, 3, 2, 5],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
};

describe('summariseProfile', () => {
  it('names the place of a frame: a package, a repository folder, Node or V8', () => {
    expect(placeOf(`file://${root}/node_modules/@fastify/compress/index.js`, 'x')).toBe('@fastify/compress');
    expect(placeOf(`file://${root}/node_modules/pino/lib/proto.js`, 'x')).toBe('pino');
    expect(placeOf(`file://${root}/apps/api/src/plugins/security.ts`, 'x')).toBe('apps/api/src/plugins');
    expect(placeOf('node:internal/http', 'x')).toBe('node:internals');
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)');
  });

  it('counts self time by function and place, total time by place, and leaves idle out of busy', () => {
    const lines = summariseProfile(profile, { top: 10, requests: 4 });
    expect(lines[0]).toBe('busy 4 ms, idle 1 ms, 4 requests, 1000.0 µs busy per request');
    const row = (title: string, key: string) => {
      const from = lines.indexOf(title);
      return lines.slice(from).find((l) => l.trimEnd().endsWith(key));
    };
    expect(row('Self time by function', 'parse zod/v4/core.js:42')?.trim().split(/\s+/).slice(0, 3)).toEqual([
      '2',
      '50.0%',
      '500.0',
    ]);
    expect(row('Self time by place', 'zod')?.trim().split(/\s+/).slice(0, 2)).toEqual(['3', '75.0%']);
    expect(row('Total time by place (with what it called)', 'apps/api/src')?.trim().split(/\s+/).slice(0, 2)).toEqual([
      '4',
      '100.0%',
    ]);
  });
});
