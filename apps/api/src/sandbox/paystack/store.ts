/**
 * The Paystack stand-in's transactions, kept in the database (table
 * `sandbox_paystack_transactions`, ADR 105) so any API process can serve any checkout.
 * Row types stay in this file; callers get a `SandboxTransaction`.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaystackTransactions as txs } from '../../db/schema/index';

export interface SandboxCard {
  last4: string;
  bin: string;
  brand: string;
  expMonth: string;
  expYear: string;
}

export interface SandboxTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** Minor units (kobo for NGN). */
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
  card: SandboxCard | null;
  paidAt: Date | null;
  createdAt: Date;
  refundId: number | null;
  /** Minor units refunded so far (partial refunds add up; the last one reverses the transaction). */
  refundedAmount: number;
}

export type NewSandboxTransaction = Pick<
  SandboxTransaction,
  'reference' | 'amount' | 'currency' | 'email' | 'channels' | 'callbackUrl' | 'metadata'
>;

/** The outcome of a checkout attempt that reached the bank. */
export type Settlement = Pick<SandboxTransaction, 'status' | 'gatewayResponse' | 'channel'> & {
  card?: SandboxCard | null;
  paidAt?: Date | null;
};

/**
 * The stand-in keeps what it refunded of a transaction under this key of its metadata (no column
 * of its own), hidden from every answer.
 */
const REFUNDED_KEY = '_sandboxRefundedMinor';

function withoutRefunded(metadata: unknown): { metadata: unknown; refundedAmount: number } {
  if (!metadata || typeof metadata !== 'object' || !(REFUNDED_KEY in metadata)) {
    return { metadata, refundedAmount: 0 };
  }
  const { [REFUNDED_KEY]: refunded, ...rest } = metadata as Record<string, unknown>;
  return { metadata: Object.keys(rest).length > 0 ? rest : null, refundedAmount: Number(refunded) };
}

const toTransaction = (row: typeof txs.$inferSelect): SandboxTransaction => ({
  ...row,
  ...withoutRefunded(row.metadata),
  status: row.status as SandboxTransaction['status'],
  card: row.card ?? null,
});

export class PaystackSandboxStore {
  constructor(private readonly db: Db) {}

  /** Creates an unpaid transaction; null when `reference` is taken (Paystack: "Duplicate Transaction Reference"). */
  async create(input: NewSandboxTransaction): Promise<SandboxTransaction | null> {
    const [row] = await this.db
      .insert(txs)
      .values({ ...input, accessCode: randomBytes(8).toString('hex'), status: 'abandoned' })
      .onConflictDoNothing({ target: txs.reference })
      .returning();
    return row ? toTransaction(row) : null;
  }

  async byRef(reference: string): Promise<SandboxTransaction | null> {
    const [row] = await this.db.select().from(txs).where(eq(txs.reference, reference));
    return row ? toTransaction(row) : null;
  }

  /**
   * One page of the transactions created in [from, to] (either end open when null), newest
   * first as Paystack lists them, and how many there are in all.
   */
  async list(range: { from: Date | null; to: Date | null }, page: number, perPage: number) {
    const where = and(
      range.from ? gte(txs.createdAt, range.from) : undefined,
      range.to ? lte(txs.createdAt, range.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(txs)
        .where(where)
        .orderBy(desc(txs.createdAt), desc(txs.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ total: count(), volume: sql<string>`coalesce(sum(${txs.amount}), 0)::text` })
        .from(txs)
        .where(where),
    ]);
    return { rows: rows.map(toTransaction), total: total?.total ?? 0, volume: Number(total?.volume ?? 0) };
  }

  async byCode(accessCode: string): Promise<SandboxTransaction | null> {
    const [row] = await this.db.select().from(txs).where(eq(txs.accessCode, accessCode));
    return row ? toTransaction(row) : null;
  }

  /** By reference or numeric id, as Paystack's refund endpoint accepts either. */
  async byRefOrId(key: string): Promise<SandboxTransaction | null> {
    const id = /^\d{1,15}$/.test(key) ? Number(key) : null;
    const [row] = await this.db
      .select()
      .from(txs)
      .where(id === null ? eq(txs.reference, key) : or(eq(txs.reference, key), eq(txs.id, id)));
    return row ? toTransaction(row) : null;
  }

  /**
   * Records the outcome of a checkout attempt, only while the transaction is still unpaid (two
   * processes posting the same form settle it once). Null when it was settled already.
   */
  async settle(accessCode: string, outcome: Settlement): Promise<SandboxTransaction | null> {
    const [row] = await this.db
      .update(txs)
      .set({ ...outcome, updatedAt: new Date() })
      .where(and(eq(txs.accessCode, accessCode), ne(txs.status, 'success'), ne(txs.status, 'reversed')))
      .returning();
    return row ? toTransaction(row) : null;
  }

  /**
   * Refunds `amount` of a paid transaction with a new refund id, as Paystack takes partial
   * refunds until the whole amount is back: the one that reaches it reverses the transaction.
   * One atomic update, so two processes never refund more than was paid. Null when it is not
   * paid, `amount` is more than is left, or its metadata is not an object (only a full refund then).
   */
  async refund(id: number, amount: number): Promise<SandboxTransaction | null> {
    const refundId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const refunded = sql`coalesce((${txs.metadata} ->> ${REFUNDED_KEY})::bigint, 0)`;
    const isObject = sql`jsonb_typeof(coalesce(${txs.metadata}, '{}'::jsonb)) = 'object'`;
    const [row] = await this.db
      .update(txs)
      .set({
        status: sql`case when ${refunded} + ${amount} >= ${txs.amount} then 'reversed' else 'success' end`,
        metadata: sql`case when ${isObject} then jsonb_set(coalesce(${txs.metadata}, '{}'::jsonb),
          ${`{${REFUNDED_KEY}}`}::text[], to_jsonb(${refunded} + ${amount})) else ${txs.metadata} end`,
        refundId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(txs.id, id),
          eq(txs.status, 'success'),
          sql`${refunded} + ${amount} <= ${txs.amount}`,
          or(isObject, sql`${amount} = ${txs.amount}`),
        ),
      )
      .returning();
    return row ? toTransaction(row) : null;
  }
}
