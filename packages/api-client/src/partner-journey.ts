/**
 * A partner's first integration with only an API key (issue 40, "Done when"): who the key is, a
 * webhook inbox in the sandbox, an endpoint at it, a flight search, a quote, a booking on the
 * organisation's account, and the signed `booking.confirmed` that arrives at the inbox, verified
 * with `standardwebhooks` (Standard Webhooks 1.0) and the endpoint's secret. Written with the
 * generated client for /api and fetch for /sandbox (the inbox is read from this machine, as the
 * caught mail is). It runs against an instance in test mode with an `ftk_test_…` key holding
 * bookings:read, bookings:write and webhooks:write, of an approved organisation on invoice terms.
 * `npm run partner:journey -- <base URL> <key>` runs it by hand; the integration suite on every change.
 */
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { createApiClient } from './index';
import { JourneyError } from './sandbox-journey';

export { JourneyError } from './sandbox-journey';

export interface PartnerJourneyInput {
  /** The API's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** `ftk_test_…`, with bookings:read, bookings:write and webhooks:write. */
  apiKey: string;
  /** A flight at LOS and its date (`YYYY-MM-DD`, Lagos); default BA75 two days ahead. */
  flightNumber?: string;
  date?: string;
  /** Told each step as it succeeds, e.g. `console.log`. */
  onStep?: (step: string, detail: string) => void;
  /** How long to wait for `booking.confirmed` at the inbox (ms, default 30 s), polling every 250 ms. */
  waitMs?: number;
}

export interface PartnerJourneyResult {
  organisationName: string;
  bookingId: string;
  bookingReference: string;
  /** The delivery's `webhook-id` header (`msg_…`). */
  webhookId: string;
  /** The signature checked out with the endpoint's secret (else the journey throws). */
  verified: true;
  /** From sending the booking to the poll that found its `booking.confirmed` at the inbox (ms). */
  latencyMs: number;
}

interface InboxMessage {
  id: string;
  receivedAt: string;
  headers: Record<string, string>;
  body: string;
}

const POLL_MS = 250;

/**
 * `YYYY-MM-DD` (UTC) `days` from now: two days out is a future date at any airport, whatever its
 * zone, so the sample needs no zone of its own.
 */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Throws a JourneyError unless the step succeeded; returns its data. */
function expectData<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new JourneyError(step, answer.response.status, answer.error);
  return answer.data;
}

/** A JSON answer of the sandbox (§8 envelope), or a JourneyError naming the step. */
async function sandboxData<T>(step: string, res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({ message: res.statusText }))) as { data?: T };
  if (!res.ok || body.data === undefined) throw new JourneyError(step, res.status, body);
  return body.data;
}

/** Runs the journey; every step must succeed, or it throws a JourneyError naming the step. */
export async function runPartnerJourney(input: PartnerJourneyInput): Promise<PartnerJourneyResult> {
  const { baseUrl, apiKey, flightNumber = 'BA75', date = dateInDays(2), waitMs = 30_000 } = input;
  const step = input.onStep ?? (() => {});
  const api = createApiClient(baseUrl, apiKey);

  const identity = expectData('who is this key', await api.GET('/api/partner/organisation')).data;
  step('who is this key', `${identity.organisationName}, key "${identity.keyName}" (${identity.mode})`);
  if (identity.mode !== 'test') {
    // The inbox stand-in and on-account bookings without consequences exist only in test mode.
    throw new JourneyError('who is this key', 200, {
      message: 'the journey runs only on a test-mode instance, with an ftk_test_ key',
    });
  }

  const inbox = await sandboxData<{ id: string; url: string }>(
    'make a webhook inbox',
    await fetch(`${baseUrl}/sandbox/webhooks/inboxes`, { method: 'POST' }),
  );
  step('make a webhook inbox', inbox.url);

  const registered = expectData(
    'register the webhook endpoint',
    await api.POST('/api/partner/webhook-endpoints', {
      body: { url: inbox.url, eventTypes: ['booking.confirmed', 'booking.created'] },
    }),
  ).data;
  step('register the webhook endpoint', registered.endpoint.id);

  try {
    const flight = expectData(
      'search the flight',
      await api.GET('/api/partner/flights/search/number/{flightNumber}/{date}', {
        params: { path: { flightNumber, date } },
      }),
    ).data;
    const serviceType = flight.availableServices.includes('arrival') ? 'arrival' : flight.availableServices[0];
    if (!serviceType) throw new JourneyError('search the flight', 200, { message: `${flightNumber} has no service` });
    step('search the flight', `${flight.bookingReference} on ${date}, ${serviceType}`);

    const order = { flightBookingReference: flight.bookingReference, serviceType, passengerCount: 1 };
    const quote = expectData('quote', await api.POST('/api/partner/quotes', { body: order })).data;
    step('quote', `${quote.totalAmount} ${quote.currency} (NGN ${quote.totalAmountNgn})`);

    const sentAt = Date.now();
    const created = expectData(
      'book',
      await api.POST('/api/partner/bookings', {
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          ...order,
          passenger: { fullName: 'Adaeze Partner', phone: '+2348031234567', email: 'adaeze.partner@example.com' },
        },
      }),
    ).data;
    const { booking, payment } = created;
    if (payment.outcome !== 'on_account') {
      throw new JourneyError('book', 201, {
        message: `the booking waits for a card (${payment.message}); the journey needs an organisation on invoice terms`,
      });
    }
    step('book', `${booking.bookingReference}: ${booking.status} on account`);

    const message = await waitForConfirmed(`${baseUrl}/sandbox/webhooks/inboxes/${inbox.id}`, booking.id, waitMs);
    const latencyMs = Date.now() - sentAt;
    try {
      new Webhook(registered.secret).verify(message.body, message.headers);
    } catch (err) {
      throw new JourneyError('verify the signature', 200, { message: (err as Error).message });
    }
    const webhookId = message.headers['webhook-id'] ?? '';
    step('receive booking.confirmed', `${webhookId} verified with the endpoint's secret, ${latencyMs} ms`);
    return {
      organisationName: identity.organisationName,
      bookingId: booking.id,
      bookingReference: booking.bookingReference,
      webhookId,
      verified: true,
      latencyMs,
    };
  } finally {
    // The endpoint is the journey's own: removed whatever happened, so runs do not pile up.
    const removed = await api.DELETE('/api/partner/webhook-endpoints/{endpointId}', {
      params: { path: { endpointId: registered.endpoint.id } },
    });
    step('remove the webhook endpoint', removed.response.ok ? 'done' : `answered ${removed.response.status}`);
  }
}

/** Polls the inbox until a `booking.confirmed` for `bookingId` is there, or throws after `waitMs`. */
async function waitForConfirmed(inboxUrl: string, bookingId: string, waitMs: number) {
  const step = 'receive booking.confirmed';
  const until = Date.now() + waitMs;
  for (;;) {
    const messages = await sandboxData<InboxMessage[]>(step, await fetch(`${inboxUrl}/messages`));
    const found = messages.find((m) => {
      try {
        const payload = JSON.parse(m.body) as { type?: string; data?: { bookingId?: string } };
        return payload.type === 'booking.confirmed' && payload.data?.bookingId === bookingId;
      } catch {
        return false;
      }
    });
    if (found) return found;
    if (Date.now() >= until) {
      throw new JourneyError(step, 408, {
        message: `nothing arrived at the inbox within ${waitMs / 1000} s (${messages.length} other messages)`,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
