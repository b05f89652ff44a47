/**
 * Accessibility gate (issue 9, "Quality gates"): axe with the WCAG 2.2 AA rules reports no
 * violation on any page or dialog step. Other specs already check, at desktop width and 360 px:
 * /, /login, every step of the email-first card and of the auth dialog (a11y-auth); /dashboard,
 * /bookings and /payments empty and with a pending booking, the cancel confirmation and every
 * /profile tab (pages-signed-in); the booking dialog's search, form, payment and success steps
 * (booking-journey) and its route results, auth step and payment step at 360 px
 * (booking-visitor). This spec covers the states they leave out: every booking and payment
 * status at once, the menus of a signed-in user, the Continue Your Booking banner, registration
 * inside the booking dialog, and a declined payment on the checkout page and back in the dialog.
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
import { payBookingThroughApi, payWithDeclinedCard } from '../support/payments';

test.use({ baseURL: sameOriginAsPublicUrl });

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('paid, failed, pending and cancelled bookings; their payments; the dashboard and the menus', async ({
      page,
      request,
    }) => {
      // Five pages, each scanned by axe: three times the default time on a busy machine (issue 14).
      test.slow();
      const user = await registerUser(request, { firstName: 'Folake', lastName: 'Bello' });
      const paid = await createBooking(request, user, { passengerCount: 2 });
      await payBookingThroughApi(request, user, paid.id);
      const failed = await createBooking(request, user, { specialRequirements: 'Travelling with an infant' });
      await payBookingThroughApi(request, user, failed.id, 'declined');
      const cancelled = await createBooking(request, user, { days: 3 });
      await payBookingThroughApi(request, user, cancelled.id);
      const cancel = await request.delete(`/api/bookings/${cancelled.id}`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(cancel.status(), await cancel.text()).toBe(200);
      await createBooking(request, user, { passengerCount: 3 });

      await signIn(page, user, '/bookings');
      await expect(page.getByRole('article')).toHaveCount(4);
      for (const status of ['Confirmed', 'Pending', 'Cancelled']) {
        await expect(page.getByText(`Booking status: ${status}`).first()).toBeVisible();
      }
      await expect(page.getByText('Payment status: Failed')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await overflowsHorizontally(page)).toBe(false);

      await page.goto('/payments');
      await expect(page.getByRole('listitem').filter({ hasText: 'Booking FT-' })).toHaveCount(3);
      await expect(page.getByText('Declined')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await overflowsHorizontally(page)).toBe(false);

      await page.goto('/dashboard?bookingCompleted=true');
      await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
      await expect(page.locator('[data-stat="totalBookings"]')).toHaveText('4');
      await expectNoAxeViolations(page);

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toContainText(user.email);
      } else {
        await page.getByRole('button', { name: 'Account menu for Folake Bello' }).click();
        await expect(page.getByRole('menu')).toContainText(user.email);
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('the Continue Your Booking banner on the dashboard', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user);
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('heading', { name: 'Continue Your Booking' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('registration inside the booking dialog, with its errors on show', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await fillContact(dialog);
  await confirmBooking(dialog);

  await page
    .getByRole('dialog', { name: 'Sign In to Continue' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const auth = page.getByRole('dialog', { name: 'Create an Account to Continue' });
  await auth.getByRole('button', { name: 'Next' }).click();
  await expect(auth.getByText('Please select your nationality')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test('a declined card: the checkout page and the payment step after it', async ({ page, request }) => {
  // Two pages through the checkout and two axe runs: 28–32 s on CI's 2 cores.
  test.slow();
  const user = await registerUser(request);
  await createBooking(request, user);
  await signIn(page, user, '/bookings');
  await page.getByRole('button', { name: /Pay now/ }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();

  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithDeclinedCard(page);
  await expect(page.getByRole('alert')).toHaveText('Declined');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Cancel payment' }).click();
  await expect(
    payment.getByText('The payment failed: Declined. Try another card, or pay by bank transfer.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});
