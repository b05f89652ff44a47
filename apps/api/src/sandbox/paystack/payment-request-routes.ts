/**
 * The Paystack stand-in's Customers and Payment Requests (issue 39 item 3), as Paystack's OpenAPI
 * description defines them (`customer_create`, `customer_fetch`, `paymentRequest_create`,
 * `paymentRequest_list`, `paymentRequest_fetch`, `paymentRequest_verify`,
 * `paymentRequest_notify`), behind the same secret-key check and fault switches as its
 * transactions, and the pay page (payment-request-pay-routes.ts). Creating a request (not a draft)
 * sends `paymentrequest.pending`, signed as Paystack signs (index.ts `sendEvent`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { standInRoute } from '../openapi';
import {
  customerCreateJson,
  customerFetchJson,
  newRequestObject,
  requestCreateJson,
  requestEventJson,
  requestListJson,
  requestVerifyJson,
} from './payment-request-answers';
import { CustomerCreateSchema, PaymentRequestCreateSchema, RequestListQuerySchema } from './payment-request-bodies';
import { registerPaymentRequestPage } from './payment-request-pay-routes';
import { PaymentRequestStore, type StoredObject } from './payment-request-store';
import { fail, safeJson } from './requests';

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
  /** The request named by `:code` behind the key check, or null once answered (401, fault, 404). */
  const requestOf = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
    if (!(await api(request, reply, 'paymentrequest'))) return null;
    const found = await store.byCodeOrId(request.params.code);
    if (!found) void notFound(reply, 'Payment request');
    return found;
  };
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
      const found = await requestOf(request, reply);
      if (!found) return reply;
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
      const found = await requestOf(request, reply);
      if (!found) return reply;
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
      const found = await requestOf(request, reply);
      if (!found) return reply;
      await store.update(found.requestCode, (o) => ({
        ...o,
        notifications: [...(o.notifications as unknown[]), { sent_at: new Date().toISOString(), channel: 'email' }],
      }));
      return { status: true, message: 'Notification sent' };
    },
  );

  registerPaymentRequestPage(app, { prefix, store, send, html });
}
