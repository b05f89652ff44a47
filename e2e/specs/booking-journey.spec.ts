/**
 * The booking journey of issue 8 ("Done when"): a signed-in traveller books BA75 for two, pays
 * with the sandbox success card, sees 'Booking Confirmed' on the dashboard, finds the booking
 * confirmed and paid on /bookings and the payment on /payments. axe checks every dialog step.
 */
import { expectNoAxeViolations } from '../support/axe';
import { confirmBooking, lagosDate, payWithSandboxCard, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ baseURL: sameOriginAsPublicUrl });

test('a signed-in traveller books BA75 for two and pays with the sandbox card', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { firstName: 'Bisi' });
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Bisi!' })).toBeVisible();

  // Search.
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await expect(dialog.getByRole('textbox', { name: 'Flight Number' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();

  // Booking form.
  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await expect(dialog.getByText('Flight times come from a demo timetable, not live flight data.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Departure Service/ })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /Arrival Service/ })).toBeChecked();
  await dialog.getByLabel('Number of Passengers').fill('2');
  await expect(dialog.getByText('Total: $90.00')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await confirmBooking(dialog);

  // Payment.
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('2 People')).toBeVisible();
  const reference = (await payment.locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FT-[0-9A-Z]{6}$/);
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(payment.getByText('Please select a payment method')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();

  // The sandbox checkout, then back to the app.
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  // Tomorrow's flight may be less than 24 hours away: then the team calls before the meeting.
  await expect(
    success.getByText(/^Our team will contact you (within 24 hours|before your meeting time \(\d\d:\d\d WAT\))\.$/),
  ).toBeVisible();
  await expect(success.getByText(reference)).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // The step stays until the traveller leaves it (ADR 305): the dashboard with the completion banner.
  await success.getByRole('button', { name: 'Go to my dashboard' }).click();
  await page.waitForURL(/\/dashboard\?bookingCompleted=true&booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue Your Booking' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('bookingFlightData'))).toBeNull();

  // The booking, confirmed and paid.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /My Bookings/ })
    .click();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(card.getByText('Payment status: Paid')).toBeVisible();
  await expect(card.getByText('2 People')).toBeVisible();

  // The payment.
  await page.goto('/payments');
  // Attempts are grouped under their booking (issue 19 §3).
  const row = page.getByRole('region', { name: `Booking ${reference}` }).getByRole('listitem');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  // What the card was charged, in naira (ADR 301).
  await expect(row.getByText('₦135,000.00', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Card · /)).toBeVisible();
});
