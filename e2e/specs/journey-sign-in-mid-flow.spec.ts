/**
 * Journey 4 (issue 9, spec §2 Login page and Booking dialog): a visitor with an account fills in
 * a booking, reaches the dialog's sign-in step, signs in on the sign-in page instead
 * (returnTo=booking&step=confirmation), and lands back on the booking: drafts restored, the
 * booking created for them, the dialog at payment.
 */
import { confirmBooking, fillContact, lagosDate } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test('an existing user signs in mid-flow and resumes the booking at payment', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Emeka' });
  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(3));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await dialog.getByLabel('Number of Passengers').fill('3');
  await dialog.getByLabel('Special Requirements (optional)').fill('One wheelchair at the aircraft door');
  await fillContact(dialog);
  await confirmBooking(dialog);

  const auth = page.getByRole('dialog', { name: 'Sign In to Continue' });
  await auth.getByRole('link', { name: 'Use the sign-in page instead' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=booking&step=confirmation$/);
  await expect(page.getByText('Sign in to complete your booking')).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Sign In' }).click();

  // Back on the booking, straight at payment, with what was entered before signing in.
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment.getByText('3 People')).toBeVisible();
  await expect(payment.getByText(/BA75/).first()).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Pay ₦202,500.00' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search.includes('openBooking'));

  // The booking now belongs to the signed-in user, pending payment.
  const list = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${user.token}` } });
  const bookings = ((await list.json()) as { data: Array<Record<string, unknown>> }).data;
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({
    status: 'pending',
    paymentStatus: 'pending',
    serviceType: 'arrival',
    passengerCount: 3,
    specialRequests: 'One wheelchair at the aircraft door',
    totalAmount: 135,
  });
});
