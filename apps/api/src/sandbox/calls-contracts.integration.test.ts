/**
 * The Twilio stand-in's Calls API against Twilio's own description (twilio-calls-api-v2010.json),
 * driven by the official client (issue 36 item 2): what the client sends validates as
 * `CreateCallRequest`, create, fetch and list answers validate as the Call resource and its list,
 * errors carry Twilio's codes, and the call then rings, runs its TwiML and completes.
 */
import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxTwilioCalls } from '../db/schema/index';
import { twilioClient } from '../integrations/texts/twilio-texts';
import { startListeningTestApp, type TestApp } from '../test/test-app';
import { TWILIO_ERROR_SCHEMA, twilioRequestValidator, twilioResponseValidator } from './contracts/provider-contracts';

const CALLS = 'twilio-calls-api-v2010.json';
const callsPath = '/2010-04-01/Accounts/{AccountSid}/Calls.json';
const callPath = '/2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json';

describe('Twilio stand-in against the Calls API description, through the official client', () => {
  let t: TestApp;
  let client: ReturnType<typeof twilioClient>;
  const validError = (() => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    return ajv.compile(TWILIO_ERROR_SCHEMA);
  })();
  const problems = (apiPath: string, method: 'get' | 'post', status: string, body: unknown) => {
    const validate = twilioResponseValidator(apiPath, method, status, CALLS);
    validate(body);
    return validate.errors ?? [];
  };
  const raw = (method: 'GET' | 'POST', url: string, params?: Record<string, string>) =>
    t.app.inject({
      method,
      url: `/sandbox/twilio/2010-04-01/Accounts/${t.config.texts.accountSid}${url}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${t.config.texts.accountSid}:${t.config.texts.authToken}`).toString('base64')}`,
        ...(params ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(params ? { payload: new URLSearchParams(params).toString() } : {}),
    });

  beforeAll(async () => {
    t = await startListeningTestApp({ JOB_WORKERS: 'true' });
    client = twilioClient(t.config.texts, 5_000);
  });
  afterAll(() => t.close());

  it('creates a call with the official client; its request, and the create, fetch and list answers, validate', async () => {
    const callerId = t.config.texts.callerId ?? '';
    const created = await client.calls.create({
      to: '+2348031234567',
      from: callerId,
      twiml: '<Response><Say>Hello</Say></Response>',
      // The product's own webhook (a call it does not know: it answers 200 and records nothing).
      statusCallback: `${t.config.publicUrl}/api/webhooks/twilio/calls/${randomUUID()}/status`,
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      timeout: 30,
    });
    expect(created.sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(created.status).toBe('queued');

    const [stored] = await t.app.db.select().from(sandboxTwilioCalls).where(eq(sandboxTwilioCalls.sid, created.sid));
    const validateRequest = twilioRequestValidator(callsPath, CALLS);
    expect(validateRequest(structuredClone(stored?.request)), JSON.stringify(validateRequest.errors)).toBe(true);
    expect(stored?.request).toMatchObject({ To: '+2348031234567', From: callerId });
    // The check bites: a request without To, or with a method Twilio does not take, fails it.
    expect(validateRequest({ From: callerId, Url: 'https://example.com/twiml' })).toBe(false);
    expect(validateRequest({ To: '+2348031234567', From: callerId, Method: 'PUT' })).toBe(false);

    const rawCreate = await raw('POST', '/Calls.json', { To: '+2348031234567', From: callerId, Twiml: '<Response/>' });
    expect(rawCreate.statusCode).toBe(201);
    expect(problems(callsPath, 'post', '201', rawCreate.json())).toEqual([]);
    const rawFetch = await raw('GET', `/Calls/${created.sid}.json`);
    expect(rawFetch.statusCode).toBe(200);
    expect(problems(callPath, 'get', '200', rawFetch.json())).toEqual([]);
    const rawList = await raw('GET', '/Calls.json?To=%2B2348031234567&PageSize=20');
    expect(problems(callsPath, 'get', '200', rawList.json())).toEqual([]);
    expect(rawList.json().calls.map((c: { sid: string }) => c.sid)).toContain(created.sid);

    // Then it rings, is answered and (with nothing to dial) completes: fetched through the client.
    await vi.waitFor(async () => expect((await client.calls(created.sid).fetch()).status).toBe('completed'), {
      timeout: 15_000,
      interval: 100,
    });
    const done = await raw('GET', `/Calls/${created.sid}.json`);
    expect(problems(callPath, 'get', '200', done.json())).toEqual([]);
    expect(done.json()).toMatchObject({ status: 'completed', duration: expect.stringMatching(/^\d+$/) });
  });

  it('answers Twilio error objects with Twilio codes, which the official client reads', async () => {
    const callerId = t.config.texts.callerId ?? '';
    const cases: [Awaited<ReturnType<typeof raw>>, number, number][] = [
      [await raw('POST', '/Calls.json', { From: callerId, Url: 'https://example.com/twiml' }), 400, 21201],
      [await raw('POST', '/Calls.json', { To: '+2348031234567', Url: 'https://example.com/twiml' }), 400, 21213],
      [await raw('POST', '/Calls.json', { To: '12', From: callerId, Url: 'https://example.com/twiml' }), 400, 21211],
      [
        await raw('POST', '/Calls.json', {
          To: '+2348031234567',
          From: '+2348000000000',
          Url: 'https://example.com/t',
        }),
        400,
        21210,
      ],
      [await raw('POST', '/Calls.json', { To: '+2348031234567', From: callerId }), 400, 21205],
      [await raw('GET', `/Calls/CA${'0'.repeat(32)}.json`), 404, 20404],
    ];
    for (const [res, status, code] of cases) {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(validError(res.json()), JSON.stringify(validError.errors)).toBe(true);
    }
    await expect(
      client.calls.create({ to: '+2348031234567', from: '+2348000000000', url: 'https://example.com/twiml' }),
    ).rejects.toMatchObject({ status: 400, code: 21210 });
  });
});
