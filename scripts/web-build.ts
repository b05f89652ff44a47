/**
 * The web app's build, made only when needed: `npm start` and `npm run start:cluster` serve
 * apps/web/dist, and build it first when its sources (or the shared contracts) are newer than
 * the last build. `npm start` runs it in a process of its own while it prepares the server
 * (startWebBuildIfStale, issue 42 item 5).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

/** Newest modification time (ms) of any file under `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return newestMtime(webDir) > builtAt || newestMtime(path.join(root, 'packages/contracts/src')) > builtAt;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const buildArgs = ['run', 'build', '--silent', '-w', '@fasttrack/web'];

/** Builds the web app when it is missing or stale; exits the process when the build fails. */
export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  const result = spawnSync(npm, buildArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Starts the build when the web app is missing or stale, without waiting for it.
 * @returns undefined when the build is current; else a promise settled when the build ends
 *   (the process exits with the build's status when it fails).
 */
export function startWebBuildIfStale(): Promise<void> | undefined {
  if (!webBuildIsStale()) return undefined;
  console.log('Building the web app...');
  const child = spawn(npm, buildArgs, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else process.exit(code ?? 1);
    });
  });
}
