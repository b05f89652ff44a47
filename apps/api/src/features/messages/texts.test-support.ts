/** Helpers for the texts tests: read the texts mailbox, verify a phone, sign as Twilio. */
import { expect, vi } from 'vitest';
import { twilioSignature } from '../../sandbox/twilio/signature';
import type { PaymentsTestApp } from '../payments/payments.test-support';

export interface TextJson {
  sid: string;
  channel: 'sms' | 'whatsapp';
  direction: string;
  to: string;
  from: string;
  body: string;
  status: string;
  numSegments: number;
}

/** GET /sandbox/texts/messages?to=, newest first, outgoing only. */
export async function textsTo(t: PaymentsTestApp, phone: string): Promise<TextJson[]> {
  const res = await fetch(`${t.baseUrl}/sandbox/texts/messages?to=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: TextJson[] }).data.filter((m) => m.direction === 'outbound-api');
}

/** Waits for a text to `phone` whose body contains `words`. */
export function waitForText(t: PaymentsTestApp, phone: string, words: string, timeout = 20_000) {
  return vi.waitFor(
    async () => {
      const found = (await textsTo(t, phone)).find((m) => m.body.includes(words));
      if (!found) throw new Error(`no text with "${words}" to ${phone} yet`);
      return found;
    },
    { timeout, interval: 100 },
  );
}

/** Asks for a code, reads it from the texts mailbox and enters it. */
export async function verifyPhone(t: PaymentsTestApp, headers: { authorization: string }, phone: string) {
  const before = (await textsTo(t, phone)).length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/phone/verification',
    headers,
    payload: { phone },
  });
  expect(sent.statusCode).toBe(200);
  const text = await vi.waitFor(
    async () => {
      const texts = await textsTo(t, phone);
      if (texts.length <= before) throw new Error('no code yet');
      return texts[0] as TextJson;
    },
    { timeout: 20_000, interval: 100 },
  );
  const code = /code: (\d{6})/.exec(text.body)?.[1] ?? '';
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/phone/verify',
    headers,
    payload: { code },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().data as { number: string; verified: boolean; textsStopped: boolean };
}

/** POSTs a Twilio webhook to the product, signed with `token` (the auth token: a real signature). */
export function twilioWebhook(
  t: PaymentsTestApp,
  path: 'status' | 'inbound',
  params: Record<string, string>,
  token: string,
) {
  const url = `${t.baseUrl}/api/webhooks/twilio/${path}`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}
