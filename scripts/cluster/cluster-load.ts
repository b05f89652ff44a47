/**
 * Load on the multi-process layout for its test (issue 29 §5): clients that search flights (GET),
 * book them (POST with an Idempotency-Key) and pay every other booking on the Paystack stand-in,
 * as a browser would: a write that fails for want of a process (connection error, 502/503) is
 * sent again with the same Idempotency-Key, a read is never retried by the client (nginx may
 * retry it on another process, which is what is under test), except that any request whose
 * connection is closed under it is sent once more at once, as browsers do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { addDaysIso, lagosToday } from '@fasttrack/contracts';

/** Flights of the demo timetable at LOS (los-schedule.ts). */
const FLIGHT_NUMBERS = ['BA75', 'BA74', 'AF149', 'AF148', 'KL587', 'KL588', 'LH568', 'LH569', 'EK783', 'EK784'];
const SUCCESS_CARD = { number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };
/** Sends of one write before the client gives up (the process restarts in well under this). */
const WRITE_TRIES = 20;
const WRITE_RETRY_MS = 250;

/**
 * One request on a new TCP connection, closed after the answer (node:http without an agent), as a
 * browser resends a request whose keep-alive connection was closed under it (RFC 9112 §9.3.1).
 * @throws an Error whose `cause.code` is the socket's error code, as fetch reports it.
 */
function sendOnNewConnection(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (err) => reject(new Error('fetch failed', { cause: err })));
    });
    req.on('error', (err) => reject(new Error('fetch failed', { cause: err })));
    req.end(init.body);
  });
}

export interface LoadFigures {
  seconds: number;
  requests: number;
  gets: number;
  /** GETs answered 5xx or not answered. */
  failedGets: number;
  /** Write sends that failed (each was sent again with its key). */
  failedWrites: number;
  retried: number;
  /**
   * Requests whose connection the other side closed before an answer, sent once more at once as a
   * browser does (RFC 9112 §9.3.1).
   */
  sentAgainAfterClose: number;
  /** Requests whose connection was closed (ECONNRESET, "other side closed") again when sent once more. */
  resets: number;
  /** Connections refused (nothing listening). */
  refused: number;
  /** When, what and how, for each reset. */
  resetDetails: string[];
  /** Bookings answered 201, by id. */
  bookings: Map<string, string>;
  /** Ids of bookings whose payment was verified paid. */
  paid: string[];
  /** The load's customers: their ids and access tokens, for a later load. */
  userIds: string[];
  tokens: string[];
}

export interface Load {
  /** Resolves after `ms` more of load. */
  running(ms: number): Promise<void>;
  /** Ends the load once each client's current step is done. */
  stop(): Promise<LoadFigures>;
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> & { booking?: { id: string } } };
}

/**
 * Starts one client per customer against `base` (nginx): `customers` new ones registered (the
 * API lets one address register 5 a minute), or the signed-in ones whose tokens are given.
 */
