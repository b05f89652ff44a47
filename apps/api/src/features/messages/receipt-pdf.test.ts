/**
 * The PDF receipt lists the booking's price lines before the total (issue 41 item 5), in the
 * words the e-mail uses, read back from the PDF's text.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';
import { bookingFacts, recipient } from './templates/template-fixtures';

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.normalize('NFC').replace(/\s+/g, ' ');
}

describe('receipt PDF price lines', () => {
  it('prints each line, its quantity and unit price, and its amount, before the total', async () => {
    const booking = bookingFacts({
      priceLines: [
        {
          kind: 'service',
          label: 'Arrival Service',
          unit: 'per passenger',
          quantity: 2,
          unitPriceUsdCents: 5000,
          amountUsdCents: 10_000,
        },
        {
          kind: 'urgent_surcharge',
          label: 'Urgent booking (less than 12 hours before the meeting)',
          unit: 'per booking',
          quantity: 1,
          unitPriceUsdCents: 1500,
          amountUsdCents: 1500,
        },
      ],
      totalUsdCents: 11_500,
      totalNgnKobo: 17_250_000,
      moneyChargedNgnKobo: 17_250_000,
    } as never);
    const text = await pdfText(await renderReceiptPdf(booking, null, recipient));
    const order = [
      'Item Quantity Amount',
      'Arrival Service 2 × $50.00 per passenger $100.00',
      'Urgent booking (less than 12 hours before the meeting) 1 × $15.00 per booking $15.00',
      'Total $115.00 (₦172,500.00)',
    ].map((words) => text.indexOf(words));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
