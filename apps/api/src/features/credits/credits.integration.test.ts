/**
 * Loyalty credits (issue 27, "Done when"): earned on completion (on the money part only), a
 * bonus once per rating, reversed by a refund after completion, expired by the job (injected
 * clock), reserved at checkout and released on hold expiry and on a failed payment, a
 * credits-only booking confirmed with no provider call, a cancellation returning both parts, and
 * clients that never send the wish seeing no change. Runs on PGlite and PostgreSQL (ADR 155).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditEntries,
  outboxMessages,
  payments,
  sandboxPaystackTransactions,
  staffAuditEvents,
} from '../../db/schema/index';
import { authHeader, createBookingForPayment, createUser, registerUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { bookingState } from '../../test/peeks/rows';
import { type Customer, customerWithBooking } from '../../test/scenarios/booking';
import { creditsOf, grantCredits } from '../../test/scenarios/credits';
import { deleteAccountRequest, exportData } from '../../test/scenarios/data-rights';
import { payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { bearer, signIn } from '../../test/scenarios/signed-in';
import { startSubscriberWorkers } from '../../test/subscriber-workers';
import { expireBooking } from '../bookings/booking-expiry';
import { markBookingRefunded } from '../bookings/booking-payment-state';
import { findBookingFacts, findSettledPayment } from '../messages/messages.repository';
import { receiptRows } from '../messages/templates/booking-messages';
import { settlePayment } from '../payments/settlement';
import { insertEntry } from './credits.repository';
import { expireCredits } from './expiry.job';

const DAY = 86_400_000;

describe('loyalty credits', () => {
  let t: PaymentsTestApp;
  let subscribers: { stop(): Promise<void> };
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await startPaymentsApp();
    // The credits of a cancelled booking come back through their subscriber.
    subscribers = await startSubscriberWorkers(t.app, ['credits']);
    admin = (await signIn(t.app, 'admin')).headers;
  });
  afterAll(async () => {
    await subscribers.stop();
    await t.close();
  });

  const post = (url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  /** The officer runs the service through to `completed` (arrival: check-in, code, immigration, baggage). */
  async function complete(s: Awaited<ReturnType<typeof confirmedService>>) {
    const checkIn = await post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, {
      milestone: 'checked_in',
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect((await post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })).statusCode).toBe(
      200,
    );
    for (const milestone of ['immigration', 'baggage', 'completed']) {
      const res = await post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** A customer with a pending booking on hold ($45) and `credits` cents granted by an admin. */
  async function customerWithCredits(credits: number): Promise<Customer> {
    const who = await customerWithBooking(t, { holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    if (credits > 0) expect((await grantCredits(t, admin, who.user.email, credits)).statusCode).toBe(200);
    return who;
  }

  const checkout = (who: Customer, useCredits?: boolean) =>
    post('/payments/paystack/create', who.headers, {
      bookingId: who.booking.id,
      paymentMethod: 'card',
      ...(useCredits === undefined ? {} : { useCredits }),
    });

  it('earns 5 % of a completed service and says so in the completion e-mail', async () => {
    const s = await confirmedService(t.app);
    await complete(s);
    const account = await creditsOf(t, s.traveller);
    expect(account.balanceUsdCents).toBe(225);
    expect(account.entries[0]).toMatchObject({ kind: 'earn', amountUsdCents: 225, bookingId: s.booking.id });
    const expires = new Date(account.entries[0]?.expiresAt ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(360 * DAY);
    const [mail] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, s.booking.id), eq(outboxMessages.kind, 'service-completed')));
    expect(mail?.payload).toMatchObject({ earnedUsdCents: 225 });
  });

  it('earns nothing on the part paid with credits', async () => {
    const s = await confirmedService(t.app);
    await insertEntry(t.app.db, {
      userId: s.booking.userId,
      kind: 'adjust',
      amountUsdCents: 1500,
      cause: 'admin',
      reason: 'test',
    });
    await insertEntry(t.app.db, {
      userId: s.booking.userId,
      kind: 'redeem',
      amountUsdCents: -1500,
      bookingId: s.booking.id,
      cause: 'checkout',
    });
    await complete(s);
    // 5 % of the $30 paid in money, not of the $45 total.
    expect((await creditsOf(t, s.traveller)).balanceUsdCents).toBe(150);
  });

  it('gives the rating bonus once, for the first rating', async () => {
    const s = await confirmedService(t.app);
    await complete(s);
    expect((await post(`/bookings/${s.booking.id}/rating`, s.traveller, { score: 5 })).statusCode).toBe(200);
    expect((await post(`/bookings/${s.booking.id}/rating`, s.traveller, { score: 4 })).statusCode).toBe(409);
    const account = await creditsOf(t, s.traveller);
    expect(account.balanceUsdCents).toBe(225 + 100);
    expect(account.entries.filter((e) => e.description === 'Bonus for rating the service')).toHaveLength(1);
  });

  it('tells the rating bonus in what expires next, with the service credit of the same day (issue 37)', async () => {
    const s = await confirmedService(t.app);
    await complete(s);
    expect((await post(`/bookings/${s.booking.id}/rating`, s.traveller, { score: 5 })).statusCode).toBe(200);
    const account = await creditsOf(t, s.traveller);
    expect(account.nextExpiry).toMatchObject({ amountUsdCents: 225 + 100 });
    expect(account.expiries).toEqual([account.nextExpiry]);
    const earliest = Math.min(...account.entries.map((e) => new Date(e.expiresAt ?? 8.64e15).getTime()));
    expect(new Date(account.nextExpiry?.expiresAt ?? 0).getTime()).toBe(earliest);
  });

  it('takes back what a service earned when it is refunded after completion', async () => {
    const s = await confirmedService(t.app);
    await complete(s);
    expect((await creditsOf(t, s.traveller)).balanceUsdCents).toBe(225);
    const refund = { jobs: t.app.jobs, bookingId: s.booking.id, amountKobo: 0 };
    await t.app.db.transaction((tx) =>
      markBookingRefunded(tx, { ...refund, note: 'Refunded from the Paystack dashboard' }),
    );
    await t.app.db.transaction((tx) => markBookingRefunded(tx, { ...refund, note: 'The webhook again' }));
    const account = await creditsOf(t, s.traveller);
    expect(account.balanceUsdCents).toBe(0);
    expect(account.entries[0]).toMatchObject({ kind: 'reverse', amountUsdCents: -225 });
  });

  it('expires what is left of earned credits after 12 months, warning 30 days before', async () => {
    const s = await confirmedService(t.app);
    await complete(s);
    const earnedAt = Date.now();
    const deps = { db: t.app.db, jobs: t.app.jobs };
    // Eleven and a half months on: nothing expires yet, the warning is enqueued once.
    const warnAt = new Date(earnedAt + 350 * DAY);
    expect((await expireCredits(deps, warnAt)).expired).toBe(0);
    await expireCredits(deps, warnAt);
    const warnings = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, s.booking.userId), eq(outboxMessages.kind, 'credits-expiring')));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.payload).toMatchObject({ amountUsdCents: 225 });
    expect((await creditsOf(t, s.traveller)).balanceUsdCents).toBe(225);
    // Past 12 months the job expires it, once.
    const later = new Date(earnedAt + 370 * DAY);
    await expireCredits(deps, later);
    await expireCredits(deps, later);
    const account = await creditsOf(t, s.traveller);
    expect(account.balanceUsdCents).toBe(0);
    expect(account.entries.filter((e) => e.kind === 'expire')).toEqual([
      expect.objectContaining({ amountUsdCents: -225, balanceUsdCents: 0 }),
    ]);
  });

  it('charges only the rest and reserves the credits; the hold ending gives them back', async () => {
    const who = await customerWithCredits(1000);
    const res = await checkout(who, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ creditsAppliedUsdCents: 1000, amountKobo: 3500 * 1500 });
    expect(await creditsOf(t, who.headers)).toMatchObject({ balanceUsdCents: 0, reservedUsdCents: 1000 });
    // Asking again does not reserve twice.
    expect((await checkout(who, true)).json().data.creditsAppliedUsdCents).toBe(1000);
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(0);
    const afterHold = new Date(Date.now() + 31 * 60_000);
    expect(await expireBooking({ db: t.app.db, jobs: t.app.jobs }, who.booking.id, afterHold)).toBe(true);
    const account = await creditsOf(t, who.headers);
    expect(account).toMatchObject({ balanceUsdCents: 1000, reservedUsdCents: 0 });
    expect(account.entries[0]?.description).toBe('Returned: the booking was not paid in time');
  });

  it('gives reserved credits back when the payment fails, and when the traveller changes their mind', async () => {
    const who = await customerWithCredits(1000);
    const { reference, amountKobo: amount } = (await checkout(who, true)).json().data;
    await settlePayment(t.deps, {
      provider: 'paystack',
      reference,
      status: 'failed',
      amountMinor: amount,
      currency: 'NGN',
      transactionId: null,
      method: 'card',
      reason: 'Declined',
    });
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(1000);
    // Trying again with credits reserves them again; then paying without them gives them back.
    expect((await checkout(who, true)).json().data.creditsAppliedUsdCents).toBe(1000);
    const without = (await checkout(who, false)).json().data;
    expect(without).toMatchObject({ creditsAppliedUsdCents: 0, amountKobo: 4500 * 1500 });
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(1000);
  });

  it('gives the credits back when an older attempt without them is the one paid', async () => {
    const who = await customerWithCredits(1000);
    const older = (await checkout(who)).json().data;
    expect((await checkout(who, true)).json().data.creditsAppliedUsdCents).toBe(1000);
    await settlePayment(t.deps, {
      provider: 'paystack',
      reference: older.reference,
      status: 'success',
      amountMinor: older.amountKobo,
      currency: 'NGN',
      transactionId: '77',
      method: 'card',
    });
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await creditsOf(t, who.headers)).toMatchObject({ balanceUsdCents: 1000, reservedUsdCents: 0 });
  });

  it('confirms a booking the credits cover in full, with no provider call', async () => {
    const who = await customerWithCredits(5000);
    const before = await t.app.db.select().from(sandboxPaystackTransactions);
    const res = await checkout(who, true);
    expect(res.json().data).toMatchObject({ paidWithCredits: true, creditsAppliedUsdCents: 4500, amountKobo: 0 });
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await t.app.db.select().from(payments).where(eq(payments.bookingId, who.booking.id))).toEqual([]);
    expect(await t.app.db.select().from(sandboxPaystackTransactions)).toHaveLength(before.length);
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(500);
    // Cancelled in time, the credits come straight back and the refund is done.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.json().data.refund).toBe('full');
    expect(await bookingState(t, who.booking.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
    // The credits subscriber gives them back as the cancellation commits.
    await expect.poll(async () => (await creditsOf(t, who.headers)).balanceUsdCents).toBe(5000);
  });

  it('cancelling in time returns the credits as credits and refunds the money part', async () => {
    const who = await customerWithCredits(1000);
    const { reference, authorizationUrl } = (await checkout(who, true)).json().data;
    await payWithSuccessCard(authorizationUrl);
    expect((await verifyPaystack(t, who, reference)).json().data).toMatchObject({ status: 'paid', amount: 52_500 });
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(0);
    // The receipt shows both parts.
    const facts = await findBookingFacts(t.app.db, who.booking.id);
    if (!facts) throw new Error('no booking facts');
    const rows = Object.fromEntries(receiptRows(facts, await findSettledPayment(t.app.db, who.booking.id)));
    expect(rows).toMatchObject({
      Total: '$45.00 (₦67,500.00)',
      'Loyalty credits': '$10.00',
      'Paid by card or transfer': '₦52,500.00',
      Method: 'Card',
    });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ refund: 'full' });
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    await expect.poll(async () => (await creditsOf(t, who.headers)).balanceUsdCents).toBe(1000);
    const account = await creditsOf(t, who.headers);
    expect(account.entries[0]?.description).toBe('Returned: the booking was cancelled');
  });

  it('changes nothing for a client that never sends the wish', async () => {
    const who = await customerWithCredits(1000);
    const res = await checkout(who);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amountKobo).toBe(4500 * 1500);
    expect(res.json().data).not.toHaveProperty('creditsAppliedUsdCents');
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(1000);
  });

  it('lets only an admin adjust, with a reason kept in the audit trail, never below zero', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeader(t.app, traveller);
    expect((await grantCredits(t, headers, traveller.email, 1000)).statusCode).toBe(404);
    expect((await grantCredits(t, admin, traveller.email, -1)).statusCode).toBe(409);
    expect((await grantCredits(t, admin, traveller.email, 700, 'Late officer on FT-1')).statusCode).toBe(200);
    const [audit] = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.action, 'credits.adjusted'), eq(staffAuditEvents.subjectId, traveller.id)));
    expect(audit?.details).toMatchObject({ amountUsdCents: 700, reason: 'Late officer on FT-1' });
    const overview = await t.app.inject({ method: 'GET', url: '/api/ops/credits', headers: admin });
    expect(overview.json().data.outstandingUsdCents).toBeGreaterThanOrEqual(700);
    expect((await creditsOf(t, headers)).entries[0]?.description).toBe('Adjusted by FastTrack: Late officer on FT-1');
  });

  it('uses the earn percentage an admin sets', async () => {
    const put = (earnPercent: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/ops/credits/settings',
        headers: admin,
        payload: { earnPercent, ratingBonusUsdCents: 100, expiryMonths: 12 },
      });
    expect((await put(10)).statusCode).toBe(200);
    try {
      const s = await confirmedService(t.app);
      await complete(s);
      expect((await creditsOf(t, s.traveller)).balanceUsdCents).toBe(450);
    } finally {
      await put(5);
    }
  });

  it('exports the ledger with the account data, and deleting the account forfeits the credits', async () => {
    const account = await registerUser(t.app);
    expect((await grantCredits(t, admin, account.email, 800)).statusCode).toBe(200);
    // An unpaid booking holding some of them gives them back before the rest is forfeited.
    const booking = await createBookingForPayment(t.app.db, account.user, {
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const created = await post('/payments/paystack/create', bearer(account), {
      bookingId: booking.id,
      paymentMethod: 'card',
      useCredits: true,
    });
    expect(created.json().data.creditsAppliedUsdCents).toBe(800);
    const exported = (await exportData(t, account)).json();
    expect(exported.creditEntries).toEqual([
      expect.objectContaining({ kind: 'adjust', amountUsdCents: 800, reason: 'Welcome back gesture' }),
      expect.objectContaining({ kind: 'redeem', amountUsdCents: -800, bookingReference: booking.reference }),
    ]);
    expect((await deleteAccountRequest(t, account, account.password)).statusCode).toBe(200);
    const entries = await t.app.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, account.user.id))
      .orderBy(asc(creditEntries.createdAt));
    // Deletion writes the release and the forfeit at the same instant: compare as a set.
    expect(entries.map((e) => [e.kind, e.cause, e.amountUsdCents]).sort()).toEqual(
      [
        ['adjust', 'admin', 800],
        ['redeem', 'checkout', -800],
        ['release', 'cancelled', 800],
        ['adjust', 'account-deleted', -800],
      ].sort(),
    );
  });
});
