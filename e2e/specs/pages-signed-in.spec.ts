/**
 * The signed-in pages of issue 8 (dashboard, bookings, payments, profile) have no axe violations
 * (WCAG 2.2 AA) and fit 360 px, in their empty and filled states; cancelling asks first and
 * states the refund rule.
 */
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { createBooking, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ baseURL: sameOriginAsPublicUrl });

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
];

async function check(page: import('@playwright/test').Page) {
  await expectNoAxeViolations(page);
  expect(await overflowsHorizontally(page)).toBe(false);
}

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('empty states: dashboard, bookings, payments', async ({ page, request }) => {
      const user = await registerUser(request, { firstName: 'Tunde' });
      await signIn(page, user, '/dashboard?bookingCompleted=true');
      await expect(page.getByRole('heading', { name: 'Welcome back, Tunde!' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
      await expect(page.locator('[data-stat="totalBookings"]')).toHaveText('0');
      await check(page);

      await page.goto('/bookings');
      await expect(page.getByRole('heading', { name: 'No Bookings Yet' })).toBeVisible();
      await check(page);

      await page.goto('/payments');
      await expect(page.getByRole('heading', { name: 'No Payment History' })).toBeVisible();
      await check(page);
    });

    test('with a booking: dashboard, bookings and the cancel confirmation', async ({ page, request }) => {
      const user = await registerUser(request);
      const booking = await createBooking(request, user, { passengerCount: 2 });
      await signIn(page, user);
      await expect(page.locator('[data-stat="pendingPayments"]')).toHaveText('1');
      await expect(page.locator('[data-stat="totalBookings"]')).toHaveText('1');
      await check(page);

      await page.goto('/bookings');
      const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
      await expect(card.getByText('Booking status: Pending')).toBeVisible();
      await check(page);

      await card.getByRole('button', { name: /^Cancel/ }).click();
      const confirm = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingReference}?` });
      await expect(
        confirm.getByText('Nothing has been paid for this booking, so there is nothing to refund.'),
      ).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
      await expect(page.getByText('Booking cancelled. Nothing was paid, so there is nothing to refund.')).toBeVisible();
      await expect(card.getByText('Booking status: Cancelled')).toBeVisible();
      await check(page);
    });

    test('profile: every tab', async ({ page, request }) => {
      const user = await registerUser(request);
      await signIn(page, user, '/profile');
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(user.firstName);
      await check(page);
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.getByText(/Travel tips and offers/)).toBeVisible();
      await check(page);
      await page.getByRole('tab', { name: 'Privacy & Security' }).click();
      await expect(page.getByRole('combobox', { name: 'Session timeout' })).toBeVisible();
      await check(page);
    });
  });
}
