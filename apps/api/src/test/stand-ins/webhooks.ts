/**
 * Webhooks as the providers send them: a Paystack request signed with the secret key (and a
 * `charge.success` event to put in it), and a Twilio callback signed with the auth token.
 */
import { signPaystackBody } from '../../integrations/paystack/paystack-signature';
import { twilioSignature } from '../../sandbox/twilio/signature';
import type { ListeningTestApp, TestApp } from '../test-app';

/** A Paystack webhook request signed with `secret` (default: the app's Paystack secret key). */
export function paystackWebhook(t: TestApp, payload: unknown, secret = t.config.paystack.secretKey) {
  const body = JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(secret, body) },
    payload: body,
  };
}

/** A `charge.success` event for a stored payment, as Paystack would send it. */
export function chargeSuccess(p: { reference: string; amount: number; currency?: string; id?: number }) {
  return {
    event: 'charge.success',
    data: {
      id: p.id ?? 5_000_000 + Math.floor(Math.random() * 1_000_000_000),
      status: 'success',
      reference: p.reference,
      amount: p.amount,
      currency: p.currency ?? 'NGN',
      channel: 'card',
      gateway_response: 'Successful',
      paid_at: new Date().toISOString(),
    },
  };
}

/** POSTs a Twilio webhook to the product, signed with `token` (the auth token: a real signature). */
export function twilioWebhook(
  t: Pick<ListeningTestApp, 'baseUrl'>,
  path: 'status' | 'inbound',
  params: Record<string, string>,
  token: string,
) {
  const url = `${t.baseUrl}/api/webhooks/twilio/${path}`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}
