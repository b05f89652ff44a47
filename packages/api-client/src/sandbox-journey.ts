/**
 * A partner's first program against the API, written only with the generated client (issue 31
 * §3): register, find a flight, book the Arrival Service for one passenger, pay by the Paystack
 * stand-in's bank transfer, and read the booking back confirmed and paid. It runs against an
 * instance in test mode (the stand-in under /sandbox/paystack); the integration suite runs it on
 * every change, and `npm run openapi:journey -- <base URL>` runs it by hand.
 */
import { randomUUID } from 'node:crypto';
import { createApiClient } from './index';

export interface JourneyInput {
  /** The API's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** A flight at LOS and its date (`YYYY-MM-DD`, Lagos), e.g. BA75 two days ahead. */
  flightNumber: string;
  date: string;
}

export interface JourneyResult {
  email: string;
  bookingId: string;
  bookingReference: string;
  paymentReference: string;
  /** What the booking says once paid: `confirmed` and `paid`. */
  status: string;
  paymentStatus: string;
  /** Naira charged, in kobo. */
  amountKobo: number;
}

/** The error a step answered, with its status and the API's message (spec §8). */
export class JourneyError extends Error {
  constructor(step: string, status: number, body: unknown) {
    const message = (body as { message?: string } | undefined)?.message ?? JSON.stringify(body);
    super(`${step} answered ${status}: ${message}`);
    this.name = 'JourneyError';
  }
}

/** Throws a JourneyError unless the step succeeded; returns its data. */
function expectData<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new JourneyError(step, answer.response.status, answer.error);
  return answer.data;
}

/** Runs the journey; every step must succeed, or it throws a JourneyError naming the step. */
export async function runSandboxJourney({ baseUrl, flightNumber, date }: JourneyInput): Promise<JourneyResult> {
  const visitor = createApiClient(baseUrl);
  const email = `partner-${randomUUID()}@example.com`;
  const registered = expectData(
    'register',
    await visitor.POST('/api/auth/register', {
      body: {
        email,
        password: 'Partner-Client-2026',
        firstName: 'Ada',
        lastName: 'Partner',
        phone: '+2348031234567',
        dateOfBirth: '1990-04-12',
        nationality: 'Nigerian',
      },
    }),
  );
  const traveller = createApiClient(baseUrl, registered.data.token);

  const flight = expectData(
    'flight search',
    await visitor.GET('/api/flights/search/number/{flightNumber}/{date}', {
      params: { path: { flightNumber, date } },
    }),
  );

  const created = expectData(
    'create booking',
    await traveller.POST('/api/bookings/create', {
      body: { flightBookingReference: flight.data.bookingReference, serviceType: 'arrival', passengerCount: 1 },
    }),
  );
  const booking = created.data.booking;

  const payment = expectData(
    'start payment',
    await traveller.POST('/api/payments/paystack/create', {
      body: { bookingId: booking.id, paymentMethod: 'bank' },
    }),
  );

  // The traveller would pay on the checkout page; the stand-in's bank transfer is one POST, which
  // sends the browser back to the product (303): the redirect is not followed.
  const paid = await visitor.POST('/sandbox/paystack/checkout/{code}/bank', {
    params: { path: { code: payment.data.accessCode } },
    redirect: 'manual',
    parseAs: 'text',
  });
  if (paid.response.status !== 303 && paid.response.status !== 200) {
    throw new JourneyError('pay by bank transfer', paid.response.status, paid.error);
  }

  expectData(
    'verify payment',
    await traveller.POST('/api/payments/paystack/verify', { body: { reference: payment.data.reference } }),
  );

  const read = expectData(
    'read booking',
    await traveller.GET('/api/bookings/{id}', { params: { path: { id: booking.id } } }),
  ).data.booking;
  return {
    email,
    bookingId: read.id,
    bookingReference: read.bookingReference,
    paymentReference: payment.data.reference,
    status: read.status,
    paymentStatus: read.paymentStatus,
    amountKobo: payment.data.amountKobo,
  };
}
