/**
 * Paying with loyalty credits alone (issue 37): credits that cover the whole price confirm the
 * booking with no payment method and no call to Paystack; a request without a method that would
 * still leave money to charge is refused and changes nothing; and the booking tells its money
 * story: credits paid, nothing charged, credits returned when it is cancelled in time.
 */
import { Messages } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPaystackTransactions } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { bookingState } from '../../test/peeks/rows';
import { type Customer, customerWithBooking } from '../../test/scenarios/booking';
import { creditsOf, grantCredits } from '../../test/scenarios/credits';
import { signIn } from '../../test/scenarios/signed-in';
import { setFault } from '../../test/stand-ins/switches';
import { startSubscriberWorkers } from '../../test/subscriber-workers';

describe('a checkout paid with credits alone', () => {
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

  /** A traveller with a $45 booking on hold (two days ahead) and `credits` cents granted. */
  async function travellerWithCredits(credits: number): Promise<Customer> {
    const who = await customerWithBooking(t, { holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    expect((await grantCredits(t, admin, who.user.email, credits)).statusCode).toBe(200);
    return who;
  }
  const create = (who: Customer, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/create',
      headers: who.headers,
      payload: { bookingId: who.booking.id, ...body },
    });
  const bookingOf = async (who: Customer) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${who.booking.id}`, headers: who.headers })).json().data
      .booking;

  it('confirms with no payment method and no provider call', async () => {
    const who = await travellerWithCredits(5000);
    const transactions = (await t.app.db.select().from(sandboxPaystackTransactions)).length;
    // Any call to the provider now fails: the checkout must not need one.
    await setFault(t, 'paystack', { mode: 'error', count: 5 });
    try {
      const res = await create(who, { useCredits: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        paidWithCredits: true,
        creditsAppliedUsdCents: 4500,
        amountKobo: 0,
        authorizationUrl: '',
      });
    } finally {
      await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
    }
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await t.app.db.select().from(payments).where(eq(payments.bookingId, who.booking.id))).toEqual([]);
    expect(await t.app.db.select().from(sandboxPaystackTransactions)).toHaveLength(transactions);
    expect((await creditsOf(t, who.headers)).balanceUsdCents).toBe(500);
    // The booking says what happened: credits paid, nothing charged.
    expect((await bookingOf(who)).money).toEqual({
      totalUsdCents: 4500,
      totalNgnKobo: 6_750_000,
      creditsUsdCents: 4500,
      creditsReturnedUsdCents: 0,
      chargedNgnKobo: 0,
      refundedNgnKobo: 0,
    });

    // Cancelled in time: the credits go back as credits, and no naira is said to be refunded.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${who.booking.id}`,
      headers: who.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.booking.money).toMatchObject({ creditsReturnedUsdCents: 4500, refundedNgnKobo: 0 });
    // The booking's page and the balance show them back once the credits subscriber has run.
    await expect.poll(async () => (await creditsOf(t, who.headers)).balanceUsdCents).toBe(5000);
    expect((await bookingOf(who)).money).toMatchObject({
      creditsUsdCents: 4500,
      creditsReturnedUsdCents: 4500,
      chargedNgnKobo: 0,
      refundedNgnKobo: 0,
    });
  });

  it('refuses a request without a method when money is left to pay, and changes nothing', async () => {
    const who = await travellerWithCredits(1000);
    const res = await create(who, { useCredits: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: Messages.paymentMethodRequired });
    // Nothing reserved, the booking still waits for its money.
    expect(await creditsOf(t, who.headers)).toMatchObject({ balanceUsdCents: 1000, reservedUsdCents: 0 });
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await t.app.db.select().from(payments).where(eq(payments.bookingId, who.booking.id))).toEqual([]);

    const none = await create(who, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(Messages.paymentMethodRequired);
  });

  it('charges the rest by card with a method, and the booking shows both parts', async () => {
    const who = await travellerWithCredits(1000);
    const res = await create(who, { useCredits: true, paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    // $35 left at ₦1,500: one amount, in naira and in kobo, each named.
    expect(res.json().data).toMatchObject({ creditsAppliedUsdCents: 1000, amount: 52_500, amountKobo: 5_250_000 });
  });
});
