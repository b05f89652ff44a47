/**
 * Journey 3 (issue 9): the bank declines the card. The checkout says so, the app says the payment
 * failed, and the booking stays pending; Pay now on /bookings then takes the success card and the
 * booking is confirmed and paid. /payments then shows the booking once, the paid attempt first
 * and the declined one marked as not charged (issue 19 §3).
 */
import { createBooking, payWithSandboxCard, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payWithDeclinedCard } from '../support/payments';

test.use({ baseURL: sameOriginAsPublicUrl });

test('a declined card leaves the booking pending; paying again from /bookings confirms it', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const { bookingReference } = await createBooking(request, user, { passengerCount: 2 });
  await signIn(page, user, '/bookings');
  const card = page.getByRole('article').filter({ hasText: bookingReference });

  await card.getByRole('button', { name: /Pay now/ }).click();
  let payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: 'Pay ₦135,000.00' }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithDeclinedCard(page);
  await expect(page.getByRole('alert')).toHaveText('Declined');
  await page.getByRole('link', { name: 'Cancel payment' }).click();

  // Back in the app: a clear error, and the booking still awaits payment.
  payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(
    payment.getByText('The payment failed: Declined. Try another card, or pay by bank transfer.'),
  ).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Pay ₦135,000.00' })).toBeEnabled();
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Booking status: Pending')).toBeVisible();
  await expect(card.getByText('Payment status: Failed')).toBeVisible();

  // Pay again with the success card.
  await card.getByRole('button', { name: /Pay now/ }).click();
  payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: 'Pay ₦135,000.00' }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/bookings');
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(card.getByText('Payment status: Paid')).toBeVisible();
  await expect(card.getByRole('button', { name: /Pay now/ })).toHaveCount(0);

  await page.goto('/payments');
  const groups = page.getByRole('list', { name: 'Payments by booking' }).getByRole('region');
  await expect(groups).toHaveCount(1);
  await expect(groups.getByRole('heading', { name: `Booking ${bookingReference}` })).toBeVisible();
  const attempts = groups.getByRole('list', { name: `Payment attempts for ${bookingReference}` }).getByRole('listitem');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toContainText('Status:Paid');
  await expect(attempts.nth(0)).toContainText('₦135,000.00');
  await expect(attempts.nth(1)).toContainText('Status:Failed');
  await expect(attempts.nth(1).getByText('Not charged. Reason: Declined')).toBeVisible();

  // Readable on a small phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(attempts.nth(1).getByText('Not charged. Reason: Declined')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
