/**
 * The moves a payment attempt's status may make (issue 19 §3; Paystack's transaction statuses,
 * https://paystack.com/docs/api/transaction/#verify). An attempt starts `initialized`; a check
 * without a final answer makes it `pending`; it ends `paid`, `failed` (with the provider's
 * reason) or `abandoned` (unpaid for PAYMENT_ABANDON_MINUTES). A failed or abandoned attempt can
 * still turn `paid`: the customer may try another card on the same checkout, or the money may
 * arrive late. Only a paid attempt is refunded.
 */
import type { PaymentStatus } from '@fasttrack/contracts';

const MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  initialized: ['pending', 'paid', 'failed', 'abandoned'],
  pending: ['paid', 'failed', 'abandoned'],
  failed: ['paid', 'failed'],
  abandoned: ['paid', 'failed'],
  paid: ['refunded'],
  refunded: [],
};

/** True when an attempt in status `from` may move to `to`. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return MOVES[from].includes(to);
}

/** Attempts the customer may still pay: the provider has given no final answer yet. */
export function isOpenPayment(status: PaymentStatus): boolean {
  return status === 'initialized' || status === 'pending';
}
