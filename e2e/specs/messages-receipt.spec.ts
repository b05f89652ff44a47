/**
 * The receipt (issue 16 §4): after payment, "Download receipt" on /payments and on the paid
 * booking's card downloads a PDF named after the booking reference.
 */
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
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
  const [fromCard] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download receipt/ }).click(),
  ]);
  expect(fromCard.suggestedFilename()).toBe(`R-${booking.bookingReference}.pdf`);
});
