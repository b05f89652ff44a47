/**
 * Journey 1 (issue 9): a new traveller signs up on the landing card, books Arrival Service for
 * two on BA75 (a daily London -> Lagos flight of the embedded schedule), pays with the sandbox
 * success card, sees Booking Confirmed on the dashboard, and finds the booking confirmed and paid
 * on /bookings with the total in USD and NGN ($45 x 2 at 1,500 NGN per USD, the seeded defaults).
 */
import { confirmBooking, fillContact, lagosDate, payWithSandboxCard, sameOriginAsPublicUrl } from '../support/booking';
import { expect, STRONG_PASSWORD, test, uniqueEmail } from '../support/fixtures';

// The checkout sends the browser back to PUBLIC_URL, where the session must be.
test.use({ baseURL: sameOriginAsPublicUrl });

test('a new traveller signs up, books Arrival Service for two on BA75 and pays by card', async ({ page }) => {
  // A whole journey (sign-up, search, booking and a card payment through the checkout): three times the default time on a busy 2-core machine.
  test.slow();
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Get Started Today' });
  await card.getByLabel('Email').fill(uniqueEmail('tobi.adebayo'));
  await card.getByRole('button', { name: 'Continue' }).click();
  const signup = page.getByRole('region', { name: 'Create Account' });
  await signup.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await signup.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await signup.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Brand new: welcomed, not welcomed back (issue 19 §10); the landing page too (issue 26 §6).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Traveller!');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Traveller!' })).toBeVisible();
  await page.goto('/dashboard');

  // New Booking: BA75 three days from today in Lagos, Arrival Service, two passengers.
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(3));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await dialog.getByRole('radio', { name: /Arrival Service/ }).check();
  await dialog.getByLabel('Number of Passengers').fill('2');
  await expect(dialog.getByText('Total: $90.00')).toBeVisible();
  await expect(dialog.getByText('≈ ₦135,000.00 (charged in Naira)')).toBeVisible();
  // The quick sign-up stored no real name or phone: the form asks for them (issue 19 §1, 26 §6).
  await expect(dialog.getByLabel('Lead Passenger Full Name')).toHaveValue('');
  await fillContact(dialog, { name: 'Tobi Adebayo' });
  await confirmBooking(dialog);

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('2 People')).toBeVisible();
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: 'Pay ₦135,000.00' }).click();

  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);

  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success.getByText('Your payment was received and your booking is confirmed.')).toBeVisible();
  const reference = (await success.locator('strong').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FT-[0-9A-Z]{6}$/);

  // The step stays until the traveller leaves it (ADR 305).
  await success.getByRole('button', { name: 'Go to my dashboard' }).click();
  await page.waitForURL(/\/dashboard\?bookingCompleted=true&booking=[0-9a-f-]{36}$/);
  // The banner names the booking and links to it (issue 19 §10).
  const confirmed = page.getByRole('region', { name: 'Booking Confirmed' });
  await expect(confirmed.getByRole('link', { name: `View booking ${reference}` })).toBeVisible();

  await page.goto('/bookings');
  const booking = page.getByRole('article').filter({ hasText: reference });
  await expect(booking.getByRole('heading', { name: 'British Airways BA75' })).toBeVisible();
  await expect(booking.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(booking.getByText('Payment status: Paid')).toBeVisible();
  await expect(booking.getByText('Arrival Service')).toBeVisible();
  await expect(booking.getByText('2 People')).toBeVisible();
  await expect(booking.getByText('$90.00 USD (₦135,000.00 NGN)')).toBeVisible();
});
