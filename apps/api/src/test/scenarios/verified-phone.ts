/**
 * A verified phone: asks the API for a code, reads it from the texts stand-in's mailbox and
 * enters it, as the traveller would.
 */
import { expect, vi } from 'vitest';
import { type TextJson, textsTo } from '../peeks/texts';
import type { ListeningTestApp } from '../test-app';

/** Asks for a code, reads it from the texts mailbox and enters it. */
export async function verifyPhone(t: ListeningTestApp, headers: { authorization: string }, phone: string) {
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
