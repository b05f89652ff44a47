/**
 * Caught texts: the SMS and WhatsApp messages the app sent, read from the texts stand-in's
 * mailbox over HTTP (`/sandbox/texts/messages`) of a listening test app.
 */
import { expect, vi } from 'vitest';
import type { ListeningTestApp } from '../test-app';

type Listening = Pick<ListeningTestApp, 'baseUrl'>;

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
export async function textsTo(t: Listening, phone: string): Promise<TextJson[]> {
  const res = await fetch(`${t.baseUrl}/sandbox/texts/messages?to=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: TextJson[] }).data.filter((m) => m.direction === 'outbound-api');
}

/** Waits for a text to `phone` whose body contains `words`. */
export function waitForText(t: Listening, phone: string, words: string, timeout = 20_000) {
  return vi.waitFor(
    async () => {
      const found = (await textsTo(t, phone)).find((m) => m.body.includes(words));
      if (!found) throw new Error(`no text with "${words}" to ${phone} yet`);
      return found;
    },
    { timeout, interval: 100 },
  );
}
