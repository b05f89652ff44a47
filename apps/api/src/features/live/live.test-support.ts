/**
 * Test helpers of the live service: a confirmed booking with an assigned officer, and an SSE
 * reader over real HTTP (a hijacked stream never ends, so `inject` cannot read it).
 */

import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { FastifyInstance } from 'fastify';
import { bookingAssignments } from '../../db/schema/index';
import { authHeader, createBooking, createFlight, createUser } from '../../test/factories';
import { seedRoster } from '../../test/roster';

/**
 * A confirmed, paid service (arrival unless `serviceType` says otherwise) with one assigned
 * officer; meeting time `meetingInMinutes` from now (inside the 60-minute check-in window by default).
 */
export async function confirmedService(
  app: FastifyInstance,
  meetingInMinutes = 20,
  serviceType: 'arrival' | 'departure' = 'arrival',
) {
  const traveller = await createUser(app.db, { role: 'customer', firstName: 'Ada' });
  const [officer] = await seedRoster(app.db, { officers: 1, firstName: 'Tunde' });
  if (!officer) throw new Error('no officer seeded');
  const flight = await createFlight(app.db, {});
  const meetingTime = new Date(Date.now() + meetingInMinutes * 60_000);
  const booking = await createBooking(app.db, {
    userId: traveller.id,
    flightId: flight.id,
    status: 'confirmed',
    paymentStatus: 'paid',
    serviceType,
    meetingTime,
    meetingCode: '4821',
  });
  await app.db.insert(bookingAssignments).values({
    bookingId: booking.id,
    officerId: officer.id,
    windowStart: booking.serviceWindowStart,
    windowEnd: booking.serviceWindowEnd,
  });
  return {
    booking,
    officer,
    traveller: await authHeader(app, traveller),
    officerAuth: await authHeader(app, { id: officer.id, role: 'officer' }),
  };
}

export interface StreamEvent {
  id: string;
  event: string;
  data: { type: string; bookingId: string; payload: Record<string, unknown> };
}

/** Opens `GET /api/live/stream` and collects its events until `close()`. */
export async function openStream(baseUrl: string, ticket: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/live/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const done = (async () => {
    if (!res.body) return;
    try {
      const messages = res.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream()) as unknown as AsyncIterable<EventSourceMessage>;
      for await (const m of messages) {
        events.push({ id: m.id ?? '', event: m.event ?? '', data: JSON.parse(m.data) });
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    /** Resolves with the first event matching `match`, waiting as long as the test allows. */
    async next(match: (e: StreamEvent) => boolean): Promise<StreamEvent> {
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
