/**
 * The stand-in's checkout page at `authorization_url` and its form posts. A successful payment
 * sends `charge.success`, then sends the browser back. The browser only ever goes back to the
 * callback URL given at initialize, and only when it is on one of the product's own origins (issue 14
 * item 7; lib/return-origin.ts): the sandbox must never be an open redirect on the product's domain.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allowedReturnOrigins } from '../../lib/return-origin';
import { mediaAnswer, publicSecurity } from '../../lib/route-schemas';
import { standInRoute } from '../openapi';
import { checkoutPage, sandboxPage } from './checkout-page';
import type { PaystackSandboxStore, SandboxTransaction } from './store';
import { chargeCard } from './test-cards';

const CardFormSchema = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  pin: z.string().default(''),
  otp: z.string().default(''),
});

type CodeRequest = FastifyRequest<{ Params: { code: string } }>;

/** Paystack sends the browser to `callback_url?trxref=<reference>&reference=<reference>`. */
export function callbackWith(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/**
 * Registers the checkout routes under `checkout.prefix`; `checkout.paid` sends the webhook for a
 * transaction that was just paid.
 */
export function registerCheckout(
  app: FastifyInstance,
  store: PaystackSandboxStore,
  checkout: { prefix: string; paid: (tx: SandboxTransaction) => Promise<void> },
) {
  const { prefix, paid } = checkout;
  const ownOrigins = allowedReturnOrigins(app.config);
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const find = async (request: CodeRequest, reply: FastifyReply) => {
    const tx = await store.byCode(request.params.code);
    if (!tx) void html(reply, sandboxPage('Not found', '<h1>This payment link is not valid</h1>'), 404);
    return tx;
  };
  /** The callback URL given at initialize, if it is on one of the product's origins; else none. */
  const returnTo = (tx: SandboxTransaction) =>
    tx.callbackUrl && ownOrigins.has(new URL(tx.callbackUrl).origin)
      ? callbackWith(tx.callbackUrl, tx.reference)
      : null;
  const finish = async (reply: FastifyReply, tx: SandboxTransaction) => {
    await paid(tx);
    const to = returnTo(tx);
    return to ? reply.redirect(to, 303) : html(reply, checkoutPage({ tx, prefix }));
  };
  const settled = async (request: CodeRequest, reply: FastifyReply) => {
    const tx = await find(request, reply);
    return tx ? html(reply, checkoutPage({ tx, prefix }), 409) : reply;
  };

  app.get<{ Params: { code: string } }>(
    '/checkout/:code',
    standInRoute({
      operationId: 'openPaystackCheckout',
      summary: 'Paystack stand-in: the checkout page at authorization_url (card or bank transfer)',
      security: publicSecurity,
      answers: {
        200: mediaAnswer('The checkout page', ['text/html'], 'text'),
        404: mediaAnswer('This payment link is not valid', ['text/html'], 'text'),
      },
    }),
    async (request, reply) => {
      const tx = await find(request, reply);
      return tx ? html(reply, checkoutPage({ tx, prefix })) : reply;
    },
  );

  app.post<{ Params: { code: string } }>(
    '/checkout/:code/card',
    standInRoute({
      operationId: 'payPaystackCheckoutByCard',
      summary: 'Paystack stand-in: pay by test card (form post from the checkout page)',
      security: publicSecurity,
      answers: {
        200: mediaAnswer('Paid; the page when no callback_url was given', ['text/html'], 'text'),
        303: 'Paid; back to the callback_url with ?reference=',
        400: 'Invalid card form',
        402: mediaAnswer('Declined: the checkout page with the reason', ['text/html'], 'text'),
        404: mediaAnswer('This payment link is not valid', ['text/html'], 'text'),
        409: mediaAnswer('Already paid, or card is not offered', ['text/html'], 'text'),
      },
    }),
    async (request, reply) => {
      const tx = await find(request, reply);
      if (!tx) return reply;
      if (tx.status === 'success' || !tx.channels.includes('card'))
        return html(reply, checkoutPage({ tx, prefix }), 409);
      const parsed = CardFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return html(reply, checkoutPage({ tx, prefix, error: 'Enter the card details' }), 400);
      const form = parsed.data;
      const result = chargeCard(form);
      if (!result.ok) {
        const failed = result.final
          ? await store.settle(tx.accessCode, { status: 'failed', gatewayResponse: result.message, channel: 'card' })
          : null;
        return html(reply, checkoutPage({ tx: failed ?? tx, prefix, error: result.message }), 402);
      }
      const [month = '', year = ''] = form.expiry.split('/').map((p) => p.trim());
      const done = await store.settle(tx.accessCode, {
        status: 'success',
        gatewayResponse: 'Successful',
        channel: 'card',
        card: { last4: result.last4, bin: result.bin, brand: result.brand, expMonth: month, expYear: `20${year}` },
        paidAt: new Date(),
      });
      return done ? finish(reply, done) : settled(request, reply);
    },
  );

  app.post<{ Params: { code: string } }>(
    '/checkout/:code/bank',
    standInRoute({
      operationId: 'payPaystackCheckoutByBankTransfer',
      summary: 'Paystack stand-in: pay by simulated bank transfer',
      security: publicSecurity,
      answers: {
        200: mediaAnswer('Paid; the page when no callback_url was given', ['text/html'], 'text'),
        303: 'Paid; back to the callback_url with ?reference=',
        404: mediaAnswer('This payment link is not valid', ['text/html'], 'text'),
        409: mediaAnswer('Already paid, or bank transfer is not offered', ['text/html'], 'text'),
      },
    }),
    async (request, reply) => {
      const tx = await find(request, reply);
      if (!tx) return reply;
      if (tx.status === 'success' || !tx.channels.includes('bank_transfer'))
        return html(reply, checkoutPage({ tx, prefix }), 409);
      const done = await store.settle(tx.accessCode, {
        status: 'success',
        gatewayResponse: 'Approved',
        channel: 'bank_transfer',
        paidAt: new Date(),
      });
      return done ? finish(reply, done) : settled(request, reply);
    },
  );

  app.get<{ Params: { code: string } }>(
    '/checkout/:code/cancel',
    standInRoute({
      operationId: 'cancelPaystackCheckout',
      summary: 'Paystack stand-in: leave the checkout without paying',
      security: publicSecurity,
      answers: {
        200: mediaAnswer('Cancelled, when no callback_url was given', ['text/html'], 'text'),
        303: 'Back to the callback_url',
        404: mediaAnswer('This payment link is not valid', ['text/html'], 'text'),
      },
    }),
    async (request, reply) => {
      const tx = await find(request, reply);
      if (!tx) return reply;
      const to = returnTo(tx);
      return to ? reply.redirect(to, 303) : html(reply, sandboxPage('Cancelled', '<h1>Payment cancelled</h1>'));
    },
  );
}
