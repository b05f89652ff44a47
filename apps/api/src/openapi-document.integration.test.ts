/**
 * The OpenAPI document as a partner's tools take it (issue 31): valid OpenAPI 3.1
 * (swagger-parser), clean under Redocly's recommended rules (redocly.yaml), every operation named,
 * summarised and secured, its media types those the API really answers, and the committed client
 * types (packages/api-client) generated from exactly this document. The program written with that
 * client registers, searches, books and pays in the sandbox against the running API.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { clientTypes } from '@fasttrack/api-client/generate-types';
import { runSandboxJourney } from '@fasttrack/api-client/sandbox-journey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from './test/factories';
import { type PaymentsTestApp, startPaymentsApp } from './test/payments-app';
import { openStream } from './test/peeks/live-stream';
import { customerWithBooking } from './test/scenarios/booking';
import { payBooking } from './test/scenarios/paid-booking';
import { confirmedService } from './test/scenarios/service-under-way';
import { createStaff } from './test/scenarios/signed-in';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Verbs an operationId may start with (issue 31 §1: camelCase, verb first). */
const VERBS = new Set(
  'get list search create update delete set register log refresh check request reset capture assign unassign move upload complete cancel verify record unlock rate send export open receive start finish collect deactivate initialize retrieve confirm clear pay adjust'.split(
    ' ',
  ),
);

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

/** `YYYY-MM-DD` in Lagos, `days` from now. */
const lagosDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + days * 86_400_000);

