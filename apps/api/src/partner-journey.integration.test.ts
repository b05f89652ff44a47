/**
 * `npm run partner:journey` as CI runs it (issue 40, "Done when"): with only an API key, the real
 * script (scripts/partner-journey.ts, a child process) searches, quotes, books on account and
 * receives the signed `booking.confirmed` at the sandbox's webhook inbox, verified with
 * `standardwebhooks`. The app listens on a loopback port in test mode with its job workers on, so
 * the webhooks subscriber and the delivery job send for real, as a product process would.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, memberOf } from './test/scenarios/invoicing';
import { type ListeningTestApp, startListeningTestApp } from './test/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `node --import tsx scripts/partner-journey.ts <args>` from the repository root, as npm does. */
async function runScript(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/partner-journey.ts', ...args],
      { cwd: repoRoot, timeout: 90_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the partner journey (npm run partner:journey)', () => {
  let t: ListeningTestApp;
  let organisationId: string;
  let ownerHeaders: Record<string, string>;

  /** A key made through the organisation's own route, as an owner would on the Developers screen. */
  const createKey = async (scopes: string[]) => {
    const res = await fetch(`${t.baseUrl}/api/organisations/${organisationId}/api-keys`, {
      method: 'POST',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Journey', scopes }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { secret: string } }).data.secret;
  };

  beforeAll(async () => {
    t = await startListeningTestApp({ JOB_WORKERS: 'true' });
    organisationId = (await createOrganisation(t.app)).id;
    ownerHeaders = (await memberOf(t.app, organisationId, 'owner')).headers;
  });
  afterAll(() => t.close());

  it('books with only a key and receives a verified booking.confirmed in the sandbox inbox', async () => {
    const key = await createKey(['bookings:read', 'bookings:write', 'webhooks:write']);
    expect(key).toMatch(/^ftk_test_/);
    const run = await runScript([t.baseUrl, key]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/✓ receive booking\.confirmed: msg_\S+ verified with the endpoint's secret/);
    expect(run.stdout).toContain('verified: true');
    expect(run.stdout).toMatch(/bookingReference: 'FT-[0-9A-Z]{6}'/);
  }, 120_000);

  it('stops at the step a key without webhooks:write is refused, with the API message, and exit 1', async () => {
    const key = await createKey(['bookings:read', 'bookings:write']);
    const run = await runScript([t.baseUrl, key]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'register the webhook endpoint answered 403: This API key does not have the webhooks:write scope',
    );
  }, 120_000);
});
