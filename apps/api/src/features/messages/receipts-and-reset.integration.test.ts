/**
 * The receipt download (issue 16 §4), password reset through the e-mailed link (issue 16 §3)
 * and the e-mail preferences of Profile → Notifications (issue 16 §5).
 */
import { PasswordResetMessages, sessionEndedMessage } from '@fasttrack/contracts';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBookingForPayment, createUser, randomIp, registerUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { mailbox, waitForMail } from '../../test/peeks/mail';
import { customerWithBooking } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';

describe('receipts, password reset and preferences', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  describe('GET /api/bookings/:id/receipt.pdf', () => {
    it('gives the owner of a paid booking a PDF receipt, and nobody else', async () => {
      const who = await customerWithBooking(t);
      await payBooking(t, who);
      const url = `/api/bookings/${who.booking.id}/receipt.pdf`;
      const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="R-${who.booking.reference}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Made out to the customer, every heading at the left edge (issue 26 §6).
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      const page = await pdf.getPage(1);
      const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim() !== '') as {
        str: string;
        transform: number[];
      }[];
      const x = (text: string) => items.find((i) => i.str === text)?.transform[4];
      const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json().data;
      expect(items.map((i) => i.str)).toEqual(expect.arrayContaining([`${profile.firstName} ${profile.lastName}`]));
      expect(items.map((i) => i.str)).toEqual(expect.arrayContaining([profile.email]));
      const headings = ['Receipt', 'Customer', 'Booking', 'Payment'].map(x);
      expect(headings.every((at) => at !== undefined && Math.abs(at - 50) < 1)).toBe(true);

      const stranger = await authHeader(t.app, await createUser(t.app.db));
      const other = await t.app.inject({ method: 'GET', url, headers: stranger });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it('has no receipt for an unpaid booking', async () => {
      const user = await createUser(t.app.db);
      const booking = await createBookingForPayment(t.app.db, user);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/receipt.pdf`,
        headers: await authHeader(t.app, user),
      });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string, ip = randomIp()) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
    const linkIn = (text: string) => {
      const match = /reset-password\?token=([\w%-]+)/.exec(text);
      if (!match?.[1]) throw new Error('no reset link in the e-mail');
      return decodeURIComponent(match[1]);
    };

    it('answers the same whether or not the account exists', async () => {
      const known = await registerUser(t.app);
      const [a, b] = [await forgot(known.email), await forgot('nobody.here@example.com')];
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      expect(a.json()).toEqual(b.json());
      expect(a.json().message).toBe(PasswordResetMessages.requested);
      await waitForMail(t, known.email, 'Reset your FastTrack LOS password');
      expect(await mailbox(t, 'nobody.here@example.com')).toEqual([]);
    });

    it('sets the new password with a single-use link, ends every session and signs in', async () => {
      const account = await registerUser(t.app);
      expect((await forgot(account.email)).statusCode).toBe(202);
      const mail = await waitForMail(t, account.email, 'Reset your FastTrack LOS password');
      const token = linkIn(mail.text);
      expect(mail.html).toContain(`${t.baseUrl}/reset-password?token=`);

      const reset = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password },
          remoteAddress: randomIp(),
        });
      const weak = await reset('short');
      expect(weak.statusCode).toBe(400);
      const done = await reset('N3w-Passw0rd!');
      expect(done.statusCode).toBe(200);
      expect(done.json().data).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
      expect(done.json().data.user.email).toBe(account.email);

      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password },
          remoteAddress: randomIp(),
        });
      expect((await login(account.password)).statusCode).toBe(401);
      expect((await login('N3w-Passw0rd!')).statusCode).toBe(200);
      const oldRefresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: account.refreshToken },
      });
      expect(oldRefresh.statusCode).toBe(401);
      // The other session's access token is refused at once, not 15 minutes later, and says why;
      // the session the reset started goes on (issue 26 §6).
      const me = (token: string) =>
        t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      const ended = await me(account.token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({
        success: false,
        error: 'SESSION_ENDED',
        message: sessionEndedMessage('password-changed'),
      });
      expect((await me(done.json().data.token)).statusCode).toBe(200);
      const again = await reset('An0ther-Passw0rd');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PasswordResetMessages.invalidLink);
    });

    it('limits reset e-mails per account without changing the answer', async () => {
      const account = await registerUser(t.app);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await forgot(account.email)).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202]);
      await waitForMail(t, account.email, 'Reset your FastTrack LOS password');
      // Each allowed request is an event the messages subscriber turns into an e-mail, one job each.
      const resets = async () =>
        (
          await t.app.database.executeSql(
            "select count(*)::int as n from outbox_messages where kind = 'password-reset' and user_id = $1",
            [account.user.id],
          )
        ).rows[0];
      await expect.poll(resets, { timeout: 15_000 }).toEqual({ n: 3 });
    });

    it('limits requests per IP', async () => {
      const ip = randomIp();
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await forgot(`someone${i}@example.com`, ip)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

  describe('notification preferences', () => {
    it('keeps reminders and marketing e-mails on the server', async () => {
      const account = await registerUser(t.app);
      const headers = { authorization: `Bearer ${account.token}` };
      const read = () => t.app.inject({ method: 'GET', url: '/api/users/me/notifications', headers });
      expect((await read()).json().data).toMatchObject({ reminderEmails: true, marketingEmails: false });
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/notifications',
        headers,
        payload: { reminderEmails: false, marketingEmails: true },
      });
      expect(saved.statusCode).toBe(200);
      expect((await read()).json().data).toMatchObject({ reminderEmails: false, marketingEmails: true });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.json().data.marketingConsent).toBe(true);
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/notifications',
        headers,
        payload: { reminderEmails: 'no' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
