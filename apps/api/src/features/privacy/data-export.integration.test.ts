/**
 * GET /api/users/me/export (issue 19, Data rights: "Download my data") and marketing consent
 * recorded with its time and source.
 */
import { DataExportSchema } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationMembers, pushSubscriptions } from '../../db/schema/index';
import { registerUser } from '../../test/factories';
import { bookingOf } from '../../test/scenarios/booking';
import { chatLine, exportData } from '../../test/scenarios/data-rights';
import { createOrganisation } from '../../test/scenarios/invoicing';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { bearer } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('download my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Workers on: the welcome e-mail is queued by the messages subscriber of `account.registered`.
    t = await createTestApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  it("answers a JSON file of the caller's own profile, bookings, payments and chat, and no secrets", async () => {
    const ada = await registerUser(t.app, { marketingConsent: true });
    const booking = await bookingOf(ada)(t);
    const payment = await insertPayment(t.app.db, booking);
    await chatLine(t, booking.id, ada.user.id, 'I am by the blue pillar');
    await t.app.db.insert(pushSubscriptions).values({
      userId: ada.user.id,
      endpoint: 'https://push.example.net/send/ada-phone',
      p256dh: 'device-public-key',
      auth: 'device-auth-secret',
      userAgent: 'Chrome on Android',
    });
    const bola = await registerUser(t.app, { firstName: 'Bola' });
    const other = await bookingOf(bola, { specialRequirements: 'Other person request' })(t);
    await insertPayment(t.app.db, other);
    await chatLine(t, other.id, bola.user.id, 'Someone else’s chat');

    await expect
      .poll(
        async () => {
          const { rows } = await t.app.database.executeSql(
            "select count(*)::int as n from outbox_messages where kind = 'welcome' and user_id = $1",
            [ada.user.id],
          );
          return rows[0];
        },
        { timeout: 15_000 },
      )
      .toEqual({ n: 1 });

    const res = await exportData(t, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fasttrack-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = DataExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({
      id: ada.user.id,
      email: ada.email,
      firstName: 'Ada',
      marketingConsent: { given: true, source: 'registration', recordedAt: expect.any(String) },
      notificationPreferences: { reminderEmails: true },
      notificationDevices: [{ browser: 'Chrome on Android', allowedAt: expect.any(String), lastUsedAt: null }],
    });
    expect(data.bookings).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        leadPassengerName: 'Ada Obi',
        contactPhone: '+2348031234567',
        specialRequirements: 'Wheelchair for my mother',
        totalNgnKobo: booking.totalNgnKobo,
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: payment.reference, bookingReference: booking.reference, status: 'paid' }),
    ]);
    expect(data.chatMessages).toEqual([
      expect.objectContaining({ body: 'I am by the blue pillar', fromYou: true, bookingReference: booking.reference }),
    ]);
    expect(data.emails).toEqual([expect.objectContaining({ kind: 'welcome' })]);

    const text = res.body;
    for (const absent of [bola.email, other.reference, 'Other person request', 'Someone else’s chat']) {
      expect(text).not.toContain(absent);
    }
    for (const secret of [
      payment.accessCode ?? 'ACCESS_',
      ada.refreshToken,
      ada.token,
      '$argon2id$',
      'payer@example.com',
      'device-auth-secret',
      'push.example.net',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|accessCode|meetingCode|tokenHash/);
  });

  it("lists the caller's organisations, the bookings made for them, and not those they made for others", async () => {
    const arranger = await registerUser(t.app, { firstName: 'Bola' });
    const passenger = await registerUser(t.app, { firstName: 'Ngozi' });
    const org = await createOrganisation(t.app);
    await t.app.db.insert(organisationMembers).values([
      { organisationId: org.id, userId: arranger.user.id, role: 'arranger' },
      { organisationId: org.id, userId: passenger.user.id, role: 'traveller' },
    ]);
    const forMember = await bookingOf(arranger, { organisationId: org.id, passengerUserId: passenger.user.id })(t);
    await bookingOf(arranger, { organisationId: org.id, leadPassengerName: 'Guest Okafor' })(t);
    const references = (data: { bookings: Array<Record<string, unknown>> }) => data.bookings.map((b) => b.reference);

    const mine = DataExportSchema.parse((await exportData(t, passenger)).json());
    expect(references(mine)).toEqual([forMember.reference]);
    expect(mine.organisations).toEqual([
      expect.objectContaining({ organisationId: org.id, legalName: org.legalName, role: 'traveller' }),
    ]);
    const theirs = DataExportSchema.parse((await exportData(t, arranger)).json());
    expect(references(theirs)).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Guest Okafor');
    expect(theirs.organisations.map((o) => o.role)).toEqual(['arranger']);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('records where and when each marketing choice was made, and keeps the time of an unchanged choice', async () => {
    const ada = await registerUser(t.app);
    const consent = async () => DataExportSchema.parse((await exportData(t, ada)).json()).profile.marketingConsent;
    const atRegistration = await consent();
    expect(atRegistration).toMatchObject({ given: false, source: 'registration' });

    const patch = (marketingConsent: boolean) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(ada), payload: { marketingConsent } });
    expect((await patch(true)).statusCode).toBe(200);
    const fromProfile = await consent();
    expect(fromProfile).toMatchObject({ given: true, source: 'profile' });
    expect(Date.parse(fromProfile.recordedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(atRegistration.recordedAt ?? ''),
    );

    // Saving the same choice again is not a new choice.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: bearer(ada),
      payload: { reminderEmails: false, marketingEmails: true },
    });
    expect(await consent()).toEqual(fromProfile);

    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: bearer(ada),
      payload: { reminderEmails: false, marketingEmails: false },
    });
    expect(await consent()).toMatchObject({ given: false, source: 'notifications' });
  });
});
