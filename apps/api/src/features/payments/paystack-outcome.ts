/**
 * A Paystack transaction (Verify Transaction's `data`, or a `charge.*` webhook's) in the
 * product's terms, for settlement: used by verify, the webhook and the abandon check.
 * Statuses per https://paystack.com/docs/api/transaction/#verify.
 */
import type { PaymentMethod } from '@fasttrack/contracts';
import type { TransactionData } from '../../integrations/paystack/paystack-types';
import { methodFromChannel } from './payments.service';
import type { ProviderOutcome } from './settlement';

/** A Paystack transaction in the product's terms (statuses per Paystack's Verify Transaction). */
export function paystackOutcome(tx: TransactionData, fallbackMethod: PaymentMethod | null): ProviderOutcome {
  const status =
    tx.status === 'success' ? 'success' : tx.status === 'failed' || tx.status === 'reversed' ? 'failed' : 'pending';
  return {
    provider: 'paystack',
    reference: tx.reference,
    status,
    amountMinor: tx.amount,
    currency: tx.currency,
    transactionId: tx.id,
    method: methodFromChannel(tx.channel, fallbackMethod),
    reason: tx.gateway_response ?? null,
  };
}
