/**
 * Paystack's Payment Requests (invoices a customer pays by card or bank transfer) and the
 * Customers they are addressed to (https://paystack.com/docs/api/payment-request/,
 * https://paystack.com/docs/api/customer/): `POST /customer`, `POST /paymentrequest`,
 * `GET /paymentrequest?customer=`, `GET /paymentrequest/verify/:code`. Same habits as
 * paystack-client.ts: Bearer secret key, one time-out per call, no retries of its own; the same
 * code talks to api.paystack.co and to the stand-in.
 */
import { z } from 'zod';
import {
  type CreateCustomerRequest,
  type CreatePaymentRequest,
  type ListPaymentRequestsQuery,
  type PaymentRequestData,
  PaymentRequestDataSchema,
  type PaystackCustomer,
  PaystackCustomerSchema,
} from './payment-request-types';
import { callPaystack, type PaystackClientOptions, PaystackError } from './paystack-client';
import { ListMetaSchema } from './paystack-types';

export interface PaymentRequestsClient {
  /**
   * POST /customer: the customer with this e-mail; Paystack answers the existing one when the
   * address is known already. @throws PaystackError
   */
  createCustomer(body: CreateCustomerRequest): Promise<PaystackCustomer>;
  /** POST /paymentrequest. @throws PaystackError */
  createPaymentRequest(body: CreatePaymentRequest): Promise<PaymentRequestData>;
  /** GET /paymentrequest?customer&perPage&page: one page of the customer's requests. @throws PaystackError */
  listPaymentRequests(query: ListPaymentRequestsQuery): Promise<{ requests: PaymentRequestData[]; pageCount: number }>;
  /** GET /paymentrequest/verify/:code, by request code (`PRQ_…`) or id. @throws PaystackError */
  verifyPaymentRequest(code: string): Promise<PaymentRequestData>;
}

export function createPaymentRequestsClient(opts: PaystackClientOptions): PaymentRequestsClient {
  return {
    createCustomer: async (body) =>
      (await callPaystack(opts, { method: 'POST', path: '/customer', body }, PaystackCustomerSchema)).data,
    createPaymentRequest: async (body) =>
      (await callPaystack(opts, { method: 'POST', path: '/paymentrequest', body }, PaymentRequestDataSchema)).data,
    listPaymentRequests: async ({ customer, page, perPage }) => {
      const query = new URLSearchParams({ customer: String(customer), perPage: String(perPage), page: String(page) });
      const answer = await callPaystack(
        opts,
        { method: 'GET', path: `/paymentrequest?${query}` },
        z.array(PaymentRequestDataSchema),
      );
      const meta = ListMetaSchema.safeParse(answer.envelope.meta);
      if (!meta.success) throw new PaystackError('invalid_response', 'Paystack listed payment requests without meta');
      return { requests: answer.data, pageCount: meta.data.pageCount };
    },
    verifyPaymentRequest: async (code) =>
      (
        await callPaystack(
          opts,
          { method: 'GET', path: `/paymentrequest/verify/${encodeURIComponent(code)}` },
          PaymentRequestDataSchema,
        )
      ).data,
  };
}

/**
 * Where the customer pays a request: Paystack's hosted page `https://paystack.com/pay/<code>`
 * (neither Create nor Verify answers a URL), or the stand-in's pay page in test mode.
 */
export function paymentRequestPayUrl(
  config: { publicUrl: string; paystack: { sandbox: boolean } },
  requestCode: string,
): string {
  const code = encodeURIComponent(requestCode);
  return config.paystack.sandbox
    ? `${config.publicUrl}/sandbox/paystack/pay/${code}`
    : `https://paystack.com/pay/${code}`;
}
