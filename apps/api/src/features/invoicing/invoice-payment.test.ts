/**
 * What Paystack is asked to collect for an invoice (issue 39 item 3): a line item per service and
 * VAT as its tax, adding up to the total; one net line when credits would make a line negative;
 * nothing sent for an invoice whose lines do not add up.
 */
import { describe, expect, it } from 'vitest';
import type { invoiceLines, invoices } from '../../db/schema/index';
import { paystackInvoiceNumber } from './invoice-number';
import { paymentRequestBody } from './invoice-payment';

type Invoice = typeof invoices.$inferSelect;
type Line = typeof invoiceLines.$inferSelect;

const invoice = (subtotal: number, vat: number): Invoice =>
  ({
    id: 'inv-1',
    number: 'FTL-2026-000123',
    year: 2026,
    sequence: 123,
    periodStart: '2026-10-01',
    subtotalNgnKobo: subtotal,
    vatNgnKobo: vat,
    totalNgnKobo: subtotal + vat,
    dueAt: new Date('2026-12-01T05:00:00Z'),
  }) as Invoice;

const line = (position: number, kind: Line['kind'], amount: number, reference: string | null = null): Line =>
  ({
    position,
    kind,
    amountNgnKobo: amount,
    bookingReference: reference,
    description: kind === 'vat' ? 'VAT 7.5 % on the subtotal' : 'Arrival meet and assist',
    passengerName: reference ? 'Ada Obi' : null,
    flightNumber: null,
    serviceDate: reference ? '2026-10-05' : null,
  }) as Line;

describe('paymentRequestBody', () => {
  it('sends a line item per service and VAT 7.5% as the tax; items plus tax are the amount', () => {
    const body = paymentRequestBody(
      invoice(2_500_000, 187_500),
      [line(1, 'service', 1_000_000, 'FT-AAAAAA'), line(2, 'service', 1_500_000, 'FT-BBBBBB'), line(3, 'vat', 187_500)],
      'CUS_x',
    );
    expect(body).toMatchObject({
      customer: 'CUS_x',
      amount: 2_687_500,
      currency: 'NGN',
      due_date: '2026-12-01T05:00:00.000Z',
      invoice_number: 2026000123,
      send_notification: false,
      draft: false,
      line_items: [
        { name: 'FT-AAAAAA · Arrival meet and assist · Ada Obi · 2026-10-05', amount: 1_000_000, quantity: 1 },
        { name: 'FT-BBBBBB · Arrival meet and assist · Ada Obi · 2026-10-05', amount: 1_500_000, quantity: 1 },
      ],
      tax: [{ name: 'VAT 7.5%', amount: 187_500 }],
    });
    const items = body.line_items.reduce((sum, l) => sum + l.amount * l.quantity, 0);
    expect(items + body.tax.reduce((sum, t) => sum + t.amount, 0)).toBe(body.amount);
  });

  it('sends one net line when a credit line would be negative at Paystack', () => {
    const body = paymentRequestBody(
      invoice(1_000_000, 75_000),
      [line(1, 'service', 1_500_000, 'FT-AAAAAA'), line(2, 'credit', -500_000, 'FT-AAAAAA'), line(3, 'vat', 75_000)],
      'CUS_x',
    );
    expect(body.line_items).toEqual([
      { name: 'Services net of credits, invoice FTL-2026-000123', amount: 1_000_000, quantity: 1 },
    ]);
    expect(body.amount).toBe(1_075_000);
  });

  it('refuses an invoice whose lines do not add up to its totals', () => {
    expect(() =>
      paymentRequestBody(
        invoice(2_500_000, 187_500),
        [line(1, 'service', 1_000_000), line(2, 'vat', 187_500)],
        'CUS_x',
      ),
    ).toThrow(/do not add up/);
  });

  it('numbers FTL-<year>-<sequence> at Paystack as year × 1,000,000 + sequence, within 32 bits', () => {
    expect(paystackInvoiceNumber(2026, 123)).toBe(2026000123);
    expect(paystackInvoiceNumber(2026, 999_999)).toBeLessThan(2 ** 31);
  });
});
