import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import type { CpuProfile } from './profile-summary';
import { withOriginalSources } from './web-profile-sources';

const dist = '/repo/apps/web/dist/assets';

/** A chunk whose line 1, column 10 was `hydrate` in react-dom and column 40 `Dashboard` in the app. */
function chunkMap() {
  const generator = new SourceMapGenerator({ file: 'index-abc.js' });
  generator.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 120, column: 2 },
    source: '../../../../node_modules/react-dom/cjs/client.js',
    name: 'hydrate',
  });
  generator.addMapping({
    generated: { line: 1, column: 40 },
    original: { line: 7, column: 0 },
    source: '../../src/features/dashboard/dashboard-page.tsx',
  });
  return { dir: dist, map: JSON.parse(generator.toString()) };
}

const profile = {
  nodes: [
    { id: 1, callFrame: { functionName: 'a', url: 'http://x/assets/index-abc.js', lineNumber: 0, columnNumber: 10 } },
    { id: 2, callFrame: { functionName: 'Qe', url: 'http://x/assets/index-abc.js', lineNumber: 0, columnNumber: 40 } },
    { id: 3, callFrame: { functionName: 'b', url: 'http://x/assets/other.js', lineNumber: 4, columnNumber: 1 } },
    { id: 4, callFrame: { functionName: '(program)', url: '', lineNumber: -1 } },
  ],
} as CpuProfile;

describe('withOriginalSources', () => {
  const mapped = withOriginalSources(profile, (url) => (url.endsWith('index-abc.js') ? chunkMap() : null));
  const frame = (id: number) => mapped.nodes.find((n) => n.id === id)?.callFrame;

  it("names a chunk's frame by its original file, line and name", () => {
    expect(frame(1)).toEqual({
      functionName: 'hydrate',
      url: `file://${path.resolve(dist, '../../../../node_modules/react-dom/cjs/client.js')}`,
      lineNumber: 119,
    });
  });

  it("keeps the frame's own name when the map has none there", () => {
    expect(frame(2)).toMatchObject({
      functionName: 'Qe',
      url: 'file:///repo/apps/web/src/features/dashboard/dashboard-page.tsx',
    });
  });

  it('leaves frames without a map, and V8 pseudo-frames, as they were', () => {
    expect(frame(3)).toEqual(profile.nodes[2]?.callFrame);
    expect(frame(4)).toEqual(profile.nodes[3]?.callFrame);
  });
});
