/**
 * Journey 2 (issue 9): a route search (Lagos to Abuja, several daily flights in the embedded
 * schedule) lists the flights; the traveller picks one and books Departure Service. Both ends are
 * airports we serve in test mode (issue 41 item 1), so the flight could take Arrival Service at
 * Abuja as well.
 */
import { confirmBooking, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test('a route search lists several flights; the traveller picks one and books Departure Service', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Zainab' });
  await signIn(page, user, '/bookings');
  await expect(page.getByRole('heading', { name: 'No Bookings Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New Booking' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('tab', { name: 'Route' }).click();
  await dialog.getByLabel('From').fill('Lagos');
  await dialog.getByLabel('To').fill('Abuja');
  await dialog.getByLabel('Travel Date').fill(lagosDate(2));
  await dialog.getByRole('button', { name: 'Search Flights' }).click();

  const results = dialog.getByRole('region', { name: /flights found: choose yours/ });
  await expect(results).toBeVisible();
  const choices = results.getByRole('button', { name: /^Select / });
  expect(await choices.count()).toBeGreaterThan(1);
  await expect(results.getByText(/^Dep LOS .* WAT$/)).toHaveCount(await choices.count());
  await expect(results.getByText(/^Arr ABV .* WAT$/)).toHaveCount(await choices.count());

  await results.getByRole('button', { name: 'Select P47124' }).click();
  await expect(dialog.getByText('Flight found: Air Peace P47124')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Arrival Service/ })).toBeEnabled();
  await dialog.getByRole('radio', { name: /Departure Service/ }).check();
  await expect(dialog.getByText('Total: $45.00')).toBeVisible();
  await confirmBooking(dialog);

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('Departure Service')).toBeVisible();
  await expect(payment.getByText('1 Person')).toBeVisible();
  await payment.getByRole('button', { name: 'Close' }).click();

  // Closing the payment step keeps the booking, pending, in the list.
  const booking = page.getByRole('article').filter({ hasText: 'P47124' });
  await expect(booking.getByRole('heading', { name: 'Air Peace P47124' })).toBeVisible();
  await expect(booking.getByText('Departure Service')).toBeVisible();
  await expect(booking.getByText('Departs LOS')).toBeVisible();
  await expect(booking.getByText('Booking status: Pending')).toBeVisible();
  await expect(booking.getByText('Payment status: Pending')).toBeVisible();
});
