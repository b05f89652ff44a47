/** /login (spec §2 Login page): subtitle, links and where signing in leads. */
import type { Page } from '@playwright/test';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';

/** Every address the page shows, including client-side replacements. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  return seen;
}

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

test('returnTo=booking&step=confirmation: back to the booking on /, then the address is tidied', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const seen = recordAddresses(page);
  await page.goto('/login?returnTo=booking&step=confirmation');
  await expect(page.getByText('Sign in to complete your booking')).toBeVisible();
  await signIn(page, user.email, user.password);

  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  expect(seen).toContain('/?openBooking=true&step=confirmation');
});

test('returnTo=booking alone: /?openBooking=true', async ({ page, request }) => {
  const user = await registerUser(request);
  const seen = recordAddresses(page);
  await page.goto('/login?returnTo=booking');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  expect(seen).toContain('/?openBooking=true');
});

test('without returnTo: /dashboard; blank fields cannot be submitted', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/login');
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  const signInButton = page.getByRole('main').getByRole('button', { name: 'Sign In' });
  await expect(signInButton).toBeDisabled();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(user.password);
  await signInButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("'Sign up here' carries returnTo and step to the sign-up card; Back to home goes to /", async ({ page }) => {
  await page.goto('/login?returnTo=booking&step=confirmation');
  const signUp = page.getByRole('link', { name: 'Sign up here' });
  await expect(signUp).toHaveAttribute('href', '/?signup=true&returnTo=booking&step=confirmation');
  await signUp.click();
  await expect(page.getByRole('region', { name: 'Create Account' })).toBeVisible();

  await page.goto('/login?returnTo=booking');
  await expect(page.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/?signup=true');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-up visitor who came for a booking continues at its confirmation on the dashboard', async ({ page }) => {
  await page.goto('/?signup=true&returnTo=booking&step=confirmation');
  const card = page.getByRole('region', { name: 'Create Account' });
  await card.getByLabel('Email').fill(`booking-${Date.now()}@example.com`);
  await card.getByLabel('Password', { exact: true }).fill('Passw0rd!23');
  await card.getByLabel('Confirm Password').fill('Passw0rd!23');
  await card.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await card.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\?openBooking=true&step=confirmation$/);
});

test('a signed-in visitor opening /login goes straight on', async ({ page, request }) => {
  await startSignedIn(page, await registerUser(request));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
