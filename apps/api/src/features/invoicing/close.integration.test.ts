/**
 * The month's close and its invoices (issue 39 items 3 and 6): one invoice per organisation whose
 * total is the sum of its lines, VAT once on the subtotal, numbers gapless across closes and
 * across a close that failed half-way and ran again, nothing made twice; the invoice as PDF and
 * CSV for finance people only; the billing e-mail with both attachments; the statement whose
 * balance is the sum of its entries; the overdue notice once.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceLines, invoices, outboxMessages } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { attachment, waitForMail } from '../../test/peeks/mail';
import {
  createOrganisation,
  ledgerEntry,
  memberOf,
  type OrganisationRow,
  serviceOnAccount,
} from '../../test/scenarios/invoicing';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { closeMonth } from './close';
import { listInvoices } from './invoices.repository';
import { noticeOverdueInvoices } from './overdue';

/** 06:00 WAT on the 1st: when the monthly job closes the month before. */
const NOV_1 = new Date('2026-11-01T05:00:00Z');
const DEC_1 = new Date('2026-12-01T05:00:00Z');
const inOctober = (day: number, hourUtc = 10) => new Date(Date.UTC(2026, 9, day, hourUtc));

describe('the month close', () => {
  let t: PaymentsTestApp;
  let admin: SignedIn;
  let a: OrganisationRow;
  let b: OrganisationRow;
  let c: OrganisationRow;
  let aOwner: SignedIn;
  let aFinance: SignedIn;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    admin = await signIn(t.app, 'admin');
    [a, b, c] = [await createOrganisation(t.app), await createOrganisation(t.app), await createOrganisation(t.app)];
    aOwner = await memberOf(t.app, a.id, 'owner');
    aFinance = await memberOf(t.app, a.id, 'finance');
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.app.db, jobs: t.app.jobs });
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const sequencesOf = async (year: number) =>
    (
      await t.app.db
        .select({ sequence: invoices.sequence })
        .from(invoices)
        .where(eq(invoices.year, year))
        .orderBy(asc(invoices.sequence))
    ).map((r) => r.sequence);
  const invoiceOf = async (organisationId: string, periodStart: string) => {
    const [row] = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.organisationId, organisationId), eq(invoices.periodStart, periodStart)));
    return row;
  };

  let octoberA: { id: string; number: string };

  it('makes one invoice per organisation: a line per service, credits, VAT once on the subtotal, the total their sum', async () => {
    const booker = aOwner.user.id;
    // 00:30 WAT on 1 October is October's; 00:30 WAT on 1 November is November's.
    const first = await serviceOnAccount(t.app, {
      organisationId: a.id,
      bookerId: booker,
      amountNgnKobo: 6_750_007,
      occurredAt: new Date('2026-09-30T23:30:00Z'),
      meetingTime: new Date('2026-10-01T14:00:00Z'),
      passengerName: 'Adaeze Nwosu',
      costCentre: 'CC-LAGOS',
      poReference: 'PO-7781',
    });
    const second = await serviceOnAccount(t.app, {
      organisationId: a.id,
      bookerId: booker,
      amountNgnKobo: 3_333_333,
      occurredAt: inOctober(12),
    });
    await ledgerEntry(t.app, {
      organisationId: a.id,
      kind: 'refund',
      amountNgnKobo: -1_000_000,
      bookingId: second.bookingId,
      occurredAt: inOctober(20),
    });
    await serviceOnAccount(t.app, {
      organisationId: a.id,
      bookerId: booker,
      amountNgnKobo: 500_000,
      occurredAt: new Date('2026-10-31T23:30:00Z'),
    });
    await serviceOnAccount(t.app, {
      organisationId: b.id,
      bookerId: booker,
      amountNgnKobo: 2_000_000,
      occurredAt: inOctober(5),
    });
    // C's credit outweighs nothing: its lines sum to zero, so no invoice, and they wait for the next close.
    const cService = await serviceOnAccount(t.app, {
      organisationId: c.id,
      bookerId: booker,
      amountNgnKobo: 1_000_000,
      occurredAt: inOctober(3),
    });
    await ledgerEntry(t.app, {
      organisationId: c.id,
      kind: 'cancellation',
      amountNgnKobo: -1_000_000,
      bookingId: cService.bookingId,
      occurredAt: inOctober(4),
    });

    const result = await closeMonth(deps(), { month: '2026-10', now: NOV_1 });
    expect(result.failed).toEqual([]);
    expect(result.issued.map((i) => i.organisationId).sort()).toEqual([a.id, b.id].sort());
    expect(result.nothingToBill).toEqual([c.id]);
    expect(await sequencesOf(2026)).toEqual([1, 2]);

    const row = await invoiceOf(a.id, '2026-10-01');
    if (!row) throw new Error('no October invoice for A');
    octoberA = { id: row.id, number: row.number };
    expect(row.number).toMatch(/^FTL-2026-00000[12]$/);
    const res = await get(`/organisations/${a.id}/invoices/${row.id}`, aFinance.headers);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().data;
    // 9,083,340 kobo × 7.5 % = 681,250.5: half up, once on the subtotal.
    expect(invoice).toMatchObject({
      number: row.number,
      month: '2026-10',
      status: 'issued',
      subtotalNgnKobo: 9_083_340,
      vatNgnKobo: 681_251,
      totalNgnKobo: 9_764_591,
      vatRateBps: 750,
      billTo: { legalName: a.legalName, tin: a.tin, billingAddress: a.billingAddress },
    });
    expect(invoice.lines.map((l: { kind: string; amountNgnKobo: number }) => [l.kind, l.amountNgnKobo])).toEqual([
      ['service', 6_750_007],
      ['service', 3_333_333],
      ['credit', -1_000_000],
      ['vat', 681_251],
    ]);
    const sum = invoice.lines.reduce((s: number, l: { amountNgnKobo: number }) => s + l.amountNgnKobo, 0);
    expect(sum).toBe(invoice.totalNgnKobo);
    expect(invoice.lines[0]).toMatchObject({
      bookingReference: first.reference,
      passengerName: 'Adaeze Nwosu',
      serviceDate: '2026-10-01',
      costCentre: 'CC-LAGOS',
      poReference: 'PO-7781',
    });
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(30 * 86_400_000);
    const bInvoice = await invoiceOf(b.id, '2026-10-01');
    expect(bInvoice).toMatchObject({ subtotalNgnKobo: 2_000_000, vatNgnKobo: 150_000, totalNgnKobo: 2_150_000 });
  });

  it('changes nothing when the month is closed again, by the job or by an admin', async () => {
    const before = await t.app.db.select({ id: invoiceLines.id }).from(invoiceLines);
    const again = await closeMonth(deps(), { month: '2026-10', now: NOV_1 });
    expect(again.issued).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/invoices/close',
      headers: admin.headers,
      payload: { month: '2026-10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.issued).toEqual([]);
    expect(await t.app.db.select({ id: invoiceLines.id }).from(invoiceLines)).toHaveLength(before.length);
    expect(await sequencesOf(2026)).toEqual([1, 2]);
  });

  it('refuses a month not over yet, a malformed month and a caller who is not an admin', async () => {
    const close = (payload: Record<string, unknown>, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: '/api/ops/invoices/close', headers, payload });
    expect((await close({ month: '2099-01' })).statusCode).toBe(409);
    const bad = await close({ month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    // Staff routes answer a traveller 404 (they do not reveal that they exist), other staff 403.
    expect((await close({ month: '2026-10' }, aOwner.headers)).statusCode).toBe(404);
    expect((await close({ month: '2026-10' }, (await signIn(t.app, 'dispatcher')).headers)).statusCode).toBe(403);
  });

  it('keeps numbers gapless when a close fails half-way and runs again', async () => {
    const booker = aOwner.user.id;
    await serviceOnAccount(t.app, {
      organisationId: b.id,
      bookerId: booker,
      amountNgnKobo: 1_200_000,
      occurredAt: new Date('2026-11-10T10:00:00Z'),
    });
    const e = await createOrganisation(t.app);
    await serviceOnAccount(t.app, {
      organisationId: e.id,
      bookerId: booker,
      amountNgnKobo: 800_000,
      occurredAt: new Date('2026-11-11T10:00:00Z'),
    });

    const failing = await closeMonth(
      {
        ...deps(),
        beforeIssue: async (_tx, invoice) => {
          if (invoice.organisationId === b.id) throw new Error('the database went away');
        },
      },
      { month: '2026-11', now: DEC_1 },
    );
    expect(failing.failed.map((f) => f.organisationId)).toEqual([b.id]);
    expect(failing.issued.map((i) => i.organisationId).sort()).toEqual([a.id, e.id].sort());
    expect(failing.nothingToBill).toEqual([c.id]);
    expect(await invoiceOf(b.id, '2026-11-01')).toBeUndefined();
    expect(await sequencesOf(2026)).toEqual([1, 2, 3, 4]);

    const retried = await closeMonth(deps(), { month: '2026-11', now: DEC_1 });
    expect(retried.issued.map((i) => i.organisationId)).toEqual([b.id]);
    expect(retried.issued[0]?.number).toBe('FTL-2026-000005');
    expect(await sequencesOf(2026)).toEqual([1, 2, 3, 4, 5]);
    // A's November invoice holds the service of 00:30 WAT on 1 November.
    expect(await invoiceOf(a.id, '2026-11-01')).toMatchObject({ subtotalNgnKobo: 500_000, vatNgnKobo: 37_500 });

    expect((await closeMonth(deps(), { month: '2026-11', now: DEC_1 })).issued).toEqual([]);
    expect(await sequencesOf(2026)).toEqual([1, 2, 3, 4, 5]);
  });

  it('makes one invoice when two closes run at once, numbered in the Lagos year of its issue', async () => {
    const f = await createOrganisation(t.app);
    const owner = await memberOf(t.app, f.id, 'owner');
    await serviceOnAccount(t.app, {
      organisationId: f.id,
      bookerId: owner.user.id,
      amountNgnKobo: 4_000_000,
      occurredAt: new Date('2026-12-31T22:30:00Z'),
    });
    const JAN_1 = new Date('2027-01-01T05:00:00Z');
    const [one, two] = await Promise.all([
      closeMonth(deps(), { month: '2026-12', now: JAN_1 }),
      closeMonth(deps(), { month: '2026-12', now: JAN_1 }),
    ]);
    expect([...(one?.issued ?? []), ...(two?.issued ?? [])].map((i) => [i.organisationId, i.number])).toEqual([
      [f.id, 'FTL-2027-000001'],
    ]);
    expect([...(one?.failed ?? []), ...(two?.failed ?? [])]).toEqual([]);
    expect(await sequencesOf(2027)).toEqual([1]);
    expect(await sequencesOf(2026)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives finance people the PDF and CSV, an arranger 403 and another organisation 404', async () => {
    const url = `/organisations/${a.id}/invoices/${octoberA.id}`;
    const pdf = await get(`${url}/pdf`, aFinance.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${octoberA.number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(octoberA.number);
    expect(text).toContain('₦97,645.91');
    expect(text).toContain(a.legalName);
    expect(text).toContain('WAT');

    const csv = await get(`${url}/csv`, aOwner.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`${octoberA.number},4,vat,`);
    expect(csv.body).toContain('Total,,,97645.91');

    const arranger = await memberOf(t.app, a.id, 'arranger');
    expect((await get(`${url}/pdf`, arranger.headers)).statusCode).toBe(403);
    const otherFinance = await memberOf(t.app, b.id, 'finance');
    for (const path of [url, `${url}/pdf`, `${url}/csv`, `/organisations/${b.id}/invoices/${octoberA.id}`]) {
      const res = await get(path, otherFinance.headers);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    const list = await get(`/organisations/${b.id}/invoices`, otherFinance.headers);
    expect(list.json().data.invoices.map((i: { organisationId: string }) => i.organisationId)).toEqual([b.id, b.id]);
  });

  it('e-mails the invoice to the billing address with its PDF and CSV and a link to its page', async () => {
    const mail = await waitForMail(t, a.billingEmail, `Invoice ${octoberA.number}`);
    expect(mail.attachments.map((x) => [x.filename, x.contentType.split(';')[0]])).toEqual([
      [`${octoberA.number}.pdf`, 'application/pdf'],
      [`${octoberA.number}.csv`, 'text/csv'],
    ]);
    expect(mail.text).toContain(`${t.baseUrl}/organisations/${a.id}/invoices/${octoberA.id}`);
    expect(await pdfText(await attachment(t, mail.id, 0))).toContain(octoberA.number);
  });

  it('shows a statement whose balance is the sum of its entries, with the running balance', async () => {
    const res = await get(`/organisations/${a.id}/statement`, aFinance.headers);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    const amounts = statement.entries.map((e: { amountNgnKobo: number }) => e.amountNgnKobo);
    expect(amounts).toEqual([6_750_007, 3_333_333, -1_000_000, 500_000]);
    expect(statement.balanceNgnKobo).toBe(amounts.reduce((s: number, x: number) => s + x, 0));
    expect(statement.entries.at(-1).balanceNgnKobo).toBe(statement.balanceNgnKobo);
    expect(statement.entries[0]).toMatchObject({ kind: 'service', invoiceNumber: octoberA.number });
    expect(statement.commission).toBeNull();

    const november = await get(`/organisations/${a.id}/statement?from=2026-11-01&to=2026-11-30`, aFinance.headers);
    expect(november.json().data).toMatchObject({ openingBalanceNgnKobo: 9_083_340, balanceNgnKobo: 9_583_340 });
    expect(
      (await get(`/organisations/${a.id}/statement`, (await memberOf(t.app, b.id, 'owner')).headers)).statusCode,
    ).toBe(404);
  });

  it('tells owners and finance members once when an invoice is more than 7 days overdue', async () => {
    // October's invoices were due 1 December 06:00 WAT; November's are not due yet.
    expect(await noticeOverdueInvoices(deps(), new Date('2026-12-08T04:00:00Z'))).toBe(0);
    expect(await noticeOverdueInvoices(deps(), new Date('2026-12-08T06:00:00Z'))).toBe(2);
    expect(await noticeOverdueInvoices(deps(), new Date('2026-12-09T06:00:00Z'))).toBe(0);
    for (const who of [aOwner, aFinance]) {
      const mail = await waitForMail(t, who.user.email, `Invoice ${octoberA.number} is overdue`);
      expect(mail.text).toContain('paid by card');
    }
    const rows = await t.app.db
      .select({ userId: outboxMessages.userId })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'invoice-overdue'), like(outboxMessages.dedupeKey, `%${octoberA.id}%`)));
    expect(rows.map((r) => r.userId).sort()).toEqual([aOwner.user.id, aFinance.user.id].sort());
    // The invoices list marks it, as booking reads it (a card only) at the same time.
    const listed = await listInvoices(t.app.db, a.id, new Date('2026-12-09T06:00:00Z'));
    expect(listed.find((i) => i.id === octoberA.id)).toMatchObject({ overdue: true });
  });

  it('closes a month as the `close-invoices` job on the job runner', async () => {
    const g = await createOrganisation(t.app);
    const owner = await memberOf(t.app, g.id, 'owner');
    await serviceOnAccount(t.app, {
      organisationId: g.id,
      bookerId: owner.user.id,
      amountNgnKobo: 1_000_000,
      occurredAt: new Date('2026-09-15T10:00:00Z'),
    });
    await t.app.jobs.enqueue(t.app.db, { name: 'close-invoices', data: { month: '2026-09' }, wake: true });
    const invoice = await vi.waitFor(
      async () => {
        const row = await invoiceOf(g.id, '2026-09-01');
        if (!row) throw new Error('not closed yet');
        return row;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(invoice).toMatchObject({ totalNgnKobo: 1_075_000, status: 'issued' });
    await waitForMail(t, g.billingEmail, `Invoice ${invoice.number}`);
  });

  it('closes the month in progress only when asked to (test mode), billing what is on account until then', async () => {
    const g = await createOrganisation(t.app);
    const owner = await memberOf(t.app, g.id, 'owner');
    const service = (day: number) =>
      serviceOnAccount(t.app, {
        organisationId: g.id,
        bookerId: owner.user.id,
        amountNgnKobo: 2_000_000,
        occurredAt: new Date(Date.UTC(2027, 2, day, 10)),
      });
    const early = await service(10);
    await service(20);
    const mid = new Date('2027-03-15T12:00:00Z');
    await expect(closeMonth(deps(), { month: '2027-03', now: mid })).rejects.toMatchObject({ statusCode: 409 });
    await expect(closeMonth(deps(), { month: '2027-04', now: mid, openMonth: true })).rejects.toMatchObject({
      statusCode: 409,
    });
    const result = await closeMonth(deps(), { month: '2027-03', now: mid, openMonth: true });
    expect(result.issued.map((i) => i.organisationId)).toEqual([g.id]);
    const invoice = await invoiceOf(g.id, '2027-03-01');
    const lines = await t.app.db
      .select({ ledgerEntryId: invoiceLines.ledgerEntryId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoice?.id ?? ''), eq(invoiceLines.kind, 'service')));
    // The service after the close waits for the next invoice.
    expect(lines.map((l) => l.ledgerEntryId)).toEqual([early.ledgerEntryId]);
  });
});

/** Every text item of the PDF's pages, joined by spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    for (const item of (await page.getTextContent()).items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}
