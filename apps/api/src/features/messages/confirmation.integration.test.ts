/**
 * The confirmation e-mail (issue 16 §3): a verified payment puts a message in the mailbox with
 * the booking, the receipt summary, a PDF receipt and an .ics whose DTSTART is the meeting time
 * (read back with node-ical). Also prints the confirmation latency, payment -> mailbox, p99
 * over 20 bookings.
 */
import { MEETING_CODE_LABEL, MEETING_CODE_STORY, meetingCodeOnBookingPage } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, meetingPoints } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { attachment, waitForMail } from '../../test/peeks/mail';
import { customerWithBooking } from '../../test/scenarios/booking';
import { finishPayment, payBooking, startPayment } from '../../test/scenarios/paid-booking';

describe('booking confirmed e-mail', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    // The product's own provider time-out (10 s), not the tests' short one: twenty verifies at
    // once on a busy machine can take the stand-in longer than 1 s, and no time-out is tested here.
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  it('arrives after payment with the booking, the receipt summary, a PDF receipt and a calendar file', async () => {
    const meetingTime = new Date(Date.UTC(2031, 5, 14, 13, 30));
    const who = await customerWithBooking(t, {
      meetingTime,
      passengerCount: 2,
      totalUsdCents: 9_000,
      totalNgnKobo: 13_500_000,
    });
    // The meeting point set for the flight's terminal (the test flights land at International).
    const point = 'Arrivals hall, by the FastTrack LOS desk after the jet bridge';
    await t.app.db
      .insert(meetingPoints)
      .values({ airportIata: 'LOS', terminal: 'International', serviceType: 'arrival', description: point })
      .onConflictDoUpdate({
        target: [meetingPoints.airportIata, meetingPoints.terminal, meetingPoints.serviceType],
        set: { description: point },
      });
    const { reference } = await payBooking(t, who);

    const mail = await waitForMail(t, who.user.email, 'Booking confirmed');
    expect(mail.subject).toBe(`Booking confirmed: ${who.booking.reference}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(who.booking.reference);
      expect(part).toContain('Sat 14 Jun 2031, 14:30 WAT'); // 13:30 UTC in Lagos
      expect(part).toContain('$90.00');
      expect(part).toContain('₦135,000.00');
      expect(part).toContain(reference);
      expect(part).toContain(`${t.baseUrl}/bookings/${who.booking.id}`);
    }
    expect(mail.text).toContain('Passengers: 2');
    expect(mail.text).toContain(`Meeting point: ${point}`);
    expect(mail.text).toContain('Method: Card');
    expect(mail.attachments).toEqual([
      { filename: `R-${who.booking.reference}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
      { filename: `${who.booking.reference}.ics`, contentType: 'text/calendar', size: expect.any(Number) },
    ]);

    const pdf = await attachment(t, mail.id, 0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const calendar = ical.sync.parseICS((await attachment(t, mail.id, 1)).toString('utf8'));
    const events = Object.values(calendar).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]?.start.toISOString()).toBe(meetingTime.toISOString());
    const raw = (await attachment(t, mail.id, 1)).toString('utf8');
    expect(raw).toMatch(/DTSTART:20310614T133000Z/);
    expect(raw).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT3H[\s\S]*END:VALARM/);

    // One story about the meeting code (issue 26 item 4): the code first in the e-mail, never in
    // the calendar file, which links to the booking page instead (issue 37).
    const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, who.booking.id));
    const code = booking?.meetingCode ?? '';
    expect(mail.text).toContain(`${MEETING_CODE_LABEL}: ${code}\n${MEETING_CODE_STORY}`);
    expect(mail.html).toContain(MEETING_CODE_STORY);
    expect(events[0]?.description).toContain(
      `Meeting point: ${point}. ${meetingCodeOnBookingPage(`${t.baseUrl}/bookings/${who.booking.id}`)}`,
    );
    expect(events[0]?.description).not.toContain(code);
    expect(`${mail.text}${events[0]?.description}`).not.toMatch(/give you your meeting code/);
  });

  it('reaches the mailbox well within 60 s of payment (p99 over 20 bookings)', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithBooking(t)));
    // Checkouts are opened one by one beforehand: what is measured starts at the payment, and
    // twenty initializations at once on a busy machine can outlast the provider time-out.
    const started: Awaited<ReturnType<typeof startPayment>>[] = [];
    for (const who of customers) started.push(await startPayment(t, who));
    const latencies = await Promise.all(
      customers.map(async (who, i) => {
        const { paidAt } = await finishPayment(t, who, started[i] as (typeof started)[number]);
        const mail = await waitForMail(t, who.user.email, 'Booking confirmed', 60_000);
        return new Date(mail.receivedAt).getTime() - paidAt;
      }),
    );
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(0.99 * latencies.length) - 1] ?? Number.NaN;
    // The figure the issue asks for (target < 60 s, promised to travellers: 5 minutes).
    process.stdout.write(
      `confirmation latency payment -> mailbox over 20 bookings: p50 ${latencies[9]} ms, p99 ${p99} ms, max ${latencies.at(-1)} ms\n`,
    );
    expect(p99).toBeLessThan(60_000);
  }, 90_000);
});
