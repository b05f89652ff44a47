/**
 * The lead passenger is a person of the booking (issue 36 item 1): when the booker gives somebody
 * else's name and phone, that phone gets the passenger's texts (not the booker's, and the booker
 * keeps theirs), each linking to a signed pass that shows the meeting code and nothing of the
 * booker's account, and that stops working after the day of the service (injected clock). A
 * passenger who is the booker gets nothing twice; a passenger's STOP is honoured for that number.
 * Verifying a phone after booking texts the confirmation of the booking ahead (item 6).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { mailbox, waitForMail } from '../../test/peeks/mail';
import { textsTo, waitForText } from '../../test/peeks/texts';
import { customerWithBooking } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { verifyPhone } from '../../test/scenarios/verified-phone';
import { twilioWebhook } from '../../test/stand-ins/webhooks';
import { readPass } from '../live/pass.service';
import { enqueueOfficerCard } from './enqueue';
import { outboxOfBooking } from './index';
import { composeText } from './texts/compose-text';

const HOUR = 3_600_000;
let counter = 0;
/** A fresh number per use, so mailboxes do not mix: Nigerian mobiles, and a UK one for Zoë. */
const newPhone = () => `+23481${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
const ukPhone = () => `+4420794${String(Date.now() % 1e4).padStart(4, '0')}${String(counter++ % 10)}`;

/** Waits until no text row of the booking is queued or being sent. */
async function settled(t: PaymentsTestApp, bookingId: string) {
  return vi.waitFor(
    async () => {
      const rows = await outboxOfBooking(t.app.db, bookingId);
      if (rows.some((r) => r.status === 'queued' && r.sendAfter.getTime() <= Date.now())) throw new Error('queued');
      if (rows.some((r) => r.status === 'sending')) throw new Error('sending');
      return rows;
    },
    { timeout: 25_000, interval: 200 },
  );
}

describe('texts to the lead passenger', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    // A provider time-out a busy machine cannot trip: this file is about texts, not time-outs.
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  /** A booker with a verified phone of their own and a booking for Zoë at `zoePhone`. */
  async function bookingForZoe(zoePhone: string, extra: { leadPassengerEmail?: string } = {}) {
    const who = await customerWithBooking(t, {
      meetingTime: new Date(Date.now() + 72 * HOUR),
      leadPassengerName: 'Zoë Łukasiewicz',
      contactPhone: zoePhone,
      ...extra,
    });
    const bookerPhone = newPhone();
    await verifyPhone(t, who.headers, bookerPhone);
    return { ...who, bookerPhone };
  }

  it("texts the passenger's own confirmation to the passenger's number, and the booker's to the booker", async () => {
    const zoePhone = ukPhone();
    const who = await bookingForZoe(zoePhone, { leadPassengerEmail: 'zoe.lukasiewicz@example.com' });
    await payBooking(t, who);

    const forZoe = await waitForText(t, zoePhone, 'airport assistance is booked for you');
    expect(forZoe.body).toMatch(
      new RegExp(
        `^FastTrack LOS: Zoe, airport assistance is booked for you \\(${who.booking.reference}\\)\\. Meet your officer .+ WAT`,
      ),
    );
    expect(forZoe.body).toMatch(new RegExp(`Your pass and code: ${t.baseUrl}/pass/[\\w-]+~[\\w-]+$`));
    expect(forZoe.numSegments).toBeLessThanOrEqual(2);
    const forBooker = await waitForText(t, who.bookerPhone, `${who.booking.reference} is confirmed`);
    expect(forBooker.body).toContain(`${t.baseUrl}/bookings/${who.booking.id}`);
    await settled(t, who.booking.id);
    // Each to its own number, and nothing of one to the other.
    expect((await textsTo(t, zoePhone)).map((m) => m.body)).toEqual([forZoe.body]);
    expect((await textsTo(t, who.bookerPhone)).some((m) => m.body.includes('booked for you'))).toBe(false);
    // The passenger's e-mail: the day's facts and the pass, never the receipt.
    const mail = await waitForMail(t, 'zoe.lukasiewicz@example.com', 'Airport assistance booked for you');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain(`${t.baseUrl}/pass/`);
    expect(mail.text).not.toMatch(/NGN|₦|\$|receipt/i);
    await waitForMail(t, who.user.email, 'Booking confirmed');
  });

  it("opens a pass that shows the meeting code and none of the booker's account, until the service day ends", async () => {
    const zoePhone = ukPhone();
    const who = await bookingForZoe(zoePhone);
    await payBooking(t, who);
    const text = await waitForText(t, zoePhone, 'booked for you');
    const token = /\/pass\/(\S+)$/.exec(text.body)?.[1] ?? '';

    const res = await t.app.inject({ method: 'GET', url: `/api/pass/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pass = res.json().data;
    expect(pass).toMatchObject({
      bookingReference: who.booking.reference,
      passengerName: 'Zoë Łukasiewicz',
      status: 'confirmed',
      meetingCode: who.booking.meetingCode,
      meetingTime: who.booking.meetingTime.toISOString(),
    });
    // Nothing of the booker's account: no name, e-mail, phone, money or payment.
    const body = res.body;
    for (const secret of [who.user.email, who.bookerPhone, who.user.lastName, who.user.id]) {
      expect(body).not.toContain(secret);
    }
    expect(Object.keys(pass)).not.toEqual(
      expect.arrayContaining(['totalAmount', 'paymentStatus', 'contactPhone', 'specialRequests']),
    );
    // A forged token is unknown; a real one stops after the day of the service.
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/pass/${forged}` })).statusCode).toBe(404);
    const dayAfter = new Date(who.booking.serviceWindowEnd.getTime() + 24 * HOUR);
    await expect(readPass({ db: t.app.db, signer: t.app.passes }, token, dayAfter)).rejects.toMatchObject({
      statusCode: 410,
      code: 'LINK_EXPIRED',
    });
    const lastMinute = new Date(who.booking.serviceWindowEnd.getTime() + 60_000);
    await expect(readPass({ db: t.app.db, signer: t.app.passes }, token, lastMinute)).resolves.toMatchObject({
      meetingCode: who.booking.meetingCode,
    });
  });

  it('sends nothing twice when the lead passenger is the booker, and honours STOP from the passenger', async () => {
    // The booker typed their own number: only the booker's texts go.
    const same = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 72 * HOUR) });
    const samePhone = newPhone();
    await verifyPhone(t, same.headers, samePhone);
    await t.app.db.update(bookings).set({ contactPhone: samePhone }).where(eq(bookings.id, same.booking.id));
    await payBooking(t, same);
    await waitForText(t, samePhone, 'is confirmed');
    const rows = await settled(t, same.booking.id);
    expect(rows.filter((r) => r.audience === 'lead_passenger')).toEqual([]);
    expect((await textsTo(t, samePhone)).filter((m) => m.body.includes(same.booking.reference))).toHaveLength(1);

    // Zoë replied STOP to an earlier text: her number gets nothing more, the booker still does.
    const zoePhone = ukPhone();
    const stop = await twilioWebhook(t, 'inbound', { From: zoePhone, Body: 'STOP' }, t.config.texts.authToken);
    expect(stop.status).toBe(200);
    const who = await bookingForZoe(zoePhone);
    await payBooking(t, who);
    await waitForText(t, who.bookerPhone, 'is confirmed');
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.bookingId, who.booking.id),
              eq(outboxMessages.kind, 'booking-confirmed'),
              eq(outboxMessages.audience, 'lead_passenger'),
            ),
          );
        expect(row).toMatchObject({ status: 'dropped', lastError: 'number replied STOP' });
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await textsTo(t, zoePhone)).toEqual([]);
  });

  it('texts "Tunde, your officer, is at the aircraft door" at check-in, which carries the card when early', async () => {
    // Checked in 50 minutes ahead: before the card's time (30 minutes ahead).
    const s = await confirmedService(t.app, 50);
    const zoePhone = ukPhone();
    await t.app.db
      .update(bookings)
      .set({ contactPhone: zoePhone, leadPassengerName: 'Zoë Łukasiewicz' })
      .where(eq(bookings.id, s.booking.id));
    const bookerPhone = newPhone();
    await verifyPhone(t, s.traveller, bookerPhone);
    await t.app.db.transaction((tx) =>
      enqueueOfficerCard(tx, t.app.jobs, { bookingId: s.booking.id, meetingTime: s.booking.meetingTime }),
    );

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/officer/services/${s.booking.id}/milestones`,
      headers: s.officerAuth,
      payload: { milestone: 'checked_in' },
    });
    expect(checkIn.statusCode).toBe(200);

    const words = 'Tunde, your officer, is at the aircraft door, International terminal. Badge ';
    const forZoe = await waitForText(t, zoePhone, words);
    expect(forZoe.body).toMatch(/\/pass\/[\w-]+~[\w-]+$/);
    const forBooker = await waitForText(t, bookerPhone, words);
    expect(forBooker.body).toContain(`/bookings/${s.booking.id}`);
    // The card's own text, due at 30 minutes ahead, is not sent again: the check-in text carried it.
    const [card] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.bookingId, s.booking.id),
          eq(outboxMessages.kind, 'officer-card'),
          eq(outboxMessages.audience, 'lead_passenger'),
        ),
      );
    if (!card) throw new Error('no officer card row');
    const links = { publicUrl: t.baseUrl, passUrl: async () => `${t.baseUrl}/pass/a~b` };
    const claimed = {
      ...card,
      kind: 'officer-card' as const,
      channel: 'sms' as const,
      audience: 'lead_passenger' as const,
    };
    const due = new Date(s.booking.meetingTime.getTime() - 30 * 60_000);
    expect(
      await t.app.db.transaction((tx) => composeText(tx, { message: claimed, channel: 'sms', links, now: due })),
    ).toEqual({
      drop: 'the check-in text carried the card',
    });
  });

  it('texts the confirmation of a booking paid before the phone was verified (issue 36 item 6)', async () => {
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 72 * HOUR) });
    await payBooking(t, who);
    await waitForMail(t, who.user.email, 'Booking confirmed');
    const phone = newPhone();
    await verifyPhone(t, who.headers, phone);
    const text = await waitForText(t, phone, `${who.booking.reference} is confirmed`);
    expect(text.body).toContain(`${t.baseUrl}/bookings/${who.booking.id}`);
    // By text only: the confirmation e-mail went once, at payment.
    await settled(t, who.booking.id);
    const confirmations = (await mailbox(t, who.user.email)).filter((m) => m.subject.startsWith('Booking confirmed'));
    expect(confirmations).toHaveLength(1);
  });
});