describe('the OpenAPI document (issue 31)', () => {
  let t: PaymentsTestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, op })),
    );
  /** The media types the document gives for `status` of `method path`. */
  const documented = (method: string, route: string, status = '200') =>
    Object.keys(document.paths[route]?.[method]?.responses?.[status]?.content ?? {});

  beforeAll(async () => {
    t = await startPaymentsApp();
    const res = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  });
  afterAll(() => t.close());

  it('validates as OpenAPI 3.1 with swagger-parser', async () => {
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect((api as unknown as Document).openapi).toBe('3.1.0');
    expect(operations().length).toBeGreaterThan(90);
  });

  it("passes Redocly's recommended rules with no error and only the warnings redocly.yaml keeps", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ft-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [redoclyCli, 'lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format', 'json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: Array<{ ruleId: string; location: Array<{ pointer: string }> }>;
      };
      expect(report.totals.errors).toBe(0);
      const warnings = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`).sort();
      // The server is this instance: flagged when it is http://localhost:PORT, not on 127.0.0.1.
      expect(warnings.filter((w) => w !== 'no-server-example.com #/servers/0/url')).toEqual([
        'operation-4xx-response #/paths/~1api~1config/get/responses',
        'operation-4xx-response #/paths/~1api~1health/get/responses',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names, summarises and secures every operation, with camelCase operation ids that start with a verb', () => {
    const all = operations();
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(all.length);
    const faults = all.flatMap(({ name, op }) => {
      const problems: string[] = [];
      const id = op.operationId ?? '';
      const verb = id.match(/^[a-z]+/)?.[0] ?? '';
      if (!/^[a-z][A-Za-z0-9]*$/.test(id) || !VERBS.has(verb)) problems.push(`operationId "${id}"`);
      if (!op.summary) problems.push('summary');
      if (!Array.isArray(op.security)) problems.push('security');
      return problems.map((p) => `${name}: ${p}`);
    });
    expect(faults).toEqual([]);
    // A public route says so with an empty list; a protected one names the bearer scheme.
    const securityOf = (name: string) => all.find((o) => o.name === name)?.op.security;
    expect(securityOf('GET /api/health')).toEqual([]);
    expect(securityOf('GET /api/bookings/user')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('POST /api/payments/paystack/webhook')).toEqual([{ paystackSignature: [] }]);
  });

  it('names the instance that served it', () => {
    expect(document.servers).toEqual([{ url: t.baseUrl, description: 'This instance' }]);
  });

  it('is the document the committed client types (packages/api-client/src/openapi.d.ts) were generated from', async () => {
    const committed = await readFile(path.join(repoRoot, 'packages/api-client/src/openapi.d.ts'), 'utf8');
    // If this fails after a route changed: `npm run openapi:client`, and commit the file.
    expect(await clientTypes(document)).toBe(committed);
  });

  it('documents the media types that the binary and stream answers really have', async () => {
    const mediaType = (res: Response) => (res.headers.get('content-type') ?? '').split(';')[0]?.trim();
    const answered: Record<string, { got: string | undefined; documented: string[] }> = {};
    const check = async (method: string, route: string, res: Response) => {
      answered[`${method.toUpperCase()} ${route}`] = { got: mediaType(res), documented: documented(method, route) };
      expect(res.status, `${method} ${route}`).toBe(200);
      await res.body?.cancel();
    };

    const buyer = await customerWithBooking(t);
    await payBooking(t, buyer);
    await check(
      'get',
      '/api/bookings/{id}/receipt.pdf',
      await fetch(`${t.baseUrl}/api/bookings/${buyer.booking.id}/receipt.pdf`, { headers: buyer.headers }),
    );

    const user = await createUser(t.app.db);
    const headers = await authHeader(t.app, user);
    const put = await fetch(`${t.baseUrl}/api/auth/me/profile-image`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'image/png' },
      body: PNG_1PX,
    });
    expect(put.status).toBe(200);
    await check('get', '/api/users/{id}/profile-image', await fetch(`${t.baseUrl}/api/users/${user.id}/profile-image`));

    const service = await confirmedService(t.app);
    const dispatcher = await createStaff(t.app, 'dispatcher');
    const photo = await fetch(`${t.baseUrl}/api/ops/officers/${service.officer.id}/photo`, {
      method: 'PUT',
      headers: { ...dispatcher.headers, 'content-type': 'image/png' },
      body: PNG_1PX,
    });
    expect(photo.status).toBe(200);
    await check(
      'get',
      '/api/ops/officers/{id}/photo',
      await fetch(`${t.baseUrl}/api/ops/officers/${service.officer.id}/photo`, { headers: dispatcher.headers }),
    );
    await check(
      'get',
      '/api/bookings/{id}/officer-photo',
      await fetch(`${t.baseUrl}/api/bookings/${service.booking.id}/officer-photo`, { headers: service.traveller }),
    );

    const ticket = await fetch(`${t.baseUrl}/api/live/tickets`, {
      method: 'POST',
      headers: { ...service.traveller, 'content-type': 'application/json' },
      body: JSON.stringify({ bookingId: service.booking.id }),
    });
    const stream = await openStream(t.baseUrl, ((await ticket.json()) as { data: { ticket: string } }).data.ticket);
    answered['GET /api/live/stream'] = {
      got: stream.contentType?.split(';')[0],
      documented: documented('get', '/api/live/stream'),
    };
    await stream.close();

    expect(answered).toEqual({
      'GET /api/bookings/{id}/receipt.pdf': { got: 'application/pdf', documented: ['application/pdf'] },
      'GET /api/users/{id}/profile-image': { got: 'image/png', documented: ['image/jpeg', 'image/png', 'image/webp'] },
      'GET /api/ops/officers/{id}/photo': { got: 'image/png', documented: ['image/jpeg', 'image/png', 'image/webp'] },
      'GET /api/bookings/{id}/officer-photo': {
        got: 'image/png',
        documented: ['image/jpeg', 'image/png', 'image/webp'],
      },
      'GET /api/live/stream': { got: 'text/event-stream', documented: ['text/event-stream'] },
    });
  });

  it('lets a program written with the generated client register, search, book and pay in the sandbox', async () => {
    const result = await runSandboxJourney({ baseUrl: t.baseUrl, flightNumber: 'BA75', date: lagosDate(2) });
    expect(result).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(result.bookingReference).toMatch(/^FT-[0-9A-Z]{6}$/);
    expect(result.amountKobo).toBeGreaterThan(0);
  });
});
