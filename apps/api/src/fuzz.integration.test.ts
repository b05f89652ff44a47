/**
 * Fuzz test (issue 14): 1,200 requests generated from `/api/openapi.json` with a fixed seed
 * (test/fuzz-requests.ts). No answer may be a 5xx and every `/api` answer must be in the §8
 * envelope, except a successful download (`Content-Disposition: attachment`). A failure names the seed, the request index and the request.
 */
import { ErrorEnvelopeSchema } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, randomIp } from './test/factories';
import { createFuzzer, type FuzzRequest, type OpenApiOperation } from './test/fuzz-requests';
import { createTestApp, type TestApp } from './test/test-app';

const SEED = 20261123;

/** A successful download (the data export, a receipt) is a file by design; its errors are not. */
function isDownload(res: { statusCode: number; headers: Record<string, unknown> }): boolean {
  return res.statusCode < 300 && String(res.headers['content-disposition'] ?? '').startsWith('attachment');
}

/** True when `body` is a §8 success or error envelope. */
function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body);
    return parsed.success === true || ErrorEnvelopeSchema.safeParse(parsed).success;
  } catch {
    return false;
  }
}
const REQUESTS = 1_200;

describe('fuzzing the API from its OpenAPI document', () => {
  let t: TestApp;
  let operations: Array<{ method: string; path: string; op: OpenApiOperation }>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await authHeader(t.app, await createUser(t.app.db));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    // The /sandbox stand-ins answer in the providers' formats and have fault switches; only the
    // product's own /api routes are held to the envelope.
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
  });
  afterAll(() => t.close());

  it(`answers ${REQUESTS} generated requests (seed ${SEED}) below 500 and in the envelope`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const fuzz = createFuzzer(SEED);
    const failures: Array<{ index: number; request: FuzzRequest; status: number; body: string }> = [];
    const statuses = new Map<number, number>();
    // The fuzzer signs in as a traveller: staff routes (dispatchers, officers, admins) refuse it
    // before validation, so they are left out of the share that must get through.
    let reachable = 0;
    for (let index = 0; index < REQUESTS; index++) {
      const { method, path, op } = fuzz.pick(operations);
      if (!/^\/api\/(ops|officer)\//.test(path)) reachable++;
      const request = fuzz.request(method, path, op, auth);
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        remoteAddress: randomIp(),
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const inEnvelope = isDownload(res) || isEnvelope(res.body);
      if (res.statusCode >= 500 || !inEnvelope) {
        failures.push({
          index,
          request: { ...request, payload: request.payload?.slice(0, 200) },
          status: res.statusCode,
          body: res.body.slice(0, 200),
        });
      }
    }
    // Requests a traveller may make must get past validation sometimes, or the fuzzer tests
    // nothing but 400s.
    const ok = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    expect(ok).toBeGreaterThan(reachable / 20);
    expect(failures).toEqual([]);
  }, 60_000);
});
