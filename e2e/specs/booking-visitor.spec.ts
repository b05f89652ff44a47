/**
 * The booking dialog for a visitor, at 360 px: search and booking form from the landing page,
 * the inline sign-in of the auth step, then payment. Also: a checkout left without paying keeps
 * the booking pending, and Pay now on /bookings reopens payment. axe on every step.
 */
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import {
  confirmBooking,
  createBooking,
  fillContact,
  lagosDate,
  sameOriginAsPublicUrl,
  signIn,
} from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ baseURL: sameOriginAsPublicUrl, viewport: { width: 360, height: 740 } });

test('a visitor books from the landing page and signs in inside the dialog', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Route' }).click();
  await dialog.getByLabel('From').fill('London');
  await dialog.getByLabel('To').fill('Lagos');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flights' }).click();
  await expect(dialog.getByRole('heading', { name: /flights found: choose yours/ })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  expect(await overflowsHorizontally(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Select BA75' }).click();

  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await dialog.getByLabel('Number of Passengers').fill('11');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByText('Maximum 10 passengers')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByLabel('Number of Passengers').fill('1');
  await fillContact(dialog);
  await confirmBooking(dialog);

  const auth = page.getByRole('dialog', { name: 'Sign In to Continue' });
  await expect(auth.getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  expect(await overflowsHorizontally(page)).toBe(false);
  await auth.getByLabel('Email').fill(user.email);
  await auth.getByLabel('Password').fill(user.password);
  await auth.getByRole('button', { name: 'Sign In' }).click();

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('1 Person')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  expect(await overflowsHorizontally(page)).toBe(false);
});

test('leaving the checkout without paying keeps the booking pending; Pay now reopens payment', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const booking = await createBooking(request, user, {
    passengerCount: 3,
    specialRequirements: 'Two big suitcases and a pram',
  });
  await signIn(page, user, '/bookings');

  const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(card.getByText('3 People')).toBeVisible();
  await expect(card.getByText('Two big suitcases an...')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await overflowsHorizontally(page)).toBe(false);

  await card.getByRole('button', { name: /Pay now/ }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('radio', { name: /Bank Transfer/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('link', { name: 'Cancel payment' }).click();

  const back = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(back.getByText('The payment is not complete yet')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await back.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Payment status: Pending')).toBeVisible();
});
