/**
 * POST /api/users/me/delete (issue 19, Data rights: "Delete my account"): password again;
 * personal data erased, bookings and payments kept anonymised, sessions revoked, e-mail freed.
 */
import { PrivacyMessages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  chatMessages,
  organisationMembers,
  payments,
  pushSubscriptions,
  staffAuditEvents,
  webhookEvents,
} from '../../db/schema/index';
import { authHeader, createUser, registerUser } from '../../test/factories';
import { userRow } from '../../test/peeks/rows';
import { bookingOf } from '../../test/scenarios/booking';
import { chatLine, deleteAccountRequest, exportData } from '../../test/scenarios/data-rights';
import { createOrganisation } from '../../test/scenarios/invoicing';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { bearer, login } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/index';

const HOUR = 3_600_000;

describe('delete my account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wrong password in the §8 envelope and changes nothing', async () => {
    const ada = await registerUser(t.app);
    const before = await userRow(t, ada.user.id);
    const res = await deleteAccountRequest(t, ada, 'Wrong-passw0rd');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_FAILED',
      message: PrivacyMessages.wrongPassword,
      details: { password: PrivacyMessages.wrongPassword },
    });
    expect(await userRow(t, ada.user.id)).toEqual(before);
    expect((await login(t, ada.email, ada.password)).statusCode).toBe(200);
  });

  it('erases the person, keeps bookings and payments anonymised, ends sessions and frees the e-mail', async () => {
    const ada = await registerUser(t.app, { marketingConsent: true });
    // A service that already took place and was paid, and a new booking never paid.
    const past = await bookingOf(ada, {
      status: 'completed',
      paymentStatus: 'paid',
      meetingTime: new Date(Date.now() - 48 * HOUR),
      serviceWindowStart: new Date(Date.now() - 48 * HOUR),
      serviceWindowEnd: new Date(Date.now() - 46 * HOUR),
    })(t);
    const payment = await insertPayment(t.app.db, past);
    const [webhook] = await t.app.db
      .insert(webhookEvents)
      .values({
        provider: 'paystack',
        eventId: `evt-${payment.reference}`,
        eventType: 'charge.success',
        payload: {
          event: 'charge.success',
          data: { reference: payment.reference, amount: payment.amountMinor, customer: { email: ada.email } },
        },
      })
      .returning();
    await chatLine(t, past.id, ada.user.id, 'Call me on 0803 123 4567');
    await t.app.db.insert(pushSubscriptions).values({
      userId: ada.user.id,
      endpoint: 'https://push.example.net/send/ada-phone',
      p256dh: 'device-public-key',
      auth: 'device-auth-secret',
    });
    const unpaid = await bookingOf(ada)(t);

    const res = await deleteAccountRequest(t, ada, ada.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PrivacyMessages.accountDeleted });

    // Sign-in, refresh and the old access token no longer work.
    expect((await login(t, ada.email, ada.password)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: ada.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(ada) })).statusCode).toBe(401);
    expect((await exportData(t, ada)).statusCode).toBe(401);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/live/tickets',
      headers: bearer(ada),
      payload: { bookingId: past.id },
    });
    expect(ticket.statusCode).toBe(401);

    // No push reaches the person's devices.
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ada.user.id))).toEqual(
      [],
    );
    // The person is gone from the account row.
    const row = await userRow(t, ada.user.id);
    expect(row).toMatchObject({
      firstName: 'Deleted',
      phone: '',
      marketingConsent: false,
      marketingConsentSource: 'account-deleted',
    });
    expect(row?.email).not.toContain(ada.email.split('@')[0]);
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Bookings and payments stay for accounting, without the contact or the requests.
    const kept = await t.app.db.select().from(bookings).where(eq(bookings.userId, ada.user.id));
    expect(kept.map((b) => b.reference).sort()).toEqual([past.reference, unpaid.reference].sort());
    for (const b of kept) {
      expect(b).toMatchObject({
        leadPassengerName: null,
        contactPhone: null,
        leadPassengerEmail: null,
        specialRequirements: null,
      });
    }
    expect(kept.find((b) => b.id === unpaid.id)?.status).toBe('cancelled');
    expect(kept.find((b) => b.id === past.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const [keptPayment] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(keptPayment).toMatchObject({
      amountMinor: payment.amountMinor,
      status: 'paid',
      metadata: null,
      accessCode: null,
    });
    const [keptWebhook] = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, webhook?.id ?? ''));
    expect(keptWebhook?.payload).toEqual({
      event: 'charge.success',
      data: { reference: payment.reference, amount: payment.amountMinor },
    });
    const [chat] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.bookingId, past.id));
    expect(chat?.body).not.toContain('0803');
    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.action, 'account.deleted'), eq(staffAuditEvents.subjectId, ada.user.id)));
    expect(audit).toHaveLength(1);

    // The same e-mail address can register again, as a new account.
    const again = await registerUser(t.app, { email: ada.email });
    expect(again.user.id).not.toBe(ada.user.id);
    expect((await login(t, ada.email, again.password)).json().data.user.id).toBe(again.user.id);
  });

  it('refuses while paid bookings have not taken place yet or refunds are on their way, naming each, and changes nothing', async () => {
    const ada = await registerUser(t.app);
    const first = await bookingOf(ada, { status: 'confirmed', paymentStatus: 'paid' })(t);
    const second = await bookingOf(ada, { status: 'confirmed', paymentStatus: 'paid' })(t);
    const refunding = await bookingOf(ada, { status: 'cancelled', paymentStatus: 'paid', refundStatus: 'pending' })(t);
    const res = await deleteAccountRequest(t, ada, ada.password);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'CONFLICT' });
    const message: string = res.json().message;
    expect(message).toBe(PrivacyMessages.deletionBlocked([first.reference, second.reference], [refunding.reference]));
    expect(message).toContain(`Bookings ${first.reference} and ${second.reference} are paid`);
    expect(message).toContain(`A refund for booking ${refunding.reference} is still on its way.`);
    expect((await userRow(t, ada.user.id))?.deletedAt).toBeNull();
    expect((await login(t, ada.email, ada.password)).statusCode).toBe(200);
  });

  it('refuses while a refund is still on its way', async () => {
    const ada = await registerUser(t.app);
    const refunding = await bookingOf(ada, { status: 'cancelled', paymentStatus: 'paid', refundStatus: 'pending' })(t);
    const res = await deleteAccountRequest(t, ada, ada.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `A refund for booking ${refunding.reference} is still on its way. You can delete your account once it has been completed.`,
    );
  });

  it("ends an arranger's memberships and leaves the bookings made for the organisation's passengers as they were", async () => {
    const ada = await registerUser(t.app);
    const org = await createOrganisation(t.app);
    await t.app.db
      .insert(organisationMembers)
      .values({ organisationId: org.id, userId: ada.user.id, role: 'arranger' });
    // A delegate's confirmed, paid booking that has not taken place: the organisation's, not Ada's.
    const delegate = await bookingOf(ada, {
      status: 'confirmed',
      paymentStatus: 'paid',
      organisationId: org.id,
      leadPassengerName: 'Ngozi Eze',
    })(t);
    const res = await deleteAccountRequest(t, ada, ada.password);
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, delegate.id));
    expect(kept).toMatchObject({ status: 'confirmed', leadPassengerName: 'Ngozi Eze', contactPhone: '+2348031234567' });
    expect(
      await t.app.db.select().from(organisationMembers).where(eq(organisationMembers.userId, ada.user.id)),
    ).toEqual([]);
  });

  it('is not for staff accounts', async () => {
    const password = 'Staff-passw0rd';
    const staff = await createUser(t.app.db, { role: 'dispatcher', passwordHash: await hashPassword(password) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: await authHeader(t.app, staff),
      payload: { password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: PrivacyMessages.staffCannotDelete });
    expect((await userRow(t, staff.id))?.deletedAt).toBeNull();
  });
});
