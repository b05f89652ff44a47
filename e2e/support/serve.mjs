/**
 * The e2e web server: `node scripts/start.mjs` (the way users start the product) on a fresh
 * temporary DATA_DIR that is removed when the server exits. E2E_DATA_DIR pins a directory
 * instead, which is then kept.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = process.env.E2E_DATA_DIR;
const dataDir = pinned || mkdtempSync(path.join(tmpdir(), 'fasttrack-e2e-'));

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  if (!pinned) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
