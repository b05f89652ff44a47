/**
 * Issue 19 §7, §8 on /bookings at 360 px: both status chips carry a visible label, a cancelled
 * booking that was never paid reads "Payment: Not charged" (not a yellow "Pending"), and special
 * requests show in full behind Show more, without overflowing the screen.
 */
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { createBooking, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const REQUESTS =
  `Wheelchair at the aircraft door, please. ${'My mother travels with two large suitcases and needs help. '.repeat(7)}`
    .slice(0, 500)
    .trim();

test('cards label their chips, never show a pending charge for a cancelled booking, and show requests in full', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Sade' });
  const open = await createBooking(request, user, { specialRequirements: REQUESTS });
  const cancelled = await createBooking(request, user, { days: 3 });
  const response = await request.delete(`/api/bookings/${cancelled.id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);

  await signIn(page, user, '/bookings');
  const openCard = page.getByRole('article').filter({ hasText: open.bookingReference });
  // Each chip shows its label ('Status:', 'Payment:'); screen readers hear the full name instead.
  const label = (chip: ReturnType<typeof page.getByText>) => chip.locator('[aria-hidden="true"]');
  await expect(label(openCard.getByText('Booking status: Pending'))).toHaveText('Status:');
  await expect(label(openCard.getByText('Payment status: Pending'))).toHaveText('Payment:');
  await expect(label(openCard.getByText('Payment status: Pending'))).toBeVisible();

  const cancelledCard = page.getByRole('article').filter({ hasText: cancelled.bookingReference });
  const notCharged = cancelledCard.getByText('Payment status: Not charged');
  await expect(label(notCharged)).toBeVisible();
  await expect(cancelledCard.getByText('Payment status: Pending')).toHaveCount(0);
  // Grey, like any status that asks nothing of the traveller; not the yellow of a pending charge.
  const background = (chip: ReturnType<typeof page.getByText>) =>
    chip.evaluate((el) => getComputedStyle(el).backgroundColor);
  const pendingYellow = await background(openCard.getByText('Payment status: Pending'));
  expect(await background(notCharged)).not.toBe(pendingYellow);

  await expect(openCard.getByText(REQUESTS)).toHaveCount(0);
  const more = openCard.getByRole('button', { name: /^Show more/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(openCard.getByText(REQUESTS)).toBeVisible();
  await expect(openCard.getByRole('button', { name: /^Show less/ })).toHaveAttribute('aria-expanded', 'true');
  expect(await overflowsHorizontally(page)).toBe(false);
  await expectNoAxeViolations(page);
});
