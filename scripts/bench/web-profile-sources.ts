/**
 * A browser CPU profile's frames read through the build's source maps (issue 42 item 1): each
 * frame of a bundled chunk gets the file and function name it was written as, as a `file://` URL
 * under the repository or node_modules, so ./profile-summary.ts can group the page's start-up work
 * by package and folder as it does for the API. Frames with no map, or a position the map does
 * not cover, are left as they are.
 */
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { CpuProfile } from './profile-summary';

/** The parts of a frame read here; V8's lines and columns count from 0. */
type Frame = CpuProfile['nodes'][number]['callFrame'] & { columnNumber?: number };

/** A chunk's source map, as Vite writes it beside the chunk (`<chunk>.js.map`), and where that map lives. */
export interface ChunkMap {
  /** The map's own folder: its `sources` are relative to it. */
  dir: string;
  map: ConstructorParameters<typeof SourceMapConsumer>[0];
}

/**
 * `profile` with every frame whose chunk has a map (`mapOf(url)`, null when none) rewritten to its
 * original file, line and function name. The function name is the map's name at that position
 * when it has one, else the frame's own (a minified name).
 */
export function withOriginalSources(profile: CpuProfile, mapOf: (url: string) => ChunkMap | null): CpuProfile {
  const consumers = new Map<string, { dir: string; consumer: SourceMapConsumer } | null>();
  const consumerOf = (url: string) => {
    if (!consumers.has(url)) {
      const chunk = mapOf(url);
      consumers.set(url, chunk && { dir: chunk.dir, consumer: new SourceMapConsumer(chunk.map) });
    }
    return consumers.get(url) ?? null;
  };
  const original = (frame: Frame): Frame => {
    const chunk = frame.url ? consumerOf(frame.url) : null;
    if (!chunk) return frame;
    const at = chunk.consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 });
    if (!at.source) return frame;
    return {
      functionName: at.name ?? frame.functionName,
      url: `file://${path.resolve(chunk.dir, at.source)}`,
      lineNumber: (at.line ?? 1) - 1,
    };
  };
  return { ...profile, nodes: profile.nodes.map((node) => ({ ...node, callFrame: original(node.callFrame) })) };
}
