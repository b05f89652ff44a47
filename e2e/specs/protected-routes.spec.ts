/** Protected routes and the session (spec §2 Routes, §4). */
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';

for (const path of ['/dashboard', '/bookings', '/payments', '/profile']) {
  test(`${path} sends a signed-out visitor to / and replaces the history entry`, async ({ page }) => {
    await page.goto('/terms');
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });
}

test('a signed-in user sees the signed-in navigation and the user menu', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Kemi', lastName: 'Adeyemi' });
  await startSignedIn(page, user);
  await page.goto('/dashboard');

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Bookings', 'Payments']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  await page.getByRole('button', { name: 'Account menu for Kemi Adeyemi' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Kemi Adeyemi');
  await expect(menu).toContainText(user.email);
  await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session the server no longer accepts ends on /login with the tokens cleared', async ({ page }) => {
  await startSignedIn(page, { token: 'not-a-valid-token', refreshToken: 'not-a-valid-refresh-token' });
  await page.goto('/dashboard');
  // Still /login by a full page load (§2), told that the session ended so it can say why (ADR 308).
  await expect(page).toHaveURL(/\/login\?sessionEnded=true$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('refreshToken')])).toEqual([
    null,
    null,
  ]);
});
