/**
 * The Paystack stand-in's pay page for a payment request (issue 39 item 3): `/pay/:code`, where a
 * tester pays by test card or simulated bank transfer. Paying marks the request `success`, paid,
 * with `paid_at`, once, and sends `paymentrequest.success`, signed as Paystack signs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaAnswer, publicSecurity } from '../../lib/route-schemas';
import { standInRoute } from '../openapi';
import { sandboxPage } from './checkout-page';
import { paymentRequestPage } from './payment-request-page';
import type { PaymentRequestStore, StoredObject } from './payment-request-store';
import { chargeCard } from './test-cards';

const CardFormSchema = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  pin: z.string().default(''),
  otp: z.string().default(''),
});

type Params = { Params: { code: string } };

/** What the page shares with the API routes (payment-request-routes.ts). */
export interface PaymentRequestPageDeps {
  /** URL prefix of the Paystack stand-in, e.g. /sandbox/paystack. */
  prefix: string;
  store: PaymentRequestStore;
  /** Sends a signed `paymentrequest.*` event of `object`. */
  send: (event: string, object: StoredObject) => Promise<void>;
  html: (reply: FastifyReply, body: string, status?: number) => FastifyReply;
}

export function registerPaymentRequestPage(
  app: FastifyInstance,
  { prefix, store, send, html }: PaymentRequestPageDeps,
) {
  /** The request of a pay link, or null once the page answered 404. */
  const linked = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
    const found = request.params.code.startsWith('PRQ_') ? await store.byCodeOrId(request.params.code) : null;
    if (!found) void html(reply, sandboxPage('Not found', '<h1>This payment link is not valid</h1>'), 404);
    return found;
  };
  /** The request of a pay link that can still be paid, or null once the page answered 404 or 409. */
  const payable = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
    const found = await linked(request, reply);
    if (!found) return null;
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
      const found = await linked(request, reply);
      if (!found) return reply;
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
