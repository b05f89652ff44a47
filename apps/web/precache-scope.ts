/**
 * Which built chunks the service worker precaches (issue 28 item 5; ADR 290): the traveller's
 * shell only, what a traveller at the airport needs with no signal. That is the entry (with the
 * landing page), the chunks the landing page loads on demand (sign-in, booking dialog), and the
 * start, dashboard, bookings list and booking pages with everything they import. The walk
 * follows static and dynamic imports from the entry and stops at every other route module
 * (app/routes/*.tsx): the staff consoles are never downloaded for a traveller, and the other
 * pages are kept by the worker the first time they load (src/sw/sw.ts), so an officer's page is
 * there offline after one visit. The worker downloads the list only when the page asks (ADR 326).
 */
import type { Plugin } from 'vite';

const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;
/**
 * The route modules whose chunks are precached (app/router.tsx): where the installed app opens
 * (start) and the signed-in pages a traveller reads offline (issue 36 item 4).
 */
const PRECACHED_ROUTES = new Set(['landing', 'start', 'dashboard', 'bookings', 'booking']);

/** The chunks left out of the precache list, as paths inside `dist` (filled while bundling). */
export interface PrecacheScope {
  notPrecached: Set<string>;
}

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/** True for a chunk whose own module is a route left out of the precache. */
function isOtherRoute(chunk: ChunkInfo): boolean {
  const route = chunk.facadeModuleId ? ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
  return route !== undefined && !PRECACHED_ROUTES.has(route);
}

/** Fills `scope` while the app is bundled; the worker's precache list reads it afterwards. */
export function precacheScope(scope: PrecacheScope): Plugin {
  return {
    name: 'fasttrack:precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const reached = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName) || isOtherRoute(chunk)) return;
        reached.add(fileName);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      scope.notPrecached.clear();
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) scope.notPrecached.add(fileName);
    },
  };
}
