/**
 * Before paying, and back to the same origin (issue 19 "Before paying", §6). The payment step
 * shows the meeting time (WAT) and point, the cancellation rule and a link to the terms. A
 * traveller on http://127.0.0.1 (PUBLIC_URL unset, so the default names localhost) pays and comes
 * back to 127.0.0.1, still signed in.
 */
import { createBooking, payWithSandboxCard, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test('the payment step states the rules, and payment returns to the origin the traveller used', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  expect(new URL(origin).hostname).toBe('127.0.0.1');
  const user = await registerUser(request);
  const { bookingReference } = await createBooking(request, user);
  await signIn(page, user, '/bookings');

  await page
    .getByRole('article')
    .filter({ hasText: bookingReference })
    .getByRole('button', { name: /Pay now/ })
    .click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('Meeting time')).toBeVisible();
  // The meeting time, next to its label (the booking summary shows the flight's time too).
  await expect(payment.getByText('Meeting time').locator('xpath=following-sibling::dd[1]')).toHaveText(
    /\d{2}:\d{2} WAT$/,
  );
  await expect(payment.getByText('Meeting point')).toBeVisible();
  await expect(
    payment.getByText(
      'Cancel 24 hours or more before your flight lands for a full refund. Cancelled later, no refund applies.',
    ),
  ).toBeVisible();
  await expect(payment.getByRole('link', { name: /Terms and cancellation policy/ })).toHaveAttribute('href', '/terms');

  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  expect(new URL(page.url()).origin).toBe(origin);
  await payWithSandboxCard(page);

  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
});
