/**
 * Issue 19 §10 on the dashboard and `/`: a brand-new traveller is welcomed (not welcomed back) and
 * offered a first booking; once a booking exists Getting Started offers the next one; a sign-out
 * after the session timeout says why.
 */
import { expectNoAxeViolations } from '../support/axe';
import { createBooking } from '../support/booking';
import { expect, registerUser, type SeededUser, startSignedIn, test, uniqueEmail } from '../support/fixtures';

test('a new traveller is welcomed, then Getting Started changes once a booking exists', async ({ page, request }) => {
  const email = uniqueEmail('temi.ade');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Get Started Today' });
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Continue' }).click();
  const signup = page.getByRole('region', { name: 'Create Account' });
  await signup.getByLabel('Password', { exact: true }).fill('Passw0rd!23');
  await signup.getByLabel('Confirm Password').fill('Passw0rd!23');
  await signup.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await signup.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Traveller!');
  await expect(page.getByRole('button', { name: 'Book Your First Service' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A booking made (here through the API with the page's own session), then a reload.
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  await createBooking(request, { token: token ?? '' } as SeededUser, {
    contact: { leadPassengerName: 'Temi Ade', contactPhone: '0803 123 4567' },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Book Another Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Your First Service' })).toHaveCount(0);
});

test('a sign-out after the session timeout says why, on /', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Uche' });
  await startSignedIn(page, user);
  // The last activity lies further back than the chosen 30 minutes.
  await page.addInitScript(() => {
    window.localStorage.setItem('sessionTimeoutMinutes', '30');
    window.localStorage.setItem('lastActivityAt', String(Date.now() - 31 * 60_000));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('status').filter({ hasText: 'You were signed out after 30 minutes without activity.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});
