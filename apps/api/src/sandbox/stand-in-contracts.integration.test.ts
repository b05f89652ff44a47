/**
 * The stand-ins answer as the providers do (issue 14 item 9): their real HTTP answers and
 * webhook bodies, checked against the providers' own descriptions in ./contracts (Paystack's
 * OpenAPI document and webhook samples, Stripe's fixtures, Twilio's Messages API description),
 * with the same status codes.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidPaystackSignature } from '../integrations/paystack/paystack-signature';
import { twilioClient } from '../integrations/texts/twilio-texts';
import { startWebhookRecorder, type WebhookRecorder } from '../test/peeks/webhook-recorder';
import { createTestApp, startListeningTestApp, type TestApp } from '../test/test-app';
import {
  missingStripeKeys,
  paystackRequestValidator,
  paystackResponseValidator,
  readJsonContract,
  shapeProblems,
  TWILIO_ERROR_SCHEMA,
  twilioResponseValidator,
} from './contracts/provider-contracts';
import { refundEventJson } from './paystack/answers';

const SUCCESS_CARD = { number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };

describe('payment stand-ins against the providers’ descriptions', () => {
  let t: TestApp;
  let hooks: WebhookRecorder;
  const paystackAuth = () => ({ authorization: `Bearer ${t.config.paystack.secretKey}` });
  /** A Stripe API call as the SDK makes it: form-encoded parameters, Bearer secret key. */
  const stripeCall = (method: 'GET' | 'POST', url: string, params?: Record<string, string>) =>
    t.app.inject({
      method,
      url: `/sandbox/stripe${url}`,
      headers: {
        authorization: `Bearer ${t.config.stripe.secretKey}`,
        ...(params ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(params ? { payload: new URLSearchParams(params).toString() } : {}),
    });
  const webhook = (match: (b: Record<string, unknown>) => boolean) =>
    vi.waitFor(
      () => {
        const hit = hooks.received.find((r) => match(r.body));
        if (!hit) throw new Error('webhook not received yet');
        return hit.body;
      },
      { timeout: 5_000, interval: 20 },
    );
  const valid = (apiPath: string, method: 'get' | 'post', status: string, body: unknown) => {
    const validate = paystackResponseValidator(apiPath, method, status);
    validate(body);
    return validate.errors ?? [];
  };

  beforeAll(async () => {
    hooks = await startWebhookRecorder();
    t = await createTestApp({ PUBLIC_URL: hooks.url });
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });

  async function paidPaystackTransaction(reference: string) {
    const init = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      headers: paystackAuth(),
      payload: { email: 'ada@example.com', amount: 13_500_000, reference, callback_url: `${hooks.url}/return` },
    });
    const { access_code } = init.json().data;
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${access_code}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(pay.statusCode).toBe(303);
    return init;
  }

  it('Paystack initialize answers 200 with TransactionInitializeResponse', async () => {
    const init = await paidPaystackTransaction('contract-init-1');
    expect(init.statusCode).toBe(200);
    expect(valid('/transaction/initialize', 'post', '200', init.json())).toEqual([]);
  });

  it('Paystack verify answers 200 with VerifyResponse, and 404 NotFound for an unknown reference', async () => {
    await paidPaystackTransaction('contract-verify-1');
    const verify = await t.app.inject({
      method: 'GET',
      url: '/sandbox/paystack/transaction/verify/contract-verify-1',
      headers: paystackAuth(),
    });
    expect(verify.statusCode).toBe(200);
    expect(valid('/transaction/verify/{reference}', 'get', '200', verify.json())).toEqual([]);
    // The validator is live: the body the stand-in used to answer (no customer_code, no paidAt...) fails.
    const { customer: _c, paidAt: _p, fees_breakdown: _f, ...thin } = verify.json().data as Record<string, unknown>;
    expect(
      valid('/transaction/verify/{reference}', 'get', '200', { ...(verify.json() as object), data: thin }),
    ).not.toEqual([]);
    expect(verify.json().data).toMatchObject({
      status: 'success',
      customer: { customer_code: expect.stringMatching(/^CUS_/) },
      authorization: { authorization_code: expect.stringMatching(/^AUTH_/), last4: '4081' },
      requested_amount: 13_500_000,
      paidAt: expect.any(String),
    });

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/paystack/transaction/verify/no-such-reference',
      headers: paystackAuth(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(valid('/transaction/verify/{reference}', 'get', '404', unknown.json())).toEqual([]);
    expect(unknown.json().status).toBe(false);
  });

  it('Paystack List Transactions answers 200 with TransactionListResponse, a page at a time', async () => {
    await paidPaystackTransaction('contract-list-1');
    await paidPaystackTransaction('contract-list-2');
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const list = await t.app.inject({
      method: 'GET',
      url: `/sandbox/paystack/transaction?from=${from}&to=${to}&per_page=1&page=2`,
      headers: paystackAuth(),
    });
    expect(list.statusCode).toBe(200);
    expect(valid('/transaction', 'get', '200', list.json())).toEqual([]);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().meta).toMatchObject({ perPage: 1, page: 2, skipped: 1 });
    expect(list.json().meta.total).toBeGreaterThanOrEqual(2);
    const unauthorised = await t.app.inject({ method: 'GET', url: '/sandbox/paystack/transaction' });
    expect(unauthorised.statusCode).toBe(401);
    expect(valid('/transaction', 'get', '401', unauthorised.json())).toEqual([]);
  });

  it('Paystack refund answers 200 with RefundCreateSuccess', async () => {
    await paidPaystackTransaction('contract-refund-1');
    const refund = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/refund',
      headers: paystackAuth(),
      payload: { transaction: 'contract-refund-1' },
    });
    expect(refund.statusCode).toBe(200);
    expect(valid('/refund', 'post', '200', refund.json())).toEqual([]);
  });

  it('Paystack webhooks carry every key of the documented samples', async () => {
    await paidPaystackTransaction('contract-hook-1');
    const charge = await webhook(
      (b) => b.event === 'charge.success' && (b.data as { reference: string }).reference === 'contract-hook-1',
    );
    const chargeSample = readJsonContract('paystack-event-transaction-successful.json');
    expect(shapeProblems(chargeSample, charge, ['metadata'])).toEqual([]);

    await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/refund',
      headers: paystackAuth(),
      payload: { transaction: 'contract-hook-1' },
    });
    const processed = await webhook(
      (b) =>
        b.event === 'refund.processed' &&
        (b.data as { transaction_reference: string }).transaction_reference === 'contract-hook-1',
    );
    expect(shapeProblems(readJsonContract('paystack-event-refund-processed.json'), processed)).toEqual([]);
    // refund.pending and refund.failed are built the same way; checked against their samples too.
    const tx = { reference: 'contract-hook-1', refundId: 1, currency: 'NGN', email: 'ada@example.com' };
    for (const status of ['pending', 'failed'] as const) {
      const body = { event: `refund.${status}`, data: refundEventJson(tx as never, 5000, status) };
      expect(shapeProblems(readJsonContract(`paystack-event-refund-${status}.json`), body)).toEqual([]);
    }
  });

  /** A Paystack API call with the secret key, as the product's client makes it. */
  const paystackCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/sandbox/paystack${url}`, headers: paystackAuth(), ...(payload ? { payload } : {}) });

  /** A customer and a payment request for ₦21,500 (two ₦10,000 lines and ₦1,500 VAT) as the product sends it. */
  async function paystackPaymentRequest(email: string, invoiceNumber: number) {
    const customer = await paystackCall('POST', '/customer', { email, first_name: 'Acme Travel Ltd' });
    const body = {
      customer: customer.json().data.customer_code,
      amount: 2_150_000,
      currency: 'NGN',
      due_date: '2026-12-31T10:00:00.000Z',
      description: 'FastTrack LOS invoice FTL-2026-000001 (2026-11)',
      line_items: [{ name: 'FT-AB12CD · Arrival meet and assist', amount: 1_000_000, quantity: 2 }],
      tax: [{ name: 'VAT 7.5%', amount: 150_000 }],
      invoice_number: invoiceNumber,
      send_notification: false,
      draft: false,
    };
    const created = await paystackCall('POST', '/paymentrequest', body);
    return { customer, body, created };
  }

  it('Paystack Customers and Payment Requests answer as the description defines: create, list, fetch, verify, notify, 401, 404', async () => {
    const { customer, body, created } = await paystackPaymentRequest('Finance@Acme.example', 2026000001);
    expect(customer.statusCode).toBe(200);
    expect(valid('/customer', 'post', '200', customer.json())).toEqual([]);
    const again = await paystackCall('POST', '/customer', { email: 'finance@acme.example' });
    expect(again.json().data.customer_code).toBe(customer.json().data.customer_code);
    const fetchedCustomer = await paystackCall('GET', `/customer/${customer.json().data.customer_code}`);
    expect(valid('/customer/{code}', 'get', '200', fetchedCustomer.json())).toEqual([]);

    // What the product sends is what Paystack takes (PaymentRequestCreate).
    const request = paystackRequestValidator('/paymentrequest', 'post');
    expect(request(body), JSON.stringify(request.errors)).toBe(true);
    expect(created.statusCode).toBe(200);
    expect(valid('/paymentrequest', 'post', '200', created.json())).toEqual([]);
    const data = created.json().data;
    expect(data).toMatchObject({
      amount: 2_150_000,
      currency: 'NGN',
      status: 'pending',
      paid: false,
      invoice_number: 2026000001,
      customer: customer.json().data.id,
      request_code: expect.stringMatching(/^PRQ_[a-z0-9]{15}$/),
      line_items: body.line_items,
      tax: body.tax,
    });

    const list = await paystackCall('GET', `/paymentrequest?customer=${customer.json().data.id}&perPage=10&page=1`);
    expect(list.statusCode).toBe(200);
    expect(valid('/paymentrequest', 'get', '200', list.json())).toEqual([]);
    expect(list.json().data.map((r: { request_code: string }) => r.request_code)).toEqual([data.request_code]);
    const fetched = await paystackCall('GET', `/paymentrequest/${data.id}`);
    expect(valid('/paymentrequest/{id}', 'get', '200', fetched.json())).toEqual([]);
    const verify = await paystackCall('GET', `/paymentrequest/verify/${data.request_code}`);
    expect(verify.statusCode).toBe(200);
    expect(valid('/paymentrequest/verify/{id}', 'get', '200', verify.json())).toEqual([]);
    expect(verify.json().data).toMatchObject({
      pending_amount: 2_150_000,
      customer: { email: 'finance@acme.example' },
    });
    // The validator is live: a verify body without offline_reference and pending_amount fails.
    const { offline_reference: _o, pending_amount: _p, ...thin } = verify.json().data as Record<string, unknown>;
    expect(
      valid('/paymentrequest/verify/{id}', 'get', '200', { ...(verify.json() as object), data: thin }),
    ).not.toEqual([]);
    const notify = await paystackCall('POST', `/paymentrequest/notify/${data.request_code}`);
    expect(valid('/paymentrequest/notify/{id}', 'post', '200', notify.json())).toEqual([]);

    const unauthorised = await t.app.inject({ method: 'POST', url: '/sandbox/paystack/paymentrequest', payload: body });
    expect(unauthorised.statusCode).toBe(401);
    expect(valid('/paymentrequest', 'post', '401', unauthorised.json())).toEqual([]);
    const unknown = await paystackCall('GET', '/paymentrequest/verify/PRQ_nosuchrequest00');
    expect(unknown.statusCode).toBe(404);
    expect(valid('/paymentrequest/verify/{id}', 'get', '404', unknown.json())).toEqual([]);
    const noCustomer = await paystackCall('POST', '/paymentrequest', { ...body, customer: 'CUS_nosuchcustomer0' });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().status).toBe(false);
  });

  it('a payment request paid on its page sends paymentrequest.pending and .success, signed, with every key of the samples', async () => {
    const { created } = await paystackPaymentRequest('desk@globex.example', 2026000002);
    const code = created.json().data.request_code as string;
    const ofRequest = (event: string) => (b: Record<string, unknown>) =>
      b.event === event && (b.data as { request_code: string }).request_code === code;
    const pending = await webhook(ofRequest('paymentrequest.pending'));
    expect(shapeProblems(readJsonContract('paystack-event-payment-request-pending.json'), pending)).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/paystack/pay/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('FT-AB12CD · Arrival meet and assist');
    expect(page.body).toContain('VAT 7.5%');
    const declined = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/pay/${code}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SUCCESS_CARD, number: '4084080000005408' }).toString(),
    });
    expect(declined.statusCode).toBe(402);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/pay/${code}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');

    const success = await webhook(ofRequest('paymentrequest.success'));
    expect(shapeProblems(readJsonContract('paystack-event-payment-request-success.json'), success)).toEqual([]);
    expect(success.data).toMatchObject({
      status: 'success',
      paid: true,
      amount: 2_150_000,
      paid_at: expect.any(String),
    });
    const delivery = hooks.received.find((r) => r.body === success);
    expect(delivery?.path).toBe('/api/payments/paystack/webhook');
    expect(
      isValidPaystackSignature(
        t.config.paystack.secretKey,
        Buffer.from(JSON.stringify(success)),
        delivery?.headers['x-paystack-signature'] as string,
      ),
    ).toBe(true);
    const verify = await paystackCall('GET', `/paymentrequest/verify/${code}`);
    expect(verify.json().data).toMatchObject({ status: 'success', paid: true, pending_amount: 0 });
    expect(valid('/paymentrequest/verify/{id}', 'get', '200', verify.json())).toEqual([]);

    // Paid once: a second payment, by bank transfer this time, is refused and sends nothing.
    const twice = await t.app.inject({ method: 'POST', url: `/sandbox/paystack/pay/${code}/bank` });
    expect(twice.statusCode).toBe(409);
    expect(hooks.received.filter((r) => ofRequest('paymentrequest.success')(r.body))).toHaveLength(1);
  });

  it('Stripe PaymentIntent, Charge, Refund and Event carry every key of Stripe’s fixtures; declines carry decline_code', async () => {
    const created = await stripeCall('POST', '/v1/payment_intents', {
      amount: '9000',
      currency: 'usd',
      'metadata[bookingId]': 'b-1',
    });
    expect(created.statusCode).toBe(200);
    const intent = created.json();
    expect(missingStripeKeys('payment_intent', intent)).toEqual([]);

    const declined = await stripeCall('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const retrieved = await stripeCall('GET', `/v1/payment_intents/${intent.id}`);
    expect(retrieved.json().last_payment_error.decline_code).toBe('insufficient_funds');

    const confirmed = await stripeCall('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(missingStripeKeys('payment_intent', confirmed.json())).toEqual([]);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', capture_method: 'automatic', next_action: null });

    const refund = await stripeCall('POST', '/v1/refunds', { payment_intent: intent.id });
    expect(refund.statusCode).toBe(200);
    expect(missingStripeKeys('refund', refund.json())).toEqual([]);
    expect(refund.json().balance_transaction).toMatch(/^txn_/);

    const event = await webhook((b) => b.type === 'charge.refunded');
    expect(missingStripeKeys('event', event)).toEqual([]);
    expect(missingStripeKeys('charge', (event.data as { object: object }).object)).toEqual([]);
  });
});

describe('Twilio stand-in against the Messages API description, through the official client', () => {
  let t: TestApp;
  let client: ReturnType<typeof twilioClient>;
  const errorValidator = new Ajv({ strict: false, allErrors: true });
  addFormats(errorValidator);
  const validError = errorValidator.compile(TWILIO_ERROR_SCHEMA);
  const messagesPath = '/2010-04-01/Accounts/{AccountSid}/Messages.json';
  const messagePath = '/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json';
  const problems = (apiPath: string, method: 'get' | 'post', status: string, body: unknown) => {
    const validate = twilioResponseValidator(apiPath, method, status);
    validate(body);
    return validate.errors ?? [];
  };
  /** A raw call, to read the stand-in's own answer as the client received it. */
  const raw = (
    method: 'GET' | 'POST',
    url: string,
    params?: Record<string, string>,
    token = t.config.texts.authToken,
  ) =>
    t.app.inject({
      method,
      url: `/sandbox/twilio/2010-04-01/Accounts/${t.config.texts.accountSid}${url}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${t.config.texts.accountSid}:${token}`).toString('base64')}`,
        ...(params ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(params ? { payload: new URLSearchParams(params).toString() } : {}),
    });

  beforeAll(async () => {
    t = await startListeningTestApp();
    client = twilioClient(t.config.texts, 5_000);
  });
  afterAll(() => t.close());

  it('creates an SMS with the official client and fetches it; both answers validate against the schemas', async () => {
    const created = await client.messages.create({
      to: '+2348031234567',
      from: t.config.texts.smsFrom,
      body: 'FastTrack LOS: booking AB12CD confirmed.',
    });
    expect(created.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created.status).toBe('queued');
    expect(created.numSegments).toBe('1');
    const fetched = await client.messages(created.sid).fetch();
    expect(fetched.body).toBe('FastTrack LOS: booking AB12CD confirmed.');
    expect(fetched.to).toBe('+2348031234567');

    const rawCreate = await raw('POST', '/Messages.json', {
      To: '+2348031234567',
      From: t.config.texts.smsFrom,
      Body: 'Hello',
    });
    expect(rawCreate.statusCode).toBe(201);
    expect(problems(messagesPath, 'post', '201', rawCreate.json())).toEqual([]);
    const rawFetch = await raw('GET', `/Messages/${rawCreate.json().sid}.json`);
    expect(rawFetch.statusCode).toBe(200);
    expect(problems(messagePath, 'get', '200', rawFetch.json())).toEqual([]);
    const rawList = await raw('GET', '/Messages.json?To=%2B2348031234567&PageSize=20');
    expect(rawList.statusCode).toBe(200);
    expect(problems(messagesPath, 'get', '200', rawList.json())).toEqual([]);
    expect(rawList.json().messages.map((m: { sid: string }) => m.sid)).toContain(created.sid);
  });

  it('sends WhatsApp as a content template through the official client', async () => {
    const created = await client.messages.create({
      to: 'whatsapp:+2348031234567',
      from: t.config.texts.whatsappFrom ?? '',
      contentSid: `HX${'1'.repeat(32)}`,
      contentVariables: JSON.stringify({ 1: 'AB12CD', 2: '14:30 WAT' }),
    });
    expect(created.to).toBe('whatsapp:+2348031234567');
    expect(created.body).toContain('AB12CD');
    const freeform = await raw('POST', '/Messages.json', {
      To: 'whatsapp:+2348031234567',
      From: t.config.texts.whatsappFrom ?? '',
      Body: 'Hi',
    });
    expect(freeform.statusCode).toBe(400);
    expect(freeform.json().code).toBe(63016);
  });

  it('answers Twilio error objects with Twilio codes, which the official client reads', async () => {
    const cases: [Awaited<ReturnType<typeof raw>>, number, number][] = [
      [await raw('POST', '/Messages.json', { To: '12', From: t.config.texts.smsFrom, Body: 'x' }), 400, 21211],
      [await raw('POST', '/Messages.json', { To: '+2348031234567', From: t.config.texts.smsFrom }), 400, 21602],
      [await raw('POST', '/Messages.json', { From: t.config.texts.smsFrom, Body: 'x' }), 400, 21604],
      [await raw('GET', `/Messages/SM${'0'.repeat(32)}.json`), 404, 20404],
      [await raw('GET', '/Messages.json', undefined, 'wrong-token'), 401, 20003],
    ];
    for (const [res, status, code] of cases) {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(validError(res.json()), JSON.stringify(validError.errors)).toBe(true);
    }
    await expect(
      client.messages.create({ to: '+2340000000000', from: t.config.texts.smsFrom, body: 'x' }),
    ).rejects.toMatchObject({ status: 400, code: 21211 });
  });
});
