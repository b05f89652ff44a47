/**
 * Caught mail: what the app sent by e-mail, read from the mail stand-in's mailbox over HTTP
 * (`/sandbox/mail/messages`) of a listening test app, with its attachments.
 */
import { expect, vi } from 'vitest';
import type { ListeningTestApp } from '../test-app';

type Listening = Pick<ListeningTestApp, 'baseUrl'>;

export interface CaughtMailJson {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

/** GET /sandbox/mail/messages?to=, newest first. */
export async function mailbox(t: Listening, to: string): Promise<CaughtMailJson[]> {
  const res = await fetch(`${t.baseUrl}/sandbox/mail/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CaughtMailJson[] }).data;
}

/** Waits until a message to `to` whose subject starts with `subject` is caught, and returns it. */
export async function waitForMail(t: Listening, to: string, subject: string, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const found = (await mailbox(t, to)).find((m) => m.subject.startsWith(subject));
      if (!found) throw new Error(`no "${subject}" mail to ${to} yet`);
      return found;
    },
    { timeout, interval: 100 },
  );
}

/** Downloads attachment `index` of caught message `id`. */
export async function attachment(t: Listening, id: string, index: number): Promise<Buffer> {
  const res = await fetch(`${t.baseUrl}/sandbox/mail/messages/${id}/attachments/${index}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
