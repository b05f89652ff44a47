/**
 * The systemd units of the production layout (docs/systemd/, issue 29 §1): `systemd-analyze
 * verify` accepts them where it is installed; everywhere, they run the production command, restart
 * a crashed process and give up after repeated crashes, and give the drain and the close time
 * enough before SIGKILL.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAIN_SECONDS } from './cluster';

const dir = path.resolve(import.meta.dirname, '../../docs/systemd');
const units = ['fasttrack-api@.service', 'fasttrack-los.target'];
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));

/** The unit's settings as `Section.Key` -> value (the last one wins, as in systemd). */
function settings(file: string): Map<string, string> {
  const found = new Map<string, string>();
  let section = '';
  for (const raw of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      continue;
    }
    const pair = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!pair || !section) throw new Error(`${file}: not a setting: ${line}`);
    found.set(`${section}.${pair[1]}`, pair[2] ?? '');
  }
  return found;
}

describe('the systemd units in docs/systemd', () => {
  it.skipIf(!analyze)(
    `pass systemd-analyze verify${analyze ? '' : ' (skipped: systemd-analyze is not installed)'}`,
    () => {
      const out = execFileSync(analyze ?? '', ['verify', '--man=no', ...units.map((u) => path.join(dir, u))], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');
    },
  );

  it('run node directly, restart a crash, give up after repeated ones, and wait out the drain', () => {
    const api = settings('fasttrack-api@.service');
    expect(api.get('Service.ExecStart')).toBe('/usr/bin/node apps/api/dist/server.mjs');
    expect(api.get('Service.Restart')).toBe('on-failure');
    expect(Number(api.get('Unit.StartLimitBurst'))).toBeGreaterThan(1);
    expect(api.get('Service.Environment')).toContain(`SHUTDOWN_DRAIN_SECONDS=${DEFAULT_DRAIN_SECONDS}`);
    // The drain, then at most 9 s of close (server.ts), before systemd's SIGKILL.
    expect(Number.parseInt(api.get('Service.TimeoutStopSec') ?? '0', 10)).toBeGreaterThanOrEqual(
      DEFAULT_DRAIN_SECONDS + 10,
    );
    expect(settings('fasttrack-los.target').get('Unit.Wants')).toMatch(/fasttrack-api@\d+\.service/);
  });
});
