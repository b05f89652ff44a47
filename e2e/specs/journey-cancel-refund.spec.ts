/**
 * Journey 7 (issue 9): cancelling a paid booking 24 h or more before the flight. The dialog states
 * the full-refund rule, the booking becomes cancelled, and the refund goes through: the refund
 * worker (every 2 s in the server) asks the sandbox Paystack, whose webhook completes it, and the
 * booking and the payment then show Refunded.
 */
import { createBooking, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';

test('cancelling a paid booking 48 h ahead cancels it and refunds the payment', async ({ page, request }) => {
  const user = await registerUser(request);
  // BA75 lands in Lagos at 17:45 two days from now: more than 24 h away.
  const booking = await createBooking(request, user, { passengerCount: 2, days: 2 });
  const reference = await payBookingThroughApi(request, user, booking.id);

  await signIn(page, user, '/bookings');
  const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(card.getByText('Payment status: Paid')).toBeVisible();

  await card.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingReference}?` });
  await expect(
    confirm.getByText(
      'You paid for this booking and the flight is at least 24 hours away, so you will get a full refund.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();

  await expect(
    page.getByText(
      'Booking cancelled. It was paid and cancelled at least 24 hours before the flight, so a full refund is on its way.',
    ),
  ).toBeVisible();
  await expect(card.getByText('Booking status: Cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // The refund completes in the background: the list shows it once it has. Each reload gets the
  // time a reload takes on a busy machine (a second was too little under CI's load).
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Payment status: Refunded')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('Booking status: Cancelled')).toBeVisible();

  await page.goto('/payments');
  // The attempt itself, under its booking's summary (which states the same amount as the booking's money).
  const payment = page
    .getByRole('list', { name: `Payment attempts for ${booking.bookingReference}` })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(payment.getByText('Status:')).toBeVisible();
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText('₦135,000.00', { exact: true })).toBeVisible();
});
