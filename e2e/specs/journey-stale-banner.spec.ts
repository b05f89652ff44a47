/**
 * Issue 19 §4: the Continue Your Booking banner goes once its booking is cancelled (also after a
 * reload: the stored draft does not bring it back), and a stale draft opened anyway leads to a new
 * search, not to "This booking was cancelled." with no way forward.
 */
import { expectNoAxeViolations } from '../support/axe';
import { createBooking, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test('a cancelled booking takes its Continue Your Booking banner and draft with it', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Femi' });
  const booking = await createBooking(request, user);
  const search = await request.get(`/api/flights/search/number/BA75/${lagosDate(2)}`);
  const flight = ((await search.json()) as { data: unknown }).data;
  const drafts = {
    bookingFlightData: JSON.stringify(flight),
    bookingFormData: JSON.stringify({
      searchMethod: 'flightNumber',
      serviceType: 'arrival',
      passengerCount: 1,
      date: lagosDate(2),
      flightNumber: 'BA75',
      departure: '',
      arrival: '',
      specialRequirements: '',
      bookingId: booking.id,
    }),
  };
  const saveDrafts = () =>
    page.evaluate((d) => {
      for (const [key, value] of Object.entries(d)) window.localStorage.setItem(key, value);
    }, drafts);

  await signIn(page, user, '/terms');
  await saveDrafts();
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Continue Your Booking' });
  await expect(banner).toBeVisible();

  const cancelled = await request.delete(`/api/bookings/${booking.id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('Total Bookings').locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expect(banner).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('bookingFormData'))).toBeNull();
  await page.reload();
  await expect(page.getByText('Total Bookings').locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expect(banner).toHaveCount(0);

  // A stale draft opened straight from the address: a new search, with the reason.
  await saveDrafts();
  await page.goto('/dashboard?openBooking=true&step=confirmation');
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await expect(dialog.getByText(`Booking ${booking.bookingReference} was cancelled`)).toBeVisible();
  await expect(dialog.getByText('This booking was cancelled.')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Flight Number' })).toHaveValue('BA75');
  await expect(dialog.getByRole('button', { name: 'Search Flight' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
