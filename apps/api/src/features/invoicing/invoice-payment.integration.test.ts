/**
 * Paying an invoice through Paystack's Payment Requests (issue 39 item 3, "Done when": replays of
 * the Payment Request webhook mark it paid once), against the Paystack stand-in over HTTP: the
 * job makes one request with the invoice's lines and VAT as tax, and never a second one after a
 * crash; finance opens the pay page from the Pay route, pays by test card, and the signed
 * `paymentrequest.success` marks the invoice paid; replays, a wrong amount and a forged signature
 * change nothing. Runs on PGlite and PostgreSQL. Invoices are built as rows (the close is tested
 * on its own).
 */
import { randomBytes } from 'node:crypto';
import { invoiceNumber, VAT_RATE_BPS } from '@fasttrack/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  domainEvents,
  invoiceLines,
  invoices,
  organisationLedger,
  organisationMembers,
  organisations,
  sandboxPaystackPaymentRequests,
  webhookEvents,
} from '../../db/schema/index';
import { createJobRunner } from '../../jobs/job-runner';
import { authHeader, createUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { paystackWebhook } from '../../test/stand-ins/webhooks';
import { ensurePaymentRequest, type InvoicePaymentDeps, paymentRequestBody } from './invoice-payment';
import { createInvoicePaymentDeps } from './invoice-payment.routes';
import { registerPaymentRequestJob } from './payment-request.job';

const SUCCESS_CARD = { number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };
/** Two services (₦10,000 and ₦15,000), VAT 7.5 % on the subtotal: ₦26,875. */
const SERVICES = [1_000_000, 1_500_000];
const VAT = (2_500_000 * VAT_RATE_BPS) / 10_000;
const TOTAL = 2_500_000 + VAT;

describe('paying an invoice through Paystack Payment Requests', () => {
  let t: PaymentsTestApp;
  let deps: InvoicePaymentDeps;
  let sequence = 0;
  beforeAll(async () => {
    t = await startPaymentsApp();
    deps = createInvoicePaymentDeps(t.app);
  });
  afterAll(() => t.close());

  /** An approved organisation on invoice terms with an owner, a finance member and an arranger. */
  async function organisation() {
    const tag = randomBytes(4).toString('hex');
    const [org] = await t.app.db
      .insert(organisations)
      .values({
        kind: 'company',
        legalName: `Acme ${tag} Ltd`,
        tin: '12345678-0001',
        billingEmail: `finance.${tag}@acme.example`,
        billingAddress: '1 Marina, Lagos',
        status: 'approved',
        paymentTerms: 'invoice',
        creditLimitNgnKobo: 100_000_000,
      })
      .returning();
    if (!org) throw new Error('no organisation');
    const people = {} as Record<'owner' | 'finance' | 'arranger', { authorization: string }>;
    for (const role of ['owner', 'finance', 'arranger'] as const) {
      const user = await createUser(t.app.db, { email: `${role}.${tag}@acme.example` });
      await t.app.db.insert(organisationMembers).values({ organisationId: org.id, userId: user.id, role });
      people[role] = await authHeader(t.app, user);
    }
    return { org, ...people };
  }

  /** An issued invoice of `org` for SERVICES, with a line per service and the VAT line. */
  async function issuedInvoice(organisationId: string) {
    sequence += 1;
    const entries = await t.app.db
      .insert(organisationLedger)
      .values(
        SERVICES.map((amount) => ({
          organisationId,
          kind: 'service' as const,
          amountNgnKobo: amount,
          occurredAt: new Date('2026-10-05T09:00:00Z'),
        })),
      )
      .returning();
    const [invoice] = await t.app.db
      .insert(invoices)
      .values({
        organisationId,
        number: invoiceNumber(2026, sequence),
        year: 2026,
        sequence,
        periodStart: `2026-${String(sequence).padStart(2, '0')}-01`,
        periodEnd: `2026-${String(sequence + 1).padStart(2, '0')}-01`,
        subtotalNgnKobo: 2_500_000,
        vatNgnKobo: VAT,
        totalNgnKobo: TOTAL,
        vatRateBps: VAT_RATE_BPS,
        issuedAt: new Date('2026-11-01T05:00:00Z'),
        dueAt: new Date('2026-12-01T05:00:00Z'),
      })
      .returning();
    if (!invoice) throw new Error('no invoice');
    await t.app.db.insert(invoiceLines).values([
      ...entries.map((e, i) => ({
        invoiceId: invoice.id,
        position: i + 1,
        kind: 'service' as const,
        ledgerEntryId: e.id,
        bookingReference: `FT-AB12C${i}`,
        passengerName: 'Chidi Okafor',
        flightNumber: 'BA75',
        serviceDate: '2026-10-05',
        description: 'Arrival meet and assist',
        amountNgnKobo: e.amountNgnKobo,
      })),
      {
        invoiceId: invoice.id,
        position: entries.length + 1,
        kind: 'vat' as const,
        description: 'VAT 7.5 % on the subtotal',
        amountNgnKobo: VAT,
      },
    ]);
    return invoice;
  }

  const invoiceRow = async (id: string) => (await t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const payments = (invoiceId: string) =>
    t.app.db
      .select()
      .from(organisationLedger)
      .where(and(eq(organisationLedger.invoiceId, invoiceId), eq(organisationLedger.kind, 'payment')));
  const paidEvents = (invoiceId: string) =>
    t.app.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, invoiceId), eq(domainEvents.type, 'invoice.paid')));
  /** The stand-in's requests for this invoice (by Paystack's invoice_number). */
  const standInRequests = (invoice: { year: number; sequence: number }) =>
    t.app.db
      .select()
      .from(sandboxPaystackPaymentRequests)
      .where(
        sql`(${sandboxPaystackPaymentRequests.object}->>'invoice_number')::bigint = ${invoice.year * 1_000_000 + invoice.sequence}`,
      );
  /** `paymentrequest.success` for the invoice's request, as Paystack sends it. */
  async function successEvent(requestCode: string, change: Record<string, unknown> = {}) {
    const [row] = await t.app.db
      .select()
      .from(sandboxPaystackPaymentRequests)
      .where(eq(sandboxPaystackPaymentRequests.requestCode, requestCode));
    const object = row?.object as Record<string, unknown>;
    return {
      event: 'paymentrequest.success',
      data: {
        ...object,
        customer: (object.customer as { id: number }).id,
        status: 'success',
        paid: true,
        paid_at: '2026-11-20T10:00:00.000Z',
        ...change,
      },
    };
  }

  it('the job gives an issued invoice one payment request with its lines and VAT as tax, however often it runs', async () => {
    const { org } = await organisation();
    const invoice = await issuedInvoice(org.id);
    // A worker of the queue, as a worker process runs it; the job is enqueued with the invoice.
    const worker = createJobRunner({
      database: t.app.database,
      log: t.app.log,
      workers: true,
      pollingIntervalSeconds: 0.5,
    });
    registerPaymentRequestJob(worker, deps);
    await worker.start();
    try {
      await t.app.db.transaction((tx) =>
        t.app.jobs.enqueue(tx, {
          name: 'invoice-payment-request',
          data: { invoiceId: invoice.id },
          singletonKey: invoice.id,
        }),
      );
      const stored = await vi.waitFor(
        async () => {
          const row = await invoiceRow(invoice.id);
          if (!row?.paystackRequestCode) throw new Error('no request yet');
          return row;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(stored.paystackRequestCode).toMatch(/^PRQ_/);
      expect(stored.paystackRequestId).toEqual(expect.any(Number));
    } finally {
      await worker.stop();
    }
    // Run again (a retry, a second job): the same request.
    const again = await ensurePaymentRequest(deps, invoice.id);
    expect(again).toMatchObject({ kind: 'request', created: false });
    const requests = await standInRequests(invoice);
    expect(requests).toHaveLength(1);
    const object = requests[0]?.object as Record<string, unknown>;
    expect(object).toMatchObject({
      amount: TOTAL,
      currency: 'NGN',
      status: 'pending',
      invoice_number: 2026_000_000 + invoice.sequence,
      due_date: '2026-12-01T05:00:00.000Z',
      line_items: [
        {
          name: 'FT-AB12C0 · Arrival meet and assist · Chidi Okafor · BA75 · 2026-10-05',
          amount: 1_000_000,
          quantity: 1,
        },
        {
          name: 'FT-AB12C1 · Arrival meet and assist · Chidi Okafor · BA75 · 2026-10-05',
          amount: 1_500_000,
          quantity: 1,
        },
      ],
      tax: [{ name: 'VAT 7.5%', amount: VAT }],
      customer: { email: org.billingEmail },
    });
    expect(object.description).toContain(invoice.number);
  });

  it('a retry after a crash between Paystack’s answer and our write finds the request instead of making another', async () => {
    const { org } = await organisation();
    const invoice = await issuedInvoice(org.id);
    // The crash: Paystack made the request, the invoice never heard of it.
    const customer = await deps.paymentRequests.createCustomer({ email: org.billingEmail });
    const lines = await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    const lost = await deps.paymentRequests.createPaymentRequest(
      paymentRequestBody(
        invoice,
        lines.sort((a, b) => a.position - b.position),
        customer.customer_code,
      ),
    );
    const outcome = await ensurePaymentRequest(deps, invoice.id);
    expect(outcome).toEqual({ kind: 'request', requestCode: lost.request_code, requestId: lost.id, created: false });
    expect(await standInRequests(invoice)).toHaveLength(1);
    expect((await invoiceRow(invoice.id))?.paystackRequestCode).toBe(lost.request_code);
  });

  it('finance pays on the stand-in’s page; the signed webhook marks the invoice paid; only finance of that organisation may', async () => {
    const a = await organisation();
    const b = await organisation();
    const invoice = await issuedInvoice(a.org.id);
    const invoiceOfB = await issuedInvoice(b.org.id);
    const pay = (who: { authorization: string }, orgId: string, invoiceId: string) =>
      t.app.inject({ method: 'POST', url: `/api/organisations/${orgId}/invoices/${invoiceId}/pay`, headers: who });

    expect((await pay(a.arranger, a.org.id, invoice.id)).statusCode).toBe(403);
    expect((await pay(b.finance, a.org.id, invoice.id)).statusCode).toBe(404);
    expect((await pay(a.finance, a.org.id, invoiceOfB.id)).statusCode).toBe(404);
    expect((await pay(a.finance, a.org.id, 'not-an-id')).statusCode).toBe(404);
    expect((await pay(a.finance, a.org.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invoiceRow(invoiceOfB.id))?.paystackRequestCode).toBeNull();

    const link = await pay(a.finance, a.org.id, invoice.id);
    expect(link.statusCode, link.body).toBe(200);
    const { payUrl, requestCode, totalNgnKobo } = link.json().data;
    expect(totalNgnKobo).toBe(TOTAL);
    expect(payUrl).toBe(`${t.baseUrl}/sandbox/paystack/pay/${requestCode}`);
    // The owner asks too: the same request.
    expect((await pay(a.owner, a.org.id, invoice.id)).json().data.requestCode).toBe(requestCode);

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('FT-AB12C0');
    const paid = await fetch(`${payUrl}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(paid.status).toBe(200);

    const row = await vi.waitFor(
      async () => {
        const r = await invoiceRow(invoice.id);
        if (r?.status !== 'paid') throw new Error('not paid yet');
        return r;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(row.paidAt).toBeInstanceOf(Date);
    const ledger = await payments(invoice.id);
    expect(ledger.map((e) => [e.amountNgnKobo, e.reference])).toEqual([[-TOTAL, requestCode]]);
    expect(await paidEvents(invoice.id)).toHaveLength(1);
    const hooks = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventType, 'paymentrequest.success'));
    expect(hooks.some((h) => (h.payload as { data: { request_code: string } }).data.request_code === requestCode)).toBe(
      true,
    );

    const again = await pay(a.finance, a.org.id, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: 'CONFLICT' });
  });

  it('the same paymentrequest.success three times, and once more under another id, pays the invoice once', async () => {
    const { org } = await organisation();
    const invoice = await issuedInvoice(org.id);
    const outcome = await ensurePaymentRequest(deps, invoice.id);
    if (outcome.kind !== 'request') throw new Error('no request');
    const event = await successEvent(outcome.requestCode);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await t.app.inject(paystackWebhook(t, event)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().data.outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
    const other = await t.app.inject(paystackWebhook(t, await successEvent(outcome.requestCode, { id: 99_999_999 })));
    expect(other.json().data.outcome).toBe('ignored');

    expect(await payments(invoice.id)).toHaveLength(1);
    expect(await paidEvents(invoice.id)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'paid',
      paidAt: new Date('2026-11-20T10:00:00.000Z'),
    });
  });

  it('a forged signature is refused and an amount that is not the total is not applied', async () => {
    const { org } = await organisation();
    const invoice = await issuedInvoice(org.id);
    const outcome = await ensurePaymentRequest(deps, invoice.id);
    if (outcome.kind !== 'request') throw new Error('no request');

    const forged = await t.app.inject(
      paystackWebhook(t, await successEvent(outcome.requestCode), 'sk_test_not_the_key'),
    );
    expect(forged.statusCode).toBe(401);
    const short = await t.app.inject(
      paystackWebhook(t, await successEvent(outcome.requestCode, { amount: TOTAL - 100 })),
    );
    expect(short.statusCode).toBe(200);
    expect(short.json().data.outcome).toBe('ignored');

    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'issued', paidAt: null });
    expect(await payments(invoice.id)).toHaveLength(0);
    expect(await paidEvents(invoice.id)).toHaveLength(0);
  });
});
