/** Helpers for the messages tests: pay a booking through the sandbox, read the caught mail. */
import { expect, vi } from 'vitest';
import {
  type Customer,
  createPaystack,
  type PaymentsTestApp,
  payWithSuccessCard,
  verifyPaystack,
} from '../payments/payments.test-support';

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
export async function mailbox(t: PaymentsTestApp, to: string): Promise<CaughtMailJson[]> {
  const res = await fetch(`${t.baseUrl}/sandbox/mail/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CaughtMailJson[] }).data;
}

/** Waits until a message to `to` whose subject starts with `subject` is caught, and returns it. */
export async function waitForMail(t: PaymentsTestApp, to: string, subject: string, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const found = (await mailbox(t, to)).find((m) => m.subject.startsWith(subject));
      if (!found) throw new Error(`no "${subject}" mail to ${to} yet`);
      return found;
    },
    { timeout, interval: 100 },
  );
}

/** Opens a Paystack checkout for `who`'s booking. @returns its reference and checkout URL. */
export async function startPayment(
  t: PaymentsTestApp,
  who: Customer,
): Promise<{ reference: string; authorizationUrl: string }> {
  const created = await createPaystack(t, who, 'card');
  expect(created.statusCode).toBe(200);
  return created.json().data;
}

/** Pays an opened checkout with the sandbox success card and verifies it. @returns when the card was accepted. */
export async function finishPayment(
  t: PaymentsTestApp,
  who: Customer,
  started: { reference: string; authorizationUrl: string },
): Promise<{ reference: string; paidAt: number }> {
  expect((await payWithSuccessCard(started.authorizationUrl)).status).toBe(303);
  const paidAt = Date.now();
  const verified = await verifyPaystack(t, who, started.reference);
  expect(verified.statusCode).toBe(200);
  return { reference: started.reference, paidAt };
}

/** Pays `who`'s booking with the sandbox success card and verifies it. @returns when the card was accepted. */
export async function payBooking(t: PaymentsTestApp, who: Customer): Promise<{ reference: string; paidAt: number }> {
  return finishPayment(t, who, await startPayment(t, who));
}

/** Downloads attachment `index` of caught message `id`. */
export async function attachment(t: PaymentsTestApp, id: string, index: number): Promise<Buffer> {
  const res = await fetch(`${t.baseUrl}/sandbox/mail/messages/${id}/attachments/${index}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
