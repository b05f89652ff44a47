/**
 * The Paystack stand-in's transactions, kept in this process's memory: the sandbox plays an
 * outside service for one running app, so its state is not the product's and is not persisted.
 */
import { randomBytes } from 'node:crypto';

export interface SandboxTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** Kobo. */
  amount: number;
  currency: string;
  email: string;
  channels: string[];
  callbackUrl: string | null;
  metadata: unknown;
  /** Paystack statuses: abandoned (nothing paid yet), success, failed, reversed. */
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  gatewayResponse: string | null;
  channel: string | null;
  card: { last4: string; bin: string; brand: string } | null;
  paidAt: string | null;
  createdAt: string;
  refundId: number | null;
}

export class PaystackSandboxStore {
  private readonly byReference = new Map<string, SandboxTransaction>();
  private readonly byAccessCode = new Map<string, SandboxTransaction>();
  private nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);

  create(
    input: Pick<
      SandboxTransaction,
      'reference' | 'amount' | 'currency' | 'email' | 'channels' | 'callbackUrl' | 'metadata'
    >,
  ) {
    const tx: SandboxTransaction = {
      ...input,
      id: this.nextId++,
      accessCode: randomBytes(8).toString('hex'),
      status: 'abandoned',
      gatewayResponse: null,
      channel: null,
      card: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refundId: null,
    };
    this.byReference.set(tx.reference, tx);
    this.byAccessCode.set(tx.accessCode, tx);
    return tx;
  }

  byRef(reference: string) {
    return this.byReference.get(reference) ?? null;
  }

  byCode(accessCode: string) {
    return this.byAccessCode.get(accessCode) ?? null;
  }

  /** By reference or numeric id, as Paystack's refund endpoint accepts either. */
  byRefOrId(key: string) {
    const hit = this.byRef(key);
    if (hit) return hit;
    for (const tx of this.byReference.values()) if (String(tx.id) === key) return tx;
    return null;
  }

  newId() {
    return this.nextId++;
  }
}

/** The transaction as Paystack's Verify Transaction and `charge.success` show it. */
export function transactionJson(tx: SandboxTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse ?? 'The transaction was not completed',
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: tx.channel ?? 'card',
    currency: tx.currency,
    metadata: tx.metadata,
    fees: tx.status === 'success' ? Math.min(Math.round(tx.amount * 0.015) + 10_000, 200_000) : null,
    customer: { email: tx.email },
    authorization: tx.card
      ? {
          bin: tx.card.bin,
          last4: tx.card.last4,
          channel: 'card',
          card_type: tx.card.brand,
          brand: tx.card.brand,
          reusable: false,
          country_code: 'NG',
        }
      : {},
  };
}
