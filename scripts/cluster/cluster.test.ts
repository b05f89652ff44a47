/**
 * What `npm run start:cluster` refuses before starting anything; that the nginx configuration
 * it writes is one nginx accepts (`nginx -t`), with and without X-Upstream; and that what nginx
 * answers itself (no process up, a body over its limit) is in the §8 envelope.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { describe, expect, it, vi } from 'vitest';
import { ClusterError, startCluster } from './cluster';
import { findNginx, nginxConfig, startNginx } from './nginx';

describe('start:cluster refuses settings that cannot be shared', () => {
  it('refuses the embedded database, saying why and what to set', async () => {
    const started = startCluster({ env: { PATH: process.env.PATH, DATA_DIR: 'memory://' } });
    await expect(started).rejects.toThrow(ClusterError);
    await expect(started).rejects.toThrow(/DATABASE_URL=postgres:\/\/.*PGlite.*one process/);
  });

  it('refuses a data directory in memory, and names a bad setting as the server would', async () => {
    const env = { PATH: process.env.PATH, DATABASE_URL: 'postgres://127.0.0.1:1/none' };
    await expect(startCluster({ env: { ...env, DATA_DIR: 'memory://' } })).rejects.toThrow(/DATA_DIR=memory:\/\//);
    await expect(startCluster({ env: { ...env, TRUST_PROXY: 'true' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

const nginx = findNginx();

describe.skipIf(!nginx)(`the generated nginx configuration${nginx ? '' : ' (skipped: nginx is not installed)'}`, () => {
  it.each([true, false])('passes nginx -t (X-Upstream shown: %s)', (showUpstream) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ft-nginx-t-'));
    try {
      const options = { host: '127.0.0.1', port: 1, upstreams: ['127.0.0.1:2', '127.0.0.1:3'], dir, showUpstream };
      const text = nginxConfig(options);
      expect(text.includes('X-Upstream')).toBe(showUpstream);
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, text);
      const out = execFileSync(nginx ?? '', ['-t', '-q', '-p', dir, '-c', file, '-e', 'stderr'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!nginx)(`nginx's own answers${nginx ? '' : ' (skipped: nginx is not installed)'}`, () => {
  it('answers 503 with Retry-After when no process is up, and 413 over its body limit, in the envelope', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ft-nginx-'));
    const [port, down] = await Promise.all([getPort({ host: '127.0.0.1' }), getPort({ host: '127.0.0.1' })]);
    const child = startNginx({ host: '127.0.0.1', port, upstreams: [`127.0.0.1:${down}`], dir, showUpstream: false });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      let unavailable: Response | undefined;
      await vi.waitFor(async () => {
        unavailable = await fetch(`${base}/api/health`);
      });
      expect(unavailable?.status).toBe(503);
      expect(unavailable?.headers.get('retry-after')).toBe('1');
      expect(await unavailable?.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });

      const tooLarge = await fetch(`${base}/api/users/me/profile-image`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(7 * 1024 * 1024),
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    } finally {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
