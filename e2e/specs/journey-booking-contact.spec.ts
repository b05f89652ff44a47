/**
 * Issue 19 §1, booking contact: a quick sign-up traveller (placeholder last name and phone) is
 * asked for the lead passenger and a reachable phone when booking; the local number is stored in
 * E.164, and the operations board shows that name and phone, never a placeholder.
 */
import { confirmBooking, fillContact, lagosDate, signIn } from '../support/booking';
import { expect, type SeededUser, test, uniqueEmail } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { registerQuickSignup } from '../support/quick-signup';
import { DEMO_STAFF, staffSession } from '../support/staff';

test('the contact given at booking reaches the operations board', async ({ page, request, browser, baseURL }) => {
  const traveller: SeededUser = await registerQuickSignup(request, uniqueEmail('chidi'));
  await signIn(page, traveller, '/bookings');
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(2));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();

  // Prefilled from the profile without the placeholders: the first name, no phone.
  await expect(dialog.getByLabel('Lead Passenger Full Name')).toHaveValue(traveller.firstName);
  await expect(dialog.getByLabel('Contact Phone')).toHaveValue('');
  await confirmBooking(dialog);
  await expect(dialog.getByText('Please enter a phone number we can reach you on')).toBeVisible();
  await fillContact(dialog, { name: 'Chidi Eze', phone: '0803 123 4567' });
  await confirmBooking(dialog);
  await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();

  const list = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${traveller.token}` } });
  const [booking] = ((await list.json()) as { data: Array<{ id: string; bookingReference: string }> }).data;
  expect(booking).toBeDefined();
  if (!booking) return;
  await payBookingThroughApi(request, traveller, booking.id);

  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  await context.addInitScript(
    ({ token, refreshToken }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    { token: dispatcher.token, refreshToken: dispatcher.refreshToken },
  );
  const ops = await context.newPage();
  await ops.goto(`/ops?date=${lagosDate(2)}&q=${booking.bookingReference}`);
  const row = ops.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(row.getByText(/Chidi Eze/)).toBeVisible();
  // Written as a Lagos dispatcher dials it, stored and linked in E.164.
  await expect(row.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(row).not.toContainText('User');
  await expect(row).not.toContainText('+2340000000000');
  await context.close();
});
