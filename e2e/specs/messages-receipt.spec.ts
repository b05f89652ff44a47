/**
 * The receipt (issue 16 §4): after payment, "Download receipt" on /payments and on the paid
 * booking's card downloads a PDF named after the booking reference; it lists the booking's
 * price lines before the total (issue 41 item 5).
 */
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { createBooking, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';

test('the receipt of a paid booking downloads as a PDF', async ({ page, request }) => {
  const user = await registerUser(request);
  const booking = await createBooking(request, user, { days: 2 });
  const reference = await payBookingThroughApi(request, user, booking.id);

  await signIn(page, user, '/payments');
  const payment = page.getByRole('listitem').filter({ hasText: reference });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payment.getByRole('button', { name: /Download receipt/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`R-${booking.bookingReference}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The one line of an arrival for one (the airport's price in force): before the total.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const words = text.replace(/\s+/g, ' ');
  const line = /Arrival Service 1 × \$\d[\d,]*\.\d\d per passenger \$\d[\d,]*\.\d\d/.exec(words);
  expect(line?.[0]).toBeDefined();
  expect(words.indexOf(line?.[0] ?? '')).toBeLessThan(words.indexOf('Total'));

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
  const [fromCard] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download receipt/ }).click(),
  ]);
  expect(fromCard.suggestedFilename()).toBe(`R-${booking.bookingReference}.pdf`);
});
