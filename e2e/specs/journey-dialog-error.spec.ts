/**
 * Issue 19 §5: when Confirm Booking fails, the error is announced and shown next to the button,
 * inside the visible part of the dialog, on a small screen where the dialog scrolls.
 */
import { expectNoAxeViolations } from '../support/axe';
import { confirmBooking, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 640 } });

test('a failed Confirm Booking is announced in view, right below the button', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Kemi' });
  await signIn(page, user);
  // The server fails the way an outage would.
  await page.route('**/api/bookings/create', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal server error', error: 'INTERNAL_ERROR' }),
    }),
  );
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(2));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await confirmBooking(dialog);
  const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });

  const alert = dialog.getByRole('alert').filter({ hasText: 'Error creating booking. Please try again.' });
  await expect(alert).toBeInViewport();
  await expect(confirm).toBeInViewport();
  const [button, message] = await Promise.all([confirm.boundingBox(), alert.boundingBox()]);
  expect(message?.y ?? 0).toBeGreaterThan(button?.y ?? Number.POSITIVE_INFINITY);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});
