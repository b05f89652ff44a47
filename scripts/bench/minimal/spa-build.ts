/**
 * Builds the minimal SPA (./spa) with the repository's own Vite and React plugin, the ones
 * apps/web builds with (apps/web/node_modules), into a temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const fromWeb = createRequire(path.resolve(here, '../../../apps/web/package.json'));

/** What a Vite build needs here; the types stay in apps/web, which scripts/ does not compile against. */
interface ViteApi {
  build(config: Record<string, unknown>): Promise<unknown>;
}

/** The built SPA's folder, and how to remove it. */
export interface SpaBuild {
  dir: string;
  remove(): Promise<void>;
}

/**
 * Builds ./spa for production (target es2022, as apps/web).
 * @throws Error when Vite or @vitejs/plugin-react cannot be found under apps/web, or the build fails.
 */
export async function buildMinimalSpa(): Promise<SpaBuild> {
  const vite = (await import(pathToFileURL(fromWeb.resolve('vite')).href)) as ViteApi;
  const react = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
    default: () => unknown;
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'ft-minimal-spa-'));
  await vite.build({
    root: path.join(here, 'spa'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react.default()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022' },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
