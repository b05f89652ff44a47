/**
 * `npm run staff:create` (issue 15 §2): creates a staff account on the configured database,
 * migrating it first, with a piped password or a one-time password printed once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { randomIp } from '../../test/factories';
import { repoRoot } from '../../test/server-process';
import { createTestDatabase, type TestDatabase, testDbKind } from '../../test/test-database';

interface Run {
  code: number | null;
  output: string;
}

// Each test starts the command as its own Node process (tsx, argon2, and on PGlite a fresh data
// directory to migrate): on a busy 2-core machine that takes longer than the default 30 s.
describe('npm run staff:create', { timeout: 120_000 }, () => {
  let target: Record<string, string>;
  let testDb: TestDatabase | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    // PostgreSQL: a fresh test database; PGlite: a fresh data directory the command migrates.
    if (testDbKind === 'postgres') {
      testDb = await createTestDatabase({ seed: false });
      await testDb.database.close();
      target = { DATABASE_URL: testDb.url ?? '' };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'fasttrack-staff-create-'));
      target = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the command; `stdin` is written, then closed unless `keepStdinOpen` (a person typing). */
  const run = (args: string[], stdin?: string, keepStdinOpen = false): Promise<Run> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', ...args], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...target },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      if (keepStdinOpen) child.stdin.write(stdin ?? '');
      else child.stdin.end(stdin ?? '');
      child.on('exit', (code) => {
        child.stdin.destroy();
        resolve({ code, output });
      });
    });

  /** Signs in through a fresh app on the same database; answers the role, or the status. */
  async function signIn(email: string, password: string): Promise<string | number> {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...target });
    const database = await openDatabase({ url: config.databaseUrl, dataDir: dataDir ?? 'memory://', poolMax: 2 });
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: randomIp(),
      });
      return res.statusCode === 200 ? res.json().data.user.role : res.statusCode;
    } finally {
      await app.close();
    }
  }

  it('creates the first admin with the first line of standard input as the password', async () => {
    // A CRLF line end, and standard input left open after the line, as when a person types it.
    const res = await run(
      ['--role', 'admin', '--email', 'first.admin@example.com', '--name', 'Ada Obi'],
      'Str0ngPassw0rd\r\nthe next line is not read\n',
      true,
    );
    expect(res.output).toContain('Created admin first.admin@example.com (Ada Obi).');
    expect(res.output).not.toContain('One-time password');
    expect(res.code).toBe(0);
    expect(await signIn('first.admin@example.com', 'Str0ngPassw0rd')).toBe('admin');
  });

  it('prints a one-time password when none is piped, and refuses a taken e-mail', async () => {
    const res = await run(['--role', 'dispatcher', '--email', 'dee@example.com', '--name', 'Dee Dispatch']);
    expect(res.code).toBe(0);
    const password = /One-time password \(shown once\): (\S+)/.exec(res.output)?.[1] ?? '';
    expect(await signIn('dee@example.com', password)).toBe('dispatcher');

    const again = await run(['--role', 'admin', '--email', 'DEE@example.com', '--name', 'Dee Dispatch']);
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with this email already exists.');
  });

  it('refuses a customer role, a missing name and a weak password (exit 2)', async () => {
    // Three refusals of one address, none of which writes anything: run side by side.
    const [role, name, weak] = await Promise.all([
      run(['--role', 'customer', '--email', 'c@example.com', '--name', 'Cee Dee']),
      run(['--role', 'admin', '--email', 'c@example.com']),
      run(['--role', 'admin', '--email', 'c@example.com', '--name', 'Cee Dee'], 'short'),
    ]);
    expect(role.code).toBe(2);
    expect(name.code).toBe(2);
    expect(weak.code).toBe(2);
    expect(await signIn('c@example.com', 'short')).toBe(401);
  });
});
