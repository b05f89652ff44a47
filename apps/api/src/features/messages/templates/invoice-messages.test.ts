/** The invoice e-mails' words (issue 39 item 3): number, total with VAT, due date in WAT, the invoice page. */
import type { InvoiceDetail } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceIssued, invoiceOverdue, invoiceUrl } from './invoice-messages';

const invoice: InvoiceDetail = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  organisationId: '6f1c1d2e-0000-4000-8000-000000000002',
  number: 'FTL-2026-000123',
  status: 'issued',
  month: '2026-10',
  subtotalNgnKobo: 9_083_340,
  vatNgnKobo: 681_251,
  totalNgnKobo: 9_764_591,
  vatRateBps: 750,
  issuedAt: '2026-11-01T05:00:00.000Z',
  dueAt: '2026-12-01T05:00:00.000Z',
  paidAt: null,
  overdue: false,
  billTo: { legalName: 'Ọ̀kọ́rọ̀ Holdings Ltd', tin: '1234', billingEmail: 'ap@example.com', billingAddress: 'Lagos' },
  lines: [],
};
const PUBLIC_URL = 'https://fasttrack.example';

describe('invoice e-mails', () => {
  it('sends the invoice with its total, VAT, due date and a link to its page', async () => {
    const mail = await invoiceIssued(invoice, PUBLIC_URL);
    expect(mail.subject).toBe('Invoice FTL-2026-000123 from FastTrack LOS: ₦97,645.91');
    expect(mail.text).toContain('VAT: ₦6,812.51');
    expect(mail.text).toContain('Due: Tue 1 Dec 2026, 06:00 WAT');
    expect(mail.text).toContain(`${PUBLIC_URL}/organisations/${invoice.organisationId}/invoices/${invoice.id}`);
    expect(mail.html).toContain(invoiceUrl(PUBLIC_URL, invoice));
  });

  it('tells a member that the organisation books by card until the overdue invoice is paid', async () => {
    const mail = await invoiceOverdue(invoice, { firstName: 'Funmi' }, PUBLIC_URL);
    expect(mail.subject).toBe('Invoice FTL-2026-000123 is overdue: bookings need a card until it is paid');
    expect(mail.text).toContain('Hello Funmi,');
    expect(mail.text).toContain('more than 7 days overdue');
  });
});