export async function startLoad(base: string, customers: number | string[]): Promise<Load> {
  const startedAt = Date.now();
  const figures: LoadFigures = {
    seconds: 0,
    requests: 0,
    gets: 0,
    failedGets: 0,
    failedWrites: 0,
    retried: 0,
    sentAgainAfterClose: 0,
    resets: 0,
    refused: 0,
    resetDetails: [],
    bookings: new Map(),
    paid: [],
    userIds: [],
    tokens: [],
  };
  let stopping = false;

  type Init = { token?: string; json?: unknown; form?: Record<string, string> };
  /** One request, with `init.idempotencyKey` when given; null when no answer came (the reason is counted). */
  const send = async (
    method: string,
    url: string,
    init: Init & { idempotencyKey?: string } = {},
  ): Promise<Answer | null> => {
    figures.requests++;
    const key = init.idempotencyKey;
    const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const target = url.startsWith('http') ? url : base + url;
    for (let attempt = 1; ; attempt++) {
      try {
        // The second send goes on a connection of its own: the pool's other idle connections may
        // be the ones nginx is closing at that very moment.
        const res =
          attempt === 1
            ? await fetch(target, { method, headers, body, redirect: 'manual' }).then(async (r) => ({
                status: r.status,
                text: await r.text(),
              }))
            : await sendOnNewConnection(target, { method, headers, body });
        return { status: res.status, body: res.text.startsWith('{') ? JSON.parse(res.text) : {} };
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
        const closed = code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
        // A keep-alive connection that nginx closes (it does so to idle ones when it stops) as a
        // request leaves on it: browsers send such a request once more, on a new connection
        // (RFC 9112 §9.3.1), so the client here does too, and only a second close counts.
        if (closed && attempt === 1) {
          figures.sentAgainAfterClose++;
          continue;
        }
        if (code === 'ECONNREFUSED') figures.refused++;
        else if (closed) {
          figures.resets++;
          figures.resetDetails.push(
            `${Date.now() - startedAt} ms ${method} ${url}: ${code} ${(err as { cause?: Error }).cause?.message}`,
          );
        }
        if (code) await new Promise((resolve) => setTimeout(resolve, 20));
        return null;
      }
    }
  };
  /** A read: counted as failed when not answered or answered 5xx. */
  const get = async (url: string) => {
    figures.gets++;
    const answer = await send('GET', url);
    if (!answer || answer.status >= 500) figures.failedGets++;
    return answer;
  };
  /** A write: sent again with the same Idempotency-Key until a process answers it. */
  const write = async (url: string, init: Init) => {
    const key = randomUUID();
    for (let i = 0; i < WRITE_TRIES; i++) {
      const answer = await send('POST', url, { ...init, idempotencyKey: key });
      if (answer && answer.status < 500) return answer;
      figures.failedWrites++;
      figures.retried++;
      await new Promise((resolve) => setTimeout(resolve, WRITE_RETRY_MS));
    }
    return null;
  };

  const signUp = async (n: number) => {
    const account = await write('/api/auth/register', {
      json: {
        email: `load-${n}-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Passw0rd!23',
        firstName: 'Ada',
        lastName: 'Okafor',
        phone: '+2348012345678',
        dateOfBirth: '1990-05-17',
        nationality: 'Nigerian',
      },
    });
    if (account?.status !== 201) throw new Error(`register answered ${account?.status}`);
    figures.userIds.push(String((account.body.data?.user as { id?: string } | undefined)?.id));
    return String(account.body.data?.token);
  };

  const client = async (n: number, token: string) => {
    for (let i = 0; !stopping; i++) {
      const number = FLIGHT_NUMBERS[(n + i) % FLIGHT_NUMBERS.length];
      const date = addDaysIso(lagosToday(), 1 + ((n * 7 + i) % 20));
      const flight = await get(`/api/flights/search/number/${number}/${date}`);
      const reference = flight?.status === 200 ? String(flight.body.data?.bookingReference ?? '') : '';
      const services = (flight?.body.data?.availableServices as string[] | undefined) ?? [];
      if (!reference || services.length === 0) continue;
      const created = await write('/api/bookings/create', {
        token,
        json: { flightBookingReference: reference, serviceType: services[0], passengerCount: 1 },
      });
      const bookingId = created?.status === 201 ? created.body.data?.booking?.id : undefined;
      if (!bookingId) continue;
      figures.bookings.set(bookingId, token);
      await get(`/api/bookings/${bookingId}`);
      if (i % 2 === 1) continue;
      const payment = await write('/api/payments/paystack/create', {
        token,
        json: { bookingId, paymentMethod: 'card' },
      });
      const authorizationUrl = String(payment?.body.data?.authorizationUrl ?? '');
      if (!authorizationUrl) continue;
      await write(`${authorizationUrl}/card`, { form: SUCCESS_CARD });
      const verified = await write('/api/payments/paystack/verify', {
        token,
        json: { reference: payment?.body.data?.reference },
      });
      if (verified?.status === 200) figures.paid.push(bookingId);
    }
  };

  const tokens =
    typeof customers === 'number'
      ? await Promise.all(Array.from({ length: customers }, (_, n) => signUp(n)))
      : customers;
  figures.tokens = tokens;
  const running = tokens.map((token, n) => client(n, token));
  return {
    running: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    async stop() {
      stopping = true;
      await Promise.all(running);
      figures.seconds = Math.round((Date.now() - startedAt) / 100) / 10;
      return figures;
    },
  };
}
