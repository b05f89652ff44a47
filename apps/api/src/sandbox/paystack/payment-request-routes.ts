/**
 * The Paystack stand-in's Customers and Payment Requests (issue 39 item 3), as Paystack's OpenAPI
 * description defines them (`customer_create`, `customer_fetch`, `paymentRequest_create`,
 * `paymentRequest_list`, `paymentRequest_fetch`, `paymentRequest_verify`,
 * `paymentRequest_notify`), behind the same secret-key check and fault switches as its
 * transactions, and the pay page at `/pay/:code` where a tester pays by test card or simulated
 * bank transfer. Creating a request (not a draft) sends `paymentrequest.pending`; paying it marks
 * it `success`, paid, with `paid_at`, and sends `paymentrequest.success`, both signed as Paystack
 * signs (index.ts `sendEvent`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaAnswer, publicSecurity } from '../../lib/route-schemas';
import { standInRoute } from '../openapi';
import { sandboxPage } from './checkout-page';
import {
  customerCreateJson,
  customerFetchJson,
  newRequestObject,
  requestCreateJson,
  requestEventJson,
  requestListJson,
  requestVerifyJson,
} from './payment-request-answers';
import { paymentRequestPage } from './payment-request-page';
import { PaymentRequestStore, type StoredObject } from './payment-request-store';
import { fail, safeJson } from './requests';
import { chargeCard } from './test-cards';

/** Create Customer's body (OpenAPI `CustomerCreate`). */
const CustomerCreateSchema = z.object({
  email: z.string().trim().min(3).includes('@'),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  phone: z.string().optional(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

/** Create Payment Request's body (OpenAPI `PaymentRequestCreate`; `customer` and `amount` required). */
const PaymentRequestCreateSchema = z.object({
  customer: z.union([z.string().min(1), z.number().int()]).transform(String),
  amount: z.coerce.number().int().positive(),
  currency: z.enum(['NGN', 'GHS', 'ZAR', 'USD']).default('NGN'),
  due_date: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  description: z.string().max(1000).optional(),
  line_items: z
    .array(
      z.object({
        name: z.string().min(1).max(500),
        amount: z.coerce.number().int().nonnegative(),
        quantity: z.coerce.number().int().positive().default(1),
      }),
    )
    .default([]),
  tax: z
    .array(z.object({ name: z.string().min(1).max(200), amount: z.coerce.number().int().nonnegative() }))
    .default([]),
  send_notification: z.boolean().default(true),
  draft: z.boolean().default(false),
  has_invoice: z.boolean().optional(),
  invoice_number: z.coerce.number().int().positive().optional(),
});

/** List Payment Requests' query (OpenAPI `paymentRequest_list`): the parameters the stand-in honours. */
const RequestListQuerySchema = z.object({
  customer: z.coerce.number().int().optional(),
  status: z.enum(['draft', 'pending', 'success', 'failed']).optional(),
  perPage: z.coerce.number().int().min(1).max(1000).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

const CardFormSchema = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  pin: z.string().default(''),
  otp: z.string().default(''),
});

type Params = { Params: { code: string } };

export interface PaymentRequestRoutesDeps {
  /** URL prefix of the Paystack stand-in, e.g. /sandbox/paystack. */
  prefix: string;
  /** The secret-key check and fault switch of `endpoint`; false when it has answered already. */
  api: (request: FastifyRequest, reply: FastifyReply, endpoint: string) => Promise<boolean>;
  /** Signs and posts a webhook event. */
  sendEvent: (event: string, data: unknown) => Promise<void>;
}

const secured = { security: [{ paystackSecretKey: [] }] };

export function registerPaymentRequests(app: FastifyInstance, { prefix, api, sendEvent }: PaymentRequestRoutesDeps) {
  const store = new PaymentRequestStore(app.db);
  const notFound = (reply: FastifyReply, what: string) => fail(reply, { status: 404, message: `${what} not found` });
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const send = (event: string, object: StoredObject) =>
    sendEvent(event, requestEventJson(object)).catch((err: Error) =>
      app.log.warn({ err: err.message }, `sandbox ${event} webhook not sent`),
    );

  app.post(
    '/customer',
    standInRoute({
      operationId: 'createPaystackCustomer',
      summary: 'Paystack stand-in: create a customer (or answer the one with this e-mail)',
      ...secured,
      answers: { 200: 'Customer created (CustomerCreateResponse)', 400: 'Invalid request', 401: 'Invalid key' },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'customer'))) return reply;
      const body = CustomerCreateSchema.safeParse(request.body);
      if (!body.success)
        return fail(reply, { status: 400, message: `Invalid request: ${z.prettifyError(body.error)}` });
      const { email, first_name, last_name, phone, metadata } = body.data;
      const customer = await store.customer({
        email,
        firstName: first_name ?? '',
        lastName: last_name ?? '',
        phone: phone ?? '',
        metadata: typeof metadata === 'string' ? safeJson(metadata) : metadata,
      });
      return { status: true, message: 'Customer created', data: customerCreateJson(customer.object) };
    },
  );

  app.get<Params>(
    '/customer/:code',
    standInRoute({
      operationId: 'getPaystackCustomer',
      summary: 'Paystack stand-in: fetch a customer by code or id',
      ...secured,
      answers: { 200: 'Customer retrieved (CustomerFetchResponse)', 401: 'Invalid key', 404: 'Customer not found' },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'customer'))) return reply;
      const customer = await store.customerBy({ codeOrId: request.params.code });
      if (!customer) return notFound(reply, 'Customer');
      return { status: true, message: 'Customer retrieved', data: customerFetchJson(customer.object) };
    },
  );

  app.post(
    '/paymentrequest',
    standInRoute({
      operationId: 'createPaystackPaymentRequest',
      summary: 'Paystack stand-in: create a payment request (paymentrequest.pending follows unless a draft)',
      ...secured,
      answers: {
        200: 'Payment request created (PaymentRequestCreateResponse)',
        400: 'Invalid request or unknown customer',
        401: 'Invalid key',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'paymentrequest'))) return reply;
      const body = PaymentRequestCreateSchema.safeParse(request.body);
      if (!body.success)
        return fail(reply, { status: 400, message: `Invalid request: ${z.prettifyError(body.error)}` });
      const input = body.data;
      const customer = await store.customerBy({ codeOrId: input.customer });
      if (!customer)
        return fail(reply, { status: 400, message: 'Customer with the specified code or id was not found' });
      const created = await store.create((id, requestCode, createdAt) =>
        newRequestObject({
          id,
          requestCode,
          createdAt,
          customer: customer.object,
          amount: input.amount,
          currency: input.currency,
          dueDate: input.due_date ? new Date(input.due_date).toISOString() : null,
          description: input.description ?? null,
          lineItems: input.line_items,
          tax: input.tax,
          invoiceNumber: input.invoice_number ?? null,
          draft: input.draft,
        }),
      );
      if (!input.draft) void send('paymentrequest.pending', created.object);
      return { status: true, message: 'Payment request created', data: requestCreateJson(created.object) };
    },
  );

  app.get(
    '/paymentrequest',
    standInRoute({
      operationId: 'listPaystackPaymentRequests',
      summary: 'Paystack stand-in: list payment requests, newest first (customer, status, perPage, page)',
      ...secured,
      answers: {
        200: 'Payment requests retrieved (PaymentRequestListResponse)',
        400: 'Invalid query',
        401: 'Invalid key',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'paymentrequest'))) return reply;
      const query = RequestListQuerySchema.safeParse(request.query);
      if (!query.success) return fail(reply, { status: 400, message: 'Invalid query parameters' });
      const { customer, status, perPage, page } = query.data;
      const list = await store.list({ customerId: customer, status }, page, perPage);
      return {
        status: true,
        message: 'Payment requests retrieved',
        data: list.rows.map((r) => requestListJson(r.object)),
        meta: {
          total: list.total,
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.ceil(list.total / perPage),
        },
      };
    },
  );

  app.get<Params>(
    '/paymentrequest/verify/:code',
    standInRoute({
      operationId: 'verifyPaystackPaymentRequest',
      summary: 'Paystack stand-in: verify a payment request by code or id',
      ...secured,
      answers: {
        200: 'Payment request retrieved (PaymentRequestVerifyResponse)',
        401: 'Invalid key',
        404: 'Not found',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'paymentrequest'))) return reply;
      const found = await store.byCodeOrId(request.params.code);
      if (!found) return notFound(reply, 'Payment request');
      return { status: true, message: 'Payment request retrieved', data: requestVerifyJson(found.object) };
    },
  );

  app.get<Params>(
    '/paymentrequest/:code',
    standInRoute({
      operationId: 'getPaystackPaymentRequest',
      summary: 'Paystack stand-in: fetch a payment request by code or id',
      ...secured,
      answers: { 200: 'Payment request retrieved (PaymentRequestListResponse)', 401: 'Invalid key', 404: 'Not found' },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'paymentrequest'))) return reply;
      const found = await store.byCodeOrId(request.params.code);
      if (!found) return notFound(reply, 'Payment request');
      // Paystack's description answers Fetch with its List response (`PaymentRequestListSuccess`):
      // the request as the one entry of `data`, with `meta`. The product's client reads Verify.
      return {
        status: true,
        message: 'Payment request retrieved',
        data: [requestListJson(found.object)],
        meta: { total: 1, skipped: 0, perPage: 1, page: 1, pageCount: 1 },
      };
    },
  );

  app.post<Params>(
    '/paymentrequest/notify/:code',
    standInRoute({
      operationId: 'sendPaystackPaymentRequestNotification',
      summary: 'Paystack stand-in: send the customer a reminder of a payment request (recorded, not mailed)',
      ...secured,
      answers: {
        200: 'Notification sent (PaymentRequestSendNotificationResponse)',
        401: 'Invalid key',
        404: 'Not found',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'paymentrequest'))) return reply;
      const found = await store.byCodeOrId(request.params.code);
      if (!found) return notFound(reply, 'Payment request');
      await store.update(found.requestCode, (o) => ({
        ...o,
        notifications: [...(o.notifications as unknown[]), { sent_at: new Date().toISOString(), channel: 'email' }],
      }));
      return { status: true, message: 'Notification sent' };
    },
  );

  const payable = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
    const found = await store.byCodeOrId(request.params.code);
    if (!found || !String(request.params.code).startsWith('PRQ_')) {
      void html(reply, sandboxPage('Not found', '<h1>This payment link is not valid</h1>'), 404);
      return null;
    }
    if (found.object.paid === true || found.object.status === 'draft') {
      void html(reply, paymentRequestPage(found.object, prefix), 409);
      return null;
    }
    return found;
  };
  /** Marks the request paid once (a second post finds it paid) and sends `paymentrequest.success`. */
  const settle = async (reply: FastifyReply, code: string) => {
    const paid = await store.update(
      code,
      (o) => ({ ...o, status: 'success', paid: true, paid_at: new Date().toISOString() }),
      true,
    );
    const shown = paid ?? (await store.byCodeOrId(code));
    if (paid) void send('paymentrequest.success', paid.object);
    return html(reply, paymentRequestPage(shown?.object ?? {}, prefix), paid ? 200 : 409);
  };
  const pageAnswers = {
    404: mediaAnswer('This payment link is not valid', ['text/html'], 'text'),
    409: mediaAnswer('Already paid, or still a draft', ['text/html'], 'text'),
  };

  app.get<Params>(
    '/pay/:code',
    standInRoute({
      operationId: 'openPaystackPaymentRequestPage',
      summary: 'Paystack stand-in: the page where a payment request is paid (card or bank transfer)',
      security: publicSecurity,
      answers: { 200: mediaAnswer('The pay page', ['text/html'], 'text'), ...pageAnswers },
    }),
    async (request, reply) => {
      const found = await store.byCodeOrId(request.params.code);
      if (!found || !request.params.code.startsWith('PRQ_'))
        return html(reply, sandboxPage('Not found', '<h1>This payment link is not valid</h1>'), 404);
      return html(reply, paymentRequestPage(found.object, prefix));
    },
  );

  app.post<Params>(
    '/pay/:code/card',
    standInRoute({
      operationId: 'payPaystackPaymentRequestByCard',
      summary: 'Paystack stand-in: pay a payment request by test card (form post from its page)',
      security: publicSecurity,
      answers: {
        200: mediaAnswer('Paid: the page says so', ['text/html'], 'text'),
        400: mediaAnswer('Invalid card form', ['text/html'], 'text'),
        402: mediaAnswer('Declined: the page with the reason', ['text/html'], 'text'),
        ...pageAnswers,
      },
    }),
    async (request, reply) => {
      const found = await payable(request, reply);
      if (!found) return reply;
      const form = CardFormSchema.safeParse(request.body ?? {});
      if (!form.success) return html(reply, paymentRequestPage(found.object, prefix, 'Enter the card details'), 400);
      const result = chargeCard(form.data);
      // A declined card leaves the request payable, as on Paystack's page: the customer tries again.
      if (!result.ok) return html(reply, paymentRequestPage(found.object, prefix, result.message), 402);
      return settle(reply, found.requestCode);
    },
  );

  app.post<Params>(
    '/pay/:code/bank',
    standInRoute({
      operationId: 'payPaystackPaymentRequestByBankTransfer',
      summary: 'Paystack stand-in: pay a payment request by simulated bank transfer',
      security: publicSecurity,
      answers: { 200: mediaAnswer('Paid: the page says so', ['text/html'], 'text'), ...pageAnswers },
    }),
    async (request, reply) => {
      const found = await payable(request, reply);
      if (!found) return reply;
      return settle(reply, found.requestCode);
    },
  );
}
