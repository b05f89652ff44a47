/**
 * The message jobs (issue 16 §1, §3): reminders are scheduled 24 h before the meeting time and
 * dropped when the booking is cancelled; the cancellation names its refund rule; a failed send
 * is retried; with two API processes on one PostgreSQL each e-mail is sent once.
 */
import { type CancellationRule, cancellationRuleMessage } from '@fasttrack/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { outboxMessages, sandboxMail, users } from '../../db/schema/index';
import { createUser, registerUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { mailbox, waitForMail } from '../../test/peeks/mail';
import { customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payBooking, verifyPaystack } from '../../test/scenarios/paid-booking';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, testDbKind } from '../../test/test-database';
import { outboxMessageId } from './channels/email.channel';
import { SEND_MESSAGE_QUEUE } from './enqueue';
import { enqueueMessage, outboxOfBooking } from './index';
import { ATTEMPT_EXPIRES_SECONDS } from './send-message.job';

const HOUR = 3_600_000;
/**
 * How far past 24 h a reminder test puts the meeting: the booking is paid while its reminder time
 * is still ahead, however slowly a busy machine makes and pays it (a few seconds were not enough
 * under load, and no reminder was scheduled at all).
 */
const REMINDER_MARGIN_MS = 10 * 60_000;

/**
 * The reminder's time has come: its send job runs now, as pg-boss would start the scheduled one at
 * its `startAfter` (the job runner's own tests hold that), instead of the test waiting for it.
 */
async function reminderComesDue(t: PaymentsTestApp, bookingId: string) {
  const reminder = (await outboxOfBooking(t.app.db, bookingId)).find((m) => m.kind === 'booking-reminder');
  if (!reminder) throw new Error(`booking ${bookingId} has no reminder`);
  // A key of its own: the queue keeps one waiting job per key, and the scheduled one has the row's.
  await t.app.jobs.enqueue(t.app.db, {
    name: SEND_MESSAGE_QUEUE,
    data: { outboxId: reminder.id },
    singletonKey: `due-now:${reminder.id}`,
  });
}

