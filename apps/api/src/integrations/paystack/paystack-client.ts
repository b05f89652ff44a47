/**
 * Paystack HTTP client (https://paystack.com/docs/api/): Initialize Transaction, Verify
 * Transaction, List Transactions and Create Refund, authorised with `Authorization: Bearer <secret key>`.
 * The same code talks to api.paystack.co and to the built-in sandbox; only `baseUrl` differs.
 * Every call gives up after `timeoutMs` and never retries by itself: callers decide.
 */
import { z } from 'zod';
import {
  type InitializeData,
  InitializeDataSchema,
  type InitializeRequest,
  ListMetaSchema,
  type ListTransactionsQuery,
  PaystackEnvelopeSchema,
  type RefundData,
  RefundDataSchema,
  type RefundRequest,
  type TransactionData,
  TransactionDataSchema,
} from './paystack-types';

/**
 * Why a call failed: `timeout` (no answer in time), `unavailable` (network error or 5xx),
 * `rejected` (4xx or `status: false`: Paystack understood and said no), `invalid_response`.
 */
export type PaystackFailure = 'timeout' | 'unavailable' | 'rejected' | 'invalid_response';

export class PaystackError extends Error {
  override name = 'PaystackError';
  constructor(
    readonly kind: PaystackFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

export interface PaystackClientOptions {
  /** API origin without a trailing slash, e.g. https://api.paystack.co. */
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

export interface PaystackClient {
  /** POST /transaction/initialize. @throws PaystackError */
  initialize(body: InitializeRequest): Promise<InitializeData>;
  /** GET /transaction/verify/:reference. @throws PaystackError */
  verify(reference: string): Promise<TransactionData>;
  /** POST /refund. @throws PaystackError */
  refund(body: RefundRequest): Promise<RefundData>;
  /**
   * GET /transaction?from&to&per_page&page: one page of the transactions created in the range,
   * with `pageCount` from Paystack's `meta`. @throws PaystackError
   */
  listTransactions(query: ListTransactionsQuery): Promise<{ transactions: TransactionData[]; pageCount: number }>;
}

/** One request to Paystack: its method, path (with any query) and JSON body, if any. */
export interface PaystackRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * One call to Paystack with `opts`' key and time-out, answering the `data` parsed by `schema` and
 * the envelope's other fields (List's `meta`). Shared by every Paystack client of the product.
 * @throws PaystackError
 */
export async function callPaystack<T extends z.ZodType>(
  opts: PaystackClientOptions,
  { method, path, body }: PaystackRequest,
  schema: T,
) {
  let res: Response;
  try {
    res = await fetch(`${opts.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${opts.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PaystackError('timeout', `Paystack did not answer within ${opts.timeoutMs} ms`);
    }
    throw new PaystackError('unavailable', `Paystack could not be reached: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') {
      throw new PaystackError('timeout', `Paystack did not answer within ${opts.timeoutMs} ms`);
    }
    json = undefined;
  }
  const envelope = PaystackEnvelopeSchema.safeParse(json);
  if (res.status >= 500) {
    throw new PaystackError('unavailable', `Paystack answered ${res.status}`, res.status);
  }
  if (!envelope.success) {
    throw new PaystackError('invalid_response', `Paystack answered ${res.status} with an unexpected body`, res.status);
  }
  if (!res.ok || !envelope.data.status) {
    throw new PaystackError('rejected', envelope.data.message || `Paystack answered ${res.status}`, res.status);
  }
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) {
    throw new PaystackError('invalid_response', `Unexpected Paystack data: ${z.prettifyError(data.error)}`);
  }
  return { data: data.data as z.output<T>, envelope: envelope.data as Record<string, unknown> };
}

export function createPaystackClient(opts: PaystackClientOptions): PaystackClient {
  /** The request, answering its `data` parsed by `schema`. */
  async function call<T extends z.ZodType>(request: PaystackRequest, schema: T) {
    return (await callPaystack(opts, request, schema)).data;
  }
  const callForEnvelope = <T extends z.ZodType>(request: PaystackRequest, schema: T) =>
    callPaystack(opts, request, schema);

  return {
    initialize: (body) => call({ method: 'POST', path: '/transaction/initialize', body }, InitializeDataSchema),
    verify: (reference) =>
      call({ method: 'GET', path: `/transaction/verify/${encodeURIComponent(reference)}` }, TransactionDataSchema),
    refund: (body) => call({ method: 'POST', path: '/refund', body }, RefundDataSchema),
    listTransactions: async ({ from, to, page, perPage }) => {
      const query = new URLSearchParams({
        from: from.toISOString(),
        to: to.toISOString(),
        per_page: String(perPage),
        page: String(page),
      });
      const answer = await callForEnvelope(
        { method: 'GET', path: `/transaction?${query}` },
        z.array(TransactionDataSchema),
      );
      const meta = ListMetaSchema.safeParse(answer.envelope.meta);
      if (!meta.success) throw new PaystackError('invalid_response', 'Paystack listed transactions without meta');
      return { transactions: answer.data, pageCount: meta.data.pageCount };
    },
  };
}
