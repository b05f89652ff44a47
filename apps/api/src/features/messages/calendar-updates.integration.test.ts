import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { bookedArrival as bookedArrivalOn } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flightFollowingDeps } from '../bookings/flight-polling.job';
import { runFlightStatusRound } from '../bookings/index';
import { composeMessage } from './compose';
import type { MessageKind } from './message-kinds';

const MIN = 60_000;
const HOUR = 60 * MIN;
const PUBLIC_URL = 'https://fasttrack.test';

describe('calendar updates and cancellations', () => {
  let t: TestApp;
  let ada: SignedIn;
  const now = new Date(Math.floor(Date.now() / MIN) * MIN);

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
  });
  afterAll(() => t.close());

  const bookedArrival = (hours: number) =>
    bookedArrivalOn(t.app.db, ada.user.id, new Date(now.getTime() + hours * HOUR));

  /** Composes message `kind` of the booking as the send job would, and returns its .ics attachment, parsed. */
  async function calendarOf(bookingId: string, kind: MessageKind, payload: Record<string, unknown> = {}) {
    const [queued] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.bookingId, bookingId),
          eq(outboxMessages.kind, kind),
          eq(outboxMessages.channel, 'email'),
        ),
      );
    const message = queued ?? {
      id: 'confirmation',
      userId: ada.user.id,
      audience: 'account' as const,
      bookingId,
      payload,
      attempts: 0,
      sendAfter: now,
    };
    const composed = await composeMessage(
      t.app.db,
      { ...message, kind, channel: 'email' },
      { publicUrl: PUBLIC_URL, now },
    );
    if (!('mail' in composed)) throw new Error(`dropped: ${composed.drop}`);
    const file = composed.mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    if (!file) throw new Error(`no calendar file in ${kind}`);
    const text = String(file.content);
    const parsed = ical.sync.parseICS(text);
    const [event] = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    if (!event) throw new Error('no VEVENT');
    const method = (parsed.vcalendar as unknown as { method?: string } | undefined)?.method;
    return { event, method, contentType: file.contentType, text };
  }

  it('sends the re-timed service as the same event with a higher SEQUENCE and the new start', async () => {
    const { flight, booking } = await bookedArrival(8);
    const confirmed = await calendarOf(booking.id, 'booking-confirmed');
    const late = new Date(flight.arrivalTime.getTime() + 2 * HOUR);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/flights/_status',
      payload: {
        flightNumber: flight.flightNumber,
        date: flight.serviceDate,
        status: 'delayed',
        estimatedTime: late.toISOString(),
      },
    });
    await runFlightStatusRound(flightFollowingDeps(t.app), now);

    const updated = await calendarOf(booking.id, 'service-retimed');

    expect(updated.event.uid).toBe(confirmed.event.uid);
    expect(Number(updated.event.sequence)).toBeGreaterThan(Number(confirmed.event.sequence));
    expect(updated.event.start.toISOString()).toBe(late.toISOString());
    expect(updated.method).toBe('PUBLISH');
    expect(updated.contentType).toContain('method=PUBLISH');
  });

  it('sends a METHOD:CANCEL file for the same event when the traveller cancels', async () => {
    const { booking } = await bookedArrival(48);
    const confirmed = await calendarOf(booking.id, 'booking-confirmed');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(res.statusCode).toBe(200);

    const cancelled = await calendarOf(booking.id, 'booking-cancelled');

    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.contentType).toContain('method=CANCEL');
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.event.status).toBe('CANCELLED');
    expect(Number(cancelled.event.sequence)).toBeGreaterThan(Number(confirmed.event.sequence));
  });
});
