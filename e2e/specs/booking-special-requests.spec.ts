/**
 * Issue 19 §8: the special requirements box takes at most 500 characters (the server's limit)
 * and shows how many are used.
 */
import { lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test('special requirements stop at 500 characters, with a counter', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user, '/bookings');
  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(2));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();

  const box = dialog.getByLabel('Special Requirements (optional)');
  await expect(box).toHaveAttribute('maxlength', '500');
  await expect(dialog.getByText('0/500')).toBeVisible();
  await box.fill('Wheelchair please');
  await expect(dialog.getByText('17/500')).toBeVisible();
  // Typing past the limit: the 501st character is not taken.
  await box.fill('a'.repeat(498));
  await box.pressSequentially('bcd');
  await expect(box).toHaveValue(`${'a'.repeat(498)}bc`);
  await expect(dialog.getByText('500/500')).toBeVisible();
});
