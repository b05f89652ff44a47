/**
 * Verify and webhook racing for the same payment (meant for PostgreSQL, where the requests run
 * in parallel on separate connections; PGlite runs them one after another). Exactly one
 * settlement happens: the booking is confirmed once, with one booking_events row per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../config';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { assignedOfficers, bookingEventsOf, bookingState, paymentRow, webhookEventRows } from '../../test/peeks/rows';
import { customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { setFault } from '../../test/stand-ins/switches';
import { chargeSuccess, paystackWebhook } from '../../test/stand-ins/webhooks';
import { testDbKind } from '../../test/test-database';
import { settlePayment } from './settlement';

describe(`verify and webhook racing (${testDbKind})`, () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(() => t.close());

  /** A payment the customer has paid at Paystack, whose own webhook was lost. */
  async function paidAtProvider() {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
    await payWithSuccessCard(created.authorizationUrl);
    const provider = await fetch(`${t.baseUrl}/sandbox/paystack/transaction/verify/${created.reference}`, {
      headers: { authorization: `Bearer ${SANDBOX_KEYS.paystackSecret}` },
    }).then((r) => r.json() as Promise<{ data: { amount: number; id: number } }>);
    return {
      who,
      reference: created.reference as string,
      amount: provider.data.amount as number,
      id: provider.data.id as number,
    };
  }

  it.each([1, 2, 3, 4, 5])('round %i: two verifies and two webhooks at once settle once', async () => {
    const p = await paidAtProvider();
    const webhook = paystackWebhook(t, chargeSuccess(p));
    const answers = await Promise.all([
      verifyPaystack(t, p.who, p.reference),
      t.app.inject(webhook),
      verifyPaystack(t, p.who, p.reference),
      t.app.inject(webhook),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.json().data.status).toBe('paid');
    expect(answers[2]?.json().data.status).toBe('paid');
    expect(
      answers
        .filter((a) => a.json().data.outcome)
        .map((a) => a.json().data.outcome)
        .sort(),
    ).toEqual(['applied', 'duplicate']);
    expect((await paymentRow(t, p.reference))?.status).toBe('paid');
    expect(await bookingState(t, p.who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const events = await bookingEventsOf(t, p.who.booking.id);
    expect(events.map((e) => `${e.field}:${e.from}->${e.to}`).sort()).toEqual([
      'payment_status:pending->paid',
      'status:pending->confirmed',
    ]);
    expect(await webhookEventRows(t, 'paystack', `charge.success:${p.id}`)).toHaveLength(1);
  });

  it('ten settlements of one payment at once change it once', async () => {
    const p = await paidAtProvider();
    const outcome = {
      provider: 'paystack' as const,
      reference: p.reference,
      status: 'success' as const,
      amountMinor: p.amount,
      currency: 'NGN',
      transactionId: String(p.id),
      method: 'card' as const,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => settlePayment(t.app, outcome)));
    expect(results.filter((r) => r?.changed)).toHaveLength(1);
    expect(await bookingEventsOf(t, p.who.booking.id)).toHaveLength(2);
    // One passenger needs one officer, assigned once.
    expect(await assignedOfficers(t.app.db, p.who.booking.id)).toHaveLength(1);
  });
});