describe('reminders and cancellations', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  it('schedules the reminder 24 h before the meeting time, and sends it then', async () => {
    const meetingTime = new Date(Date.now() + 24 * HOUR + REMINDER_MARGIN_MS);
    const who = await customerWithBooking(t, { meetingTime });
    await payBooking(t, who);
    const reminder = (await outboxOfBooking(t.app.db, who.booking.id)).find((m) => m.kind === 'booking-reminder');
    expect(reminder?.sendAfter.getTime()).toBe(meetingTime.getTime() - 24 * HOUR);
    expect((await mailbox(t, who.user.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
    await reminderComesDue(t, who.booking.id);
    const mail = await waitForMail(t, who.user.email, 'Reminder:', 20_000);
    expect(mail.text).toContain(who.booking.reference);
  });

  it('drops the reminder when the traveller switched reminders off, but still confirms', async () => {
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 24 * HOUR + REMINDER_MARGIN_MS) });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: who.headers,
      payload: { reminderEmails: false, marketingEmails: false },
    });
    expect(off.statusCode).toBe(200);
    await payBooking(t, who);
    await waitForMail(t, who.user.email, 'Booking confirmed');
    await reminderComesDue(t, who.booking.id);
    await vi.waitFor(
      async () => {
        const reminder = (await outboxOfBooking(t.app.db, who.booking.id)).find((m) => m.kind === 'booking-reminder');
        expect(reminder?.status).toBe('dropped');
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await mailbox(t, who.user.email)).map((m) => m.subject)).toEqual([
      `Booking confirmed: ${who.booking.reference}`,
    ]);
  });

  it('schedules no reminder for a booking made less than 24 h before the meeting', async () => {
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 6 * HOUR) });
    await payBooking(t, who);
    await waitForMail(t, who.user.email, 'Booking confirmed');
    const mails = (await outboxOfBooking(t.app.db, who.booking.id)).filter((m) => m.channel === 'email');
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed']);
  });

  it('drops the reminder of a cancelled booking, and sends the cancellation naming its refund rule', async () => {
    const who = await customerWithBooking(t, { meetingTime: new Date(Date.now() + 24 * HOUR + REMINDER_MARGIN_MS) });
    await payBooking(t, who);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const { rule } = cancel.json().data as { rule: CancellationRule };

    const cancelled = await waitForMail(t, who.user.email, 'Booking cancelled');
    expect(cancelled.text).toContain(cancellationRuleMessage(rule));
    await reminderComesDue(t, who.booking.id);
    await vi.waitFor(
      async () => {
        const reminder = (await outboxOfBooking(t.app.db, who.booking.id)).find((m) => m.kind === 'booking-reminder');
        expect(reminder?.status).toBe('dropped');
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await mailbox(t, who.user.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
  });

  it('tells the traveller when the refund of a cancelled booking is complete', async () => {
    // The flight is 72 h away: a paid booking cancelled now gets a full refund.
    const who = await customerWithBooking(t);
    await payBooking(t, who);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.json().data.rule).toBe('full_refund');
    const cancelled = await waitForMail(t, who.user.email, 'Booking cancelled');
    expect(cancelled.text).toContain(cancellationRuleMessage('full_refund'));
    const refunded = await waitForMail(t, who.user.email, 'Refund completed', 20_000);
    expect(refunded.text).toContain('₦67,500.00');
  });

  it('tells the traveller when a payment is declined, with a link back to try again', async () => {
    const who = await customerWithBooking(t);
    const created = await createPaystack(t, who, 'card');
    const { reference, authorizationUrl } = created.json().data;
    const declined = await fetch(`${authorizationUrl}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        number: '4084080000005408',
        expiry: '12/39',
        cvv: '408',
        pin: '1234',
        otp: '123456',
      }),
      redirect: 'manual',
    });
    expect(declined.status).toBeGreaterThanOrEqual(300);
    await verifyPaystack(t, who, reference);
    const mail = await waitForMail(t, who.user.email, 'Payment not completed');
    expect(mail.text).toContain(`Try again: ${t.baseUrl}/bookings`);
  });
});

describe('a job whose process died while sending', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  it('runs again within 30 s and the mailbox keeps one copy (issue 29 §2)', async () => {
    const user = await createUser(t.app.db);
    // Not due for an hour, so no worker fetches it before it is made to look like a dead one's.
    const outboxId =
      (await t.app.db.transaction((tx) =>
        enqueueMessage(tx, t.app.jobs, { kind: 'welcome', userId: user.id, sendAfter: new Date(Date.now() + HOUR) }),
      )) ?? '';
    // As a process killed mid-send leaves things, its lease and its job's expiry just run out:
    // pg-boss holds the job active, the outbox row is `sending`, and the mail had reached the
    // mailbox before the process could record it.
    const diedAt = new Date(Date.now() - ATTEMPT_EXPIRES_SECONDS * 1000);
    await t.app.db.execute(sql`
      update pgboss.job set state = 'active', started_on = ${diedAt.toISOString()}::timestamptz
      where name = 'send-message' and data->>'outboxId' = ${outboxId}`);
    await t.app.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, claimedAt: diedAt, sendAfter: diedAt })
      .where(eq(outboxMessages.id, outboxId));
    const messageId = outboxMessageId(outboxId, t.baseUrl);
    await t.app.mailer.send({ to: user.email, subject: 'Welcome to FastTrack LOS', text: '-', html: '-', messageId });

    // 30 s from the death, of which the expiry has used ATTEMPT_EXPIRES_SECONDS.
    const row = await vi.waitFor(
      async () => {
        const [found] = await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.id, outboxId));
        expect(found?.status).toBe('sent');
        return found;
      },
      { timeout: 30_000 - ATTEMPT_EXPIRES_SECONDS * 1000, interval: 200 },
    );
    expect(row).toMatchObject({ attempts: 2, providerMessageId: messageId });
    expect(await mailbox(t, user.email)).toHaveLength(1);
  }, 30_000);

  it('a row claimed by an attempt that never finished is taken over and sent once', async () => {
    const user = await createUser(t.app.db);
    const outboxId = await t.app.db.transaction((tx) =>
      enqueueMessage(tx, t.app.jobs, { kind: 'welcome', userId: user.id, sendAfter: new Date(Date.now() + 1_500) }),
    );
    await t.app.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(outboxMessages.id, outboxId ?? ''));
    await waitForMail(t, user.email, 'Welcome to FastTrack LOS');
    // The mailbox has it before the job records it as sent.
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.id, outboxId ?? ''));
        expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await mailbox(t, user.email)).toHaveLength(1);
  });
});

describe('a send that fails', () => {
  it('is retried with back-off and then delivered once', async () => {
    const received: string[] = [];
    let refusals = 1;
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refusals-- > 0) return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
    const port = (relay.server.address() as { port: number }).port;
    const t = await createTestApp({ JOB_WORKERS: 'true', SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const user = await registerUser(t.app);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000, interval: 100 });
      expect(received[0]).toContain('Welcome to FastTrack LOS');
      // The relay has the message before the job records it as sent: wait for that record too.
      const row = await vi.waitFor(
        async () => {
          const [found] = await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user.user.id));
          expect(found).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 2 });
          return found;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(row?.providerMessageId).toMatch(/@/);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  }, 30_000);
});

describe.runIf(testDbKind === 'postgres')('two API processes on one PostgreSQL', () => {
  it('send each e-mail once', async () => {
    const testDb = await createTestDatabase();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JOB_WORKERS: 'true' },
      '0.0.0-test',
    );
    // One after the other: what is under test is sending, not two job runners starting at once.
    const apps: FastifyInstance[] = [];
    for (const database of [testDb.database, await openDatabase({ url: testDb.url, dataDir: 'memory://' })]) {
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
    try {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const registered = await Promise.all(Array.from({ length: 12 }, (_, i) => registerUser(i % 2 ? a : b)));
      await vi.waitFor(
        async () => {
          const rows = await a.db.select({ status: outboxMessages.status }).from(outboxMessages);
          expect(rows.filter((r) => r.status === 'sent')).toHaveLength(12);
        },
        { timeout: 30_000, interval: 200 },
      );
      const perRecipient = await a.db
        .select({ to: users.email, copies: sql<number>`count(${sandboxMail.id})::int` })
        .from(users)
        .leftJoin(sandboxMail, sql`lower(${users.email}) = any(${sandboxMail.to})`)
        .groupBy(users.email);
      expect(perRecipient.map((r) => r.copies)).toEqual(registered.map(() => 1));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await testDb.drop();
    }
  }, 60_000);
});
