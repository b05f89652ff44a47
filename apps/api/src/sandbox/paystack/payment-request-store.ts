/**
 * The Paystack stand-in's customers and payment requests, kept in the database
 * (`sandbox_paystack_customers`, `sandbox_paystack_payment_requests`; ADR 105) so any API
 * process serves any request and its pay page. Each row keeps the object as Paystack answers it
 * (`object`, jsonb): the customer as `CustomerCreateResponse.data`, the request as
 * `PaymentRequestListResponseArray` (customer as an object). The stand-in's answers are cut from
 * these in payment-request-answers.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sandboxPaystackCustomers as customers,
  sandboxPaystackPaymentRequests as requests,
} from '../../db/schema/index';

/** The stand-in's integration id, as every answer names it. */
export const SANDBOX_INTEGRATION_ID = 100001;

export type StoredObject = Record<string, unknown>;

/** A customer as kept: `object` is Paystack's Customer. */
export interface SandboxCustomer {
  id: number;
  customerCode: string;
  object: StoredObject;
}

/** A payment request as kept: `object` is Paystack's PaymentRequest (customer as an object). */
export interface SandboxPaymentRequest {
  id: number;
  requestCode: string;
  object: StoredObject;
}

/** Paystack's request codes: `PRQ_` and 15 lower-case letters and digits. */
const newCode = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(15), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;

export class PaymentRequestStore {
  constructor(private readonly db: Db) {}

  /**
   * The customer with this e-mail (lower-cased), made on first sight. Paystack keeps one customer
   * per e-mail and answers the existing one to a second Create Customer.
   */
  async customer(input: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    metadata: unknown;
  }) {
    const email = input.email.trim().toLowerCase();
    const found = await this.customerBy({ email });
    if (found) return found;
    const now = new Date().toISOString();
    const code = newCode('CUS');
    const customerObject = (id: number) => ({
      email,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      integration: SANDBOX_INTEGRATION_ID,
      domain: 'test',
      // Paystack's description types a customer's metadata as an object.
      metadata: input.metadata && typeof input.metadata === 'object' ? input.metadata : {},
      customer_code: code,
      risk_action: 'default',
      id,
      createdAt: now,
      updatedAt: now,
      identified: false,
      identifications: null,
    });
    // The row and its object are written in one transaction: nobody reads a customer without one.
    const made = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ customerCode: code, email, object: {} })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      if (!row) return null;
      const object = customerObject(row.id);
      await tx.update(customers).set({ object }).where(eq(customers.id, row.id));
      return { id: row.id, customerCode: code, object };
    });
    return made ?? ((await this.customerBy({ email })) as SandboxCustomer);
  }

  /** A customer by e-mail, by `CUS_…` code or by id, as Paystack's `customer` fields take it. */
  async customerBy(key: { email?: string; codeOrId?: string }): Promise<SandboxCustomer | null> {
    const where = key.email
      ? eq(customers.email, key.email)
      : /^\d{1,15}$/.test(key.codeOrId ?? '')
        ? eq(customers.id, Number(key.codeOrId))
        : eq(customers.customerCode, key.codeOrId ?? '');
    const [row] = await this.db.select().from(customers).where(where);
    return row ? { id: row.id, customerCode: row.customerCode, object: row.object } : null;
  }

  /** Stores a new request; `build` makes its object from the id and code the table gives it. */
  async create(
    build: (id: number, requestCode: string, createdAt: Date) => StoredObject,
  ): Promise<SandboxPaymentRequest> {
    const requestCode = newCode('PRQ');
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(requests).values({ requestCode, object: {} }).returning();
      if (!row) throw new Error('sandbox payment request not stored');
      const object = build(row.id, requestCode, row.createdAt);
      await tx.update(requests).set({ object }).where(eq(requests.id, row.id));
      return { id: row.id, requestCode, object };
    });
  }

  /** A request by `PRQ_…` code or numeric id, as Paystack's paths take either. */
  async byCodeOrId(key: string): Promise<SandboxPaymentRequest | null> {
    const where = /^\d{1,15}$/.test(key) ? eq(requests.id, Number(key)) : eq(requests.requestCode, key);
    const [row] = await this.db.select().from(requests).where(where);
    return row ? { id: row.id, requestCode: row.requestCode, object: row.object } : null;
  }

  /** One page of requests, newest first, optionally only a customer's (by id) or one status. */
  async list(filter: { customerId?: number; status?: string }, page: number, perPage: number) {
    const where = and(
      filter.customerId === undefined
        ? undefined
        : sql`(${requests.object}->'customer'->>'id')::bigint = ${filter.customerId}`,
      filter.status === undefined ? undefined : sql`${requests.object}->>'status' = ${filter.status}`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(requests)
        .where(where)
        .orderBy(desc(requests.createdAt), desc(requests.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(requests).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ id: r.id, requestCode: r.requestCode, object: r.object })),
      total: total?.total ?? 0,
    };
  }

  /**
   * Applies `change` to the stored object, only while it is still unpaid when `unpaidOnly`
   * (two processes posting the same pay form settle it once). Null when nothing was changed.
   */
  async update(
    requestCode: string,
    change: (object: StoredObject) => StoredObject,
    unpaidOnly = false,
  ): Promise<SandboxPaymentRequest | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(requests).where(eq(requests.requestCode, requestCode)).for('update');
      if (!row || (unpaidOnly && row.object.paid === true)) return null;
      const object = change(row.object);
      await tx.update(requests).set({ object, updatedAt: new Date() }).where(eq(requests.id, row.id));
      return { id: row.id, requestCode, object };
    });
  }
}
