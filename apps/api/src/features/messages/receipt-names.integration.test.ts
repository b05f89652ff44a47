/**
 * Receipts name people as they are written (issue 37): Yoruba tone marks and Polish or German
 * letters come out of the PDF as they went in, set in an embedded, subset Unicode font; the PDF
 * and the confirmation e-mail print the same amounts and price lines, and the calendar file
 * carries no code.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBookingForPayment, createUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { attachment, waitForMail } from '../../test/peeks/mail';
import type { Customer } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';

/** The text a reader sees: PDF text comes back composed or not, depending on the glyphs. */
const readable = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return readable(text);
}

describe('receipt names and amounts', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  async function customer(firstName: string, lastName: string): Promise<Customer> {
    const user = await createUser(t.app.db, { firstName, lastName });
    const booking = await createBookingForPayment(t.app.db, user, {
      passengerCount: 2,
      totalUsdCents: 9_000,
      totalNgnKobo: 13_500_000,
    });
    return { user, booking, headers: await authHeader(t.app, user) };
  }

  it.each([
    ['Chiamaka', 'Ọ̀kọ́rọ̀'],
    ['Zoë', 'Łukasiewicz'],
  ])('prints %s %s on the receipt, in an embedded subset of Noto Sans', async (firstName, lastName) => {
    const who = await customer(firstName, lastName);
    await payBooking(t, who);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${who.booking.id}/receipt.pdf`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(readable(`${firstName} ${lastName}`));
    expect(text).toContain('₦135,000.00');

    const raw = res.rawPayload.toString('latin1');
    // Embedded TrueType, subset (a six-letter tag before the name), and no standard font left.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // The whole font is 629 KB: only the glyphs used travel with the receipt.
    expect(res.rawPayload.length).toBeLessThan(120_000);
  });

  it('prints the same amounts in the e-mail and the PDF, and keeps the code out of the calendar', async () => {
    const who = await customer('Ngozi', 'Ẹ̀kẹ́');
    await payBooking(t, who);
    const mail = await waitForMail(t, who.user.email, 'Booking confirmed');
    const pdf = await pdfText(new Uint8Array(await attachment(t, mail.id, 0)));
    expect(pdf).toContain(readable('Ngozi Ẹ̀kẹ́'));
    expect(mail.text).toContain('Hello Ngozi,');

    const receipt = mail.text.slice(mail.text.indexOf('\nReceipt\n'));
    const rows = ['Total', 'Exchange rate', 'Paid by card or transfer', 'Method'].map((label) => {
      const line = receipt.split('\n').find((l) => l.startsWith(`${label}: `));
      return line?.slice(label.length + 2) ?? `(no ${label} row)`;
    });
    expect(rows).toEqual(['$90.00 (₦135,000.00)', '₦1,500 per US$1', '₦135,000.00', 'Card']);
    for (const value of rows) expect(pdf).toContain(readable(value));
    // The booking's one line (issue 41 item 5), above the total in both.
    expect(receipt).toContain('\nArrival Service: 2 × $45.00 per passenger — $90.00\nTotal: ');
    expect(pdf).toContain('Arrival Service 2 × $45.00 per passenger $90.00 Payment Total');

    // The code leads the e-mail (before the greeting), and never reaches the calendar file.
    const code = /Your meeting code: (\d{4})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.text.indexOf('Your meeting code:')).toBeLessThan(mail.text.indexOf('Hello Ngozi,'));
    const alone = new RegExp(`\\b${code}\\b`);
    expect(pdf).not.toMatch(alone);
    expect(pdf).not.toContain('Meeting code');
    const calendar = (await attachment(t, mail.id, 1)).toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(calendar).not.toMatch(alone);
    expect(calendar).toContain(`Your meeting code is on your booking page: ${t.baseUrl}/bookings/${who.booking.id}`);
  });
});
