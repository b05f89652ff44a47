/**
 * The bodies the Paystack stand-in answers and posts, with every field Paystack's own
 * descriptions mark as always present (issue 14 item 9; ../shared/providers, copied into
 * ../contracts): `VerifyResponse` and `RefundCreateSuccess` of Paystack's OpenAPI, and the
 * documented `charge.success` and `refund.*` webhook samples. Amounts are in minor units.
 * Values Paystack would know and the stand-in does not (IP address, bank) are fixed test values.
 */
import { createHash } from 'node:crypto';
import type { SandboxTransaction } from './store';

const INTEGRATION_ID = 100001;
const DOMAIN = 'test';

/** Paystack's fee for a local card payment: 1.5 % + ₦100, capped at ₦2,000 (paystack.com/pricing). */
export function paystackFee(amountKobo: number): number {
  return Math.min(Math.round((amountKobo * 15) / 1000) + (amountKobo >= 250_000 ? 10_000 : 0), 200_000);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A stable code from the e-mail address, in Paystack's `CUS_...` shape. */
const customerCode = (email: string) => `CUS_${createHash('sha256').update(email).digest('hex').slice(0, 15)}`;
const customerId = (email: string) => Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 7), 16);

function customer(tx: SandboxTransaction) {
  return {
    id: customerId(tx.email),
    // The stand-in is never told the customer's name; Paystack answers '' then.
    first_name: '',
    last_name: '',
    email: tx.email,
    customer_code: customerCode(tx.email),
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

function authorization(tx: SandboxTransaction) {
  const card = tx.card;
  const bank = tx.channel === 'bank_transfer';
  return {
    authorization_code: `AUTH_${createHash('sha256').update(tx.reference).digest('hex').slice(0, 10)}`,
    bin: card?.bin ?? (bank ? '000' : null),
    last4: card?.last4 ?? (bank ? '6789' : ''),
    exp_month: card?.expMonth ?? '',
    exp_year: card?.expYear ?? '',
    channel: tx.channel ?? 'card',
    card_type: card ? `${card.brand} DEBIT` : 'transfer',
    bank: 'Sandbox Bank',
    country_code: 'NG',
    brand: card?.brand ?? 'Sandbox Bank',
    reusable: false,
    signature: card ? `SIG_${createHash('sha256').update(`${card.bin}${card.last4}`).digest('hex').slice(0, 20)}` : '',
    account_name: '',
    receiver_bank_account_number: bank ? '0123456789' : null,
    receiver_bank: bank ? 'Sandbox Bank' : null,
  };
}

function log(tx: SandboxTransaction) {
  const start = Math.floor(tx.createdAt.getTime() / 1000);
  const spent = tx.paidAt ? Math.max(1, Math.floor((tx.paidAt.getTime() - tx.createdAt.getTime()) / 1000)) : 0;
  return {
    start_time: start,
    time_spent: spent,
    attempts: 1,
    authentication: tx.channel === 'card' ? 'pin' : null,
    errors: tx.status === 'failed' ? 1 : 0,
    success: tx.status === 'success',
    mobile: false,
    input: [],
    channel: null,
    history: [
      { type: 'action', message: 'Attempted to pay', time: 1 },
      { type: tx.status === 'success' ? 'success' : 'error', message: tx.gatewayResponse ?? 'Pending', time: spent },
    ],
  };
}

/**
 * The transaction as Verify Transaction (`VerifyResponse.data`) or the `charge.success` event
 * shows it. The event's `plan` is `{}` where Verify has `null`, as in Paystack's samples.
 */
export function transactionJson(tx: SandboxTransaction, shape: 'verify' | 'event' | 'list' = 'verify') {
  const paid = tx.status === 'success' || tx.status === 'reversed';
  return {
    id: tx.id,
    domain: DOMAIN,
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse ?? 'The transaction was not completed',
    paid_at: iso(tx.paidAt),
    created_at: iso(tx.createdAt),
    channel: tx.channel ?? 'card',
    currency: tx.currency,
    ip_address: '127.0.0.1',
    // Paystack answers an empty string when no metadata was sent; List Transactions, null.
    metadata: (tx.metadata ?? (shape === 'list' ? null : '')) as string | Record<string, unknown> | null,
    log: tx.status === 'abandoned' ? null : log(tx),
    fees: paid ? paystackFee(tx.amount) : null,
    fees_split: null,
    authorization: tx.status === 'abandoned' ? {} : authorization(tx),
    customer: customer(tx),
    plan: shape === 'verify' ? null : {},
    split: {},
    order_id: null,
    paidAt: iso(tx.paidAt),
    createdAt: iso(tx.createdAt),
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: iso(tx.createdAt),
    plan_object: {},
    subaccount: {},
  };
}

/** Create Refund's `data` (`RefundCreateSuccess`): the refund is queued (`pending`). */
export function refundJson(tx: SandboxTransaction, amount: number, now = new Date()) {
  const paidAt = iso(tx.paidAt ?? tx.createdAt) as string;
  return {
    transaction: {
      id: tx.id,
      domain: DOMAIN,
      reference: tx.reference,
      amount: tx.amount,
      paid_at: paidAt,
      channel: tx.channel ?? 'card',
      currency: tx.currency,
      authorization: {
        exp_month: tx.card?.expMonth ?? null,
        exp_year: tx.card?.expYear ?? null,
        account_name: null,
      },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: `Refund for transaction ${tx.reference}`,
    customer_note: `Refund for transaction ${tx.reference}`,
    status: 'pending',
    refunded_by: 'sandbox@fasttrack.test',
    expected_at: new Date(now.getTime() + 86_400_000).toISOString(),
    currency: tx.currency,
    domain: DOMAIN,
    amount,
    fully_deducted: false,
    id: tx.refundId ?? 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * `refund.pending|processed|failed` event data, as Paystack's samples show it. Paystack's samples
 * give `amount` as a string for pending and processed and as a number for failed; the stand-in
 * does the same, so clients must read either.
 */
export function refundEventJson(tx: SandboxTransaction, amount: number, status: 'pending' | 'processed' | 'failed') {
  return {
    status,
    transaction_reference: tx.reference,
    refund_reference: status === 'pending' ? null : `RF${tx.refundId}`,
    amount: status === 'failed' ? amount : String(amount),
    currency: tx.currency,
    processor: 'sandbox',
    customer: { first_name: '', last_name: '', email: tx.email },
    integration: INTEGRATION_ID,
    domain: DOMAIN,
  };
}
