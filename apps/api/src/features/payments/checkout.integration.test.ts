/**
 * A whole payment through the sandbox checkout, with the production HTTP clients: the API
 * initializes the transaction over HTTP, a "browser" opens the checkout page, posts the card
 * form, follows the redirect back, and the API verifies with Paystack over HTTP.
 */
import { disruptedNotPayableMessage } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, flights } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { bookingEventsOf, bookingState, webhookEventRows } from '../../test/peeks/rows';
import { customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, verifyPaystack } from '../../test/scenarios/paid-booking';

const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };

async function openCheckout(authorizationUrl: string) {
  const res = await fetch(authorizationUrl);
  return { res, html: await res.text() };
}

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The form's action, resolved against the page, as a browser would. */
function formAction(html: string, pageUrl: string, path: 'card' | 'bank'): string {
  const match = new RegExp(`action="([^"]+/${path})"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${path} form on the page`);
  return new URL(match[1], pageUrl).toString();
}

describe('paying through the sandbox checkout', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(() => t.close());

  async function start(method: 'card' | 'bank' = 'card') {
    const who = await customerWithBooking(t);
    const created = await createPaystack(t, who, method);
    expect(created.statusCode).toBe(200);
    return { who, data: created.json().data as { reference: string; authorizationUrl: string } };
  }

  it('pays by card, returns to the callback with the reference and verifies as paid', async () => {
    const { who, data } = await start();
    const { res: page, html } = await openCheckout(data.authorizationUrl);
    expect(page.status).toBe(200);
    expect(html).toContain('Test mode');
    expect(html).not.toMatch(/<script/i);
    expect(String(page.headers.get('content-security-policy'))).toContain("script-src 'self'");

    const submitted = await postForm(formAction(html, data.authorizationUrl, 'card'), SUCCESS_CARD);
    expect(submitted.status).toBe(303);
    const callback = new URL(String(submitted.headers.get('location')));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${t.baseUrl}/bookings`);
    expect(callback.searchParams.get('payment')).toBe('callback');
    expect(callback.searchParams.get('reference')).toBe(data.reference);
    expect(callback.searchParams.get('trxref')).toBe(data.reference);
    await fetch(callback).then((r) => r.arrayBuffer());

    const verified = await verifyPaystack(t, who, String(callback.searchParams.get('reference')));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      reference: data.reference,
      status: 'paid',
      amount: 67_500,
      amountMinor: 6_750_000,
      currency: 'NGN',
      method: 'card',
    });
    expect(verified.json().data.transactionId).toEqual(expect.any(String));
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'confirmed',
      paymentStatus: 'paid',
      refundStatus: null,
    });
    // The flight is checked once right after payment, in the transaction that confirmed it (issue 26 §3).
    const { rows: checks } = await t.app.database.executeSql(
      'select 1 from pgboss.job where name = $1 and singleton_key = $2',
      ['flight-check', who.booking.id],
    );
    expect(checks).toHaveLength(1);

    // The sandbox's charge.success webhook arrives too, and changes nothing more.
    const eventId = `charge.success:${verified.json().data.transactionId}`;
    await vi.waitFor(async () => expect(await webhookEventRows(t, 'paystack', eventId)).toHaveLength(1), {
      timeout: 5_000,
    });
    const events = await bookingEventsOf(t, who.booking.id);
    expect(events.map((e) => `${e.field}:${e.from}->${e.to}`).sort()).toEqual([
      'payment_status:pending->paid',
      'status:pending->confirmed',
    ]);
  });

  it('pays by simulated bank transfer', async () => {
    const { who, data } = await start('bank');
    const { html } = await openCheckout(data.authorizationUrl);
    expect(html).toContain('bank transfer');
    expect(html).not.toContain('Card number');
    const submitted = await postForm(formAction(html, data.authorizationUrl, 'bank'), {});
    expect(submitted.status).toBe(303);
    const verified = await verifyPaystack(t, who, data.reference);
    expect(verified.json().data).toMatchObject({ status: 'paid', method: 'bank' });
  });

  it.each([
    ['4084 0800 0000 5408', 'Declined'],
    ['5060 6666 6666 6666 666', 'Insufficient Funds'],
  ])('card %s is refused with "%s" and the booking shows the failed payment', async (number, message) => {
    const { who, data } = await start();
    const { html } = await openCheckout(data.authorizationUrl);
    const submitted = await postForm(formAction(html, data.authorizationUrl, 'card'), {
      ...SUCCESS_CARD,
      number,
      cvv: '001',
    });
    expect(submitted.status).toBe(402);
    const page = await submitted.text();
    expect(page).toContain(message);
    expect(page).toContain('Test mode');

    const verified = await verifyPaystack(t, who, data.reference);
    expect(verified.json().data.status).toBe('failed');
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    // A later attempt with a good card on the same checkout still pays the booking.
    const retry = await postForm(formAction(html, data.authorizationUrl, 'card'), SUCCESS_CARD);
    expect(retry.status).toBe(303);
    const again = await verifyPaystack(t, who, data.reference);
    expect(again.json().data.status).toBe('paid');
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('asks again for a wrong PIN or OTP without failing the payment', async () => {
    const { who, data } = await start();
    const { html } = await openCheckout(data.authorizationUrl);
    const wrongPin = await postForm(formAction(html, data.authorizationUrl, 'card'), { ...SUCCESS_CARD, pin: '0000' });
    expect(wrongPin.status).toBe(402);
    expect(await wrongPin.text()).toContain('Incorrect PIN');
    const wrongOtp = await postForm(formAction(html, data.authorizationUrl, 'card'), {
      ...SUCCESS_CARD,
      otp: '000000',
    });
    expect(await wrongOtp.text()).toContain('Invalid OTP');
    const verified = await verifyPaystack(t, who, data.reference);
    expect(verified.json().data.status).toBe('pending');
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('shows the Test mode marker on an unknown checkout link too', async () => {
    const res = await fetch(`${t.baseUrl}/sandbox/paystack/checkout/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Test mode');
  });

  it('takes no payment while the flight is cancelled or diverted, and does again once the booking is moved', async () => {
    const who = await customerWithBooking(t);
    // As a flight-status round leaves a flight the provider reports cancelled.
    await t.app.db.update(flights).set({ status: 'cancelled' }).where(eq(flights.id, who.booking.flightId));
    const refused = await createPaystack(t, who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: disruptedNotPayableMessage('cancelled') });

    // Flagged on the booking itself (the flight flies again), the same.
    await t.app.db.update(flights).set({ status: 'scheduled' }).where(eq(flights.id, who.booking.flightId));
    await t.app.db.update(bookings).set({ flightDisruption: 'diverted' }).where(eq(bookings.id, who.booking.id));
    expect((await createPaystack(t, who)).json().message).toBe(disruptedNotPayableMessage('diverted'));
    expect(await bookingState(t, who.booking.id)).toMatchObject({ paymentStatus: 'pending' });

    // Moved to the re-booked flight, the flag is gone: the checkout opens.
    await t.app.db.update(bookings).set({ flightDisruption: null }).where(eq(bookings.id, who.booking.id));
    expect((await createPaystack(t, who)).statusCode).toBe(200);
  });
});
