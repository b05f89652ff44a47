/**
 * Texts (issue 28): each text kind reaches the texts mailbox once, only to a verified number of
 * a traveller who wants it; a cancelled booking's texts are dropped; Twilio's webhooks are
 * refused (401) when forged; a real-signed STOP turns texts off; a text whose process died
 * after Twilio took it is not sent twice.
 */
import { cancellationRuleMessage } from '@fasttrack/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema/index';
import { twilioTexts } from '../../integrations/texts/twilio-texts';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { waitForMail } from '../../test/peeks/mail';
import { textsTo, waitForText } from '../../test/peeks/texts';
import { customerWithBooking } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { verifyPhone } from '../../test/scenarios/verified-phone';
import { twilioWebhook } from '../../test/stand-ins/webhooks';
import { enqueueMessage, outboxOfBooking } from './index';
import { ATTEMPT_EXPIRES_SECONDS } from './send-message.job';

const HOUR = 3_600_000;
let counter = 0;
/** A fresh Nigerian mobile number per test, so mailboxes do not mix. */
const newPhone = () => `+23480${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

/** Waits until every text row of a booking has left the queue, and returns them. */
async function settledTexts(t: PaymentsTestApp, bookingId: string, count: number) {
  return vi.waitFor(
    async () => {
      const rows = (await outboxOfBooking(t.app.db, bookingId)).filter(
        (r) => (r.channel === 'sms' || r.channel === 'whatsapp') && r.kind !== 'officer-card',
      );
      if (rows.length < count || rows.some((r) => r.status === 'queued' || r.status === 'sending')) {
        throw new Error('texts still queued');
      }
      return rows;
    },
    { timeout: 25_000, interval: 200 },
  );
}

describe('texts', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  /**
   * A customer with a verified phone and a booking whose flight is timed to its meeting time
   * (72 h ahead unless given), so the flight check after payment moves nothing.
   */
  async function travellerWithPhone(overrides: { meetingTime?: Date } = {}) {
    const phone = newPhone();
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 72 * HOUR), ...overrides });
    const status = await verifyPhone(t, who.headers, phone);
    expect(status).toEqual({ number: phone, verified: true, textsStopped: false });
    return { ...who, phone };
  }

  it('verifies a phone with the code sent by SMS; wrong codes and the placeholder are refused', async () => {
    const who = await customerWithBooking(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/phone/verify',
      headers: who.headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const placeholder = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/phone/verification',
      headers: who.headers,
      payload: { phone: '+2340000000000' },
    });
    expect(placeholder.statusCode).toBe(400);
    const phone = newPhone();
    const status = await verifyPhone(t, who.headers, phone);
    expect(status).toMatchObject({ number: phone, verified: true });
    const [code] = await textsTo(t, phone);
    expect(code?.body).toMatch(/^FastTrack LOS code: \d{6}\. It expires in 10 minutes\./);
    expect(code?.numSegments).toBe(1);
    // A changed number is not verified until its own code is entered.
    const changed = newPhone();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: who.headers,
      payload: { phone: changed },
    });
    expect(patch.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me/phone', headers: who.headers });
    expect(after.json().data).toEqual({ number: changed, verified: false, textsStopped: false });
  });

  it('limits codes per number', async () => {
    const who = await customerWithBooking(t);
    const phone = newPhone();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/phone/verification',
        headers: who.headers,
        payload: { phone },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('confirmation, cancellation and refund each reach the texts mailbox once, in one or two GSM-7 segments', async () => {
    const who = await travellerWithPhone();
    await payBooking(t, who);
    const confirmed = await waitForText(t, who.phone, `${who.booking.reference} is confirmed`);
    expect(confirmed.body).toContain('WAT');
    expect(confirmed.body).toContain(`${t.baseUrl}/bookings/${who.booking.id}`);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.json().data.rule).toBe('full_refund');
    await waitForText(t, who.phone, cancellationRuleMessage('full_refund'));
    await waitForText(t, who.phone, 'your refund of NGN 67,500.00 is complete');
    await settledTexts(t, who.booking.id, 3);
    const texts = (await textsTo(t, who.phone)).filter((m) => m.body.includes(who.booking.reference));
    expect(texts.map((m) => m.body)).toHaveLength(3);
    for (const text of texts) {
      expect(text.channel).toBe('sms');
      expect(text.numSegments).toBeLessThanOrEqual(2);
      expect(text.body).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it('re-timed and disrupted flights are texted once each; a second enqueue is the same text', async () => {
    const who = await travellerWithPhone();
    await payBooking(t, who);
    await waitForText(t, who.phone, 'confirmed');
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, who.booking.id));
    const meetingTime = b?.meetingTime.toISOString() ?? '';
    for (let i = 0; i < 2; i++) {
      await t.app.db.transaction((tx) =>
        enqueueMessage(tx, t.app.jobs, {
          kind: 'service-retimed',
          bookingId: who.booking.id,
          key: meetingTime,
          payload: { meetingTime, previous: null },
        }),
      );
    }
    await waitForText(t, who.phone, 'has a new time');
    await t.app.db.update(bookings).set({ flightDisruption: 'cancelled' }).where(eq(bookings.id, who.booking.id));
    await t.app.db.transaction((tx) =>
      enqueueMessage(tx, t.app.jobs, { kind: 'flight-disrupted', bookingId: who.booking.id, key: 'cancelled' }),
    );
    await waitForText(t, who.phone, 'was cancelled. Choose a full refund');
    await settledTexts(t, who.booking.id, 3);
    const bodies = (await textsTo(t, who.phone)).map((m) => m.body);
    expect(bodies.filter((b) => b.includes('has a new time'))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('Choose a full refund'))).toHaveLength(1);
  });

  it('texts the officer card when it becomes visible, with name and badge', async () => {
    const who = await travellerWithPhone({ meetingTime: new Date(Date.now() + 20 * 60_000) });
    await payBooking(t, who);
    const [booked] = await t.app.db.select().from(bookings).where(eq(bookings.id, who.booking.id));
    const card = (await outboxOfBooking(t.app.db, who.booking.id)).find(
      (r) => r.kind === 'officer-card' && r.channel === 'sms',
    );
    expect(card?.sendAfter.getTime()).toBe((booked?.meetingTime.getTime() ?? 0) - 30 * 60_000);
    const text = await waitForText(t, who.phone, 'your officer is');
    expect(text.body).toMatch(
      /your officer is .+, badge .+\. Meet .+ WAT at the aircraft door, International terminal\. /,
    );
  });

  it('texts the confirmation and the officer card of a booking paid before the phone was verified', async () => {
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 20 * 60_000) });
    await payBooking(t, who);
    await waitForMail(t, who.user.email, 'Booking confirmed');
    const phone = newPhone();
    await verifyPhone(t, who.headers, phone);
    const text = await waitForText(t, phone, 'your officer is');
    expect(text.body).toMatch(
      /your officer is .+, badge .+\. Meet .+ WAT at the aircraft door, International terminal\. /,
    );
    // What is still ahead goes to the new number: the confirmation too, once (issue 36 item 6).
    await waitForText(t, phone, `${who.booking.reference} is confirmed`);
    expect((await textsTo(t, phone)).filter((m) => m.body.includes('is confirmed'))).toHaveLength(1);
  });

  it('respects the choices: SMS off sends none, WhatsApp on sends the template', async () => {
    const who = await travellerWithPhone();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: who.headers,
      payload: {
        reminderEmails: true,
        marketingEmails: false,
        channels: { 'booking-confirmed': { sms: false, whatsapp: true } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.channels['booking-confirmed']).toEqual({ email: true, sms: false, whatsapp: true });
    await payBooking(t, who);
    const whatsapp = await waitForText(t, who.phone, who.booking.reference);
    expect(whatsapp.channel).toBe('whatsapp');
    expect(whatsapp.to).toBe(`whatsapp:${who.phone}`);
    const rows = await settledTexts(t, who.booking.id, 2);
    expect(rows.find((r) => r.kind === 'booking-confirmed' && r.channel === 'sms')?.status).toBe('dropped');
    expect(
      (await textsTo(t, who.phone)).filter((m) => m.channel === 'sms' && m.body.includes('confirmed')),
    ).toHaveLength(0);
  });

  it('sends nothing to an unverified number, nor for a booking cancelled before its text went', async () => {
    const unverified = await customerWithBooking(t);
    await payBooking(t, unverified);
    await waitForMail(t, unverified.user.email, 'Booking confirmed');
    // No text rows at all: the account has no verified number.
    const texts = (await outboxOfBooking(t.app.db, unverified.booking.id)).filter(
      (r) => r.channel === 'sms' || r.channel === 'whatsapp',
    );
    expect(texts).toEqual([]);
    expect(await textsTo(t, unverified.user.phone)).toEqual([]);

    const who = await travellerWithPhone();
    await payBooking(t, who);
    await waitForText(t, who.phone, 'confirmed');
    await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, who.booking.id));
    await t.app.db.transaction((tx) =>
      enqueueMessage(tx, t.app.jobs, { kind: 'booking-confirmed', bookingId: who.booking.id, key: 'again' }),
    );
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.dedupeKey, `booking-confirmed:${who.booking.id}:again:sms`)));
        expect(row?.status).toBe('dropped');
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await textsTo(t, who.phone)).filter((m) => m.body.includes('confirmed'))).toHaveLength(1);
  });

  it('refuses forged status callbacks and STOP replies (401); a real-signed STOP turns texts off, START on', async () => {
    const who = await travellerWithPhone();
    const forgedStatus = await twilioWebhook(
      t,
      'status',
      { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' },
      'not-the-token',
    );
    expect(forgedStatus.status).toBe(401);
    const unsigned = await fetch(`${t.baseUrl}/api/webhooks/twilio/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: who.phone, Body: 'STOP' }).toString(),
    });
    expect(unsigned.status).toBe(401);
    const forgedStop = await twilioWebhook(t, 'inbound', { From: who.phone, Body: 'STOP' }, 'not-the-token');
    expect(forgedStop.status).toBe(401);
    const phoneState = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me/phone', headers: who.headers })).json().data;
    expect((await phoneState()).textsStopped).toBe(false);

    const stop = await twilioWebhook(
      t,
      'inbound',
      { From: who.phone, Body: 'Stop ', To: t.config.texts.smsFrom },
      t.config.texts.authToken,
    );
    expect(stop.status).toBe(200);
    expect((await phoneState()).textsStopped).toBe(true);
    await payBooking(t, who);
    await waitForMail(t, who.user.email, 'Booking confirmed');
    expect((await outboxOfBooking(t.app.db, who.booking.id)).filter((r) => r.channel === 'sms')).toEqual([]);
    expect((await textsTo(t, who.phone)).filter((m) => m.body.includes('confirmed'))).toHaveLength(0);

    await twilioWebhook(t, 'inbound', { From: who.phone, Body: 'START' }, t.config.texts.authToken);
    expect((await phoneState()).textsStopped).toBe(false);
  });

  it('the texts mailbox replies as the traveller, signed: STOP through it turns texts off', async () => {
    const who = await travellerWithPhone();
    const res = await fetch(`${t.baseUrl}/sandbox/texts/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: who.phone, body: 'STOP' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { webhookStatus: number } }).data.webhookStatus).toBe(200);
    const state = await t.app.inject({ method: 'GET', url: '/api/users/me/phone', headers: who.headers });
    expect(state.json().data.textsStopped).toBe(true);
  });

  it('records the delivery status from the signed status callbacks', async () => {
    const who = await travellerWithPhone();
    await payBooking(t, who);
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select({ status: outboxMessages.deliveryStatus })
          .from(outboxMessages)
          .where(eq(outboxMessages.dedupeKey, `booking-confirmed:${who.booking.id}:sms`));
        expect(row?.status).toBe('delivered');
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('a text whose process died after Twilio took it is not sent again (issue 29 §2)', async () => {
    const who = await travellerWithPhone();
    const diedAt = new Date(Date.now() - ATTEMPT_EXPIRES_SECONDS * 1000);
    // Paid, with its texts not due for an hour: no worker takes them before they look dead.
    await t.app.db
      .update(bookings)
      .set({ paymentStatus: 'paid', status: 'confirmed' })
      .where(eq(bookings.id, who.booking.id));
    await t.app.db.transaction((tx) =>
      enqueueMessage(tx, t.app.jobs, {
        kind: 'booking-confirmed',
        bookingId: who.booking.id,
        sendAfter: new Date(Date.now() + HOUR),
      }),
    );
    const key = `booking-confirmed:${who.booking.id}:sms`;
    const [row] = await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key));
    const outboxId = row?.id ?? '';
    // The dead attempt had handed Twilio the very text the next attempt makes, in the same
    // second as the row came due (Twilio's dates are to the second).
    const { composeText } = await import('./texts/compose-text');
    const dueAt = new Date();
    const claimed = {
      id: outboxId,
      kind: 'booking-confirmed' as const,
      channel: 'sms' as const,
      sendAfter: dueAt,
      userId: who.user.id,
      audience: 'account' as const,
      bookingId: who.booking.id,
      payload: {},
      attempts: 1,
    };
    const links = { publicUrl: t.baseUrl, passUrl: async () => `${t.baseUrl}/pass/unused` };
    const composed = await t.app.db.transaction((tx) => composeText(tx, { message: claimed, channel: 'sms', links }));
    if ('drop' in composed) throw new Error(composed.drop);
    const first = await twilioTexts(t.config.texts, 5_000).send({
      channel: 'sms',
      to: composed.to,
      body: composed.text.body,
      statusCallback: `${t.baseUrl}/api/webhooks/twilio/status`,
    });
    // Then its process died: its lease and its job's expiry run out.
    await t.app.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, claimedAt: diedAt, sendAfter: dueAt })
      .where(eq(outboxMessages.id, outboxId));
    await t.app.db.execute(sql`
      update pgboss.job set state = 'active', started_on = ${diedAt.toISOString()}::timestamptz
      where name = 'send-message' and data->>'outboxId' = ${outboxId}`);
    const sent = await vi.waitFor(
      async () => {
        const [found] = await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.id, outboxId));
        expect(found?.status).toBe('sent');
        return found;
      },
      { timeout: 30_000 - ATTEMPT_EXPIRES_SECONDS * 1000, interval: 200 },
    );
    expect(sent).toMatchObject({ attempts: 2, providerMessageId: first.sid });
    expect((await textsTo(t, who.phone)).filter((m) => m.body.includes('confirmed'))).toHaveLength(1);
  }, 30_000);
});
