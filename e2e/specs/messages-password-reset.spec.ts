/**
 * Password reset by e-mail (issue 16 §3), end to end: "Forgot password?" on /login opens the
 * request form; the e-mail is read in test mode at /sandbox/mail; its link sets a new password
 * and signs in; the new password signs in afterwards; the old session is over at once, on another
 * device too, which says why (issue 26 §6).
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, registerUser, STRONG_PASSWORD, startSignedIn, test } from '../support/fixtures';

const NEW_PASSWORD = 'N3w-Passw0rd!';

test('a forgotten password is reset through the e-mailed link', async ({ page, request, browser }) => {
  // A whole journey (request, mail delivery through the job runner, reset and sign-in): three times the default time on a busy 2-core machine.
  test.slow();
  const user = await registerUser(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible();

  // The mail arrives through the job runner, behind the mail of every other test running at the
  // same time: open the test-mode mailbox until it is there.
  await expect(async () => {
    await page.goto(`/sandbox/mail?to=${encodeURIComponent(user.email)}`);
    await page.getByRole('link', { name: 'Reset your FastTrack LOS password' }).click({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const message = page.frameLocator('iframe[title="Message"]');
  const link = await message.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  expect(link).toMatch(/\/reset-password\?token=/);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` })).toBeVisible();

  // The session from before the reset is over: its refresh token is refused.
  const oldRefresh = await request.post('/api/auth/refresh', { data: { refreshToken: user.refreshToken } });
  expect(oldRefresh.status()).toBe(401);
  // And at once on the other device that held it, which is told why (issue 26 §6).
  const otherDevice = await browser.newPage();
  await startSignedIn(otherDevice, user);
  await otherDevice.goto(new URL('/dashboard', link ?? '').toString());
  await expect(otherDevice).toHaveURL(/\/login\?sessionEnded=true$/);
  await expect(
    otherDevice.getByText('You were signed out because the password of this account was changed.', { exact: false }),
  ).toBeVisible();
  await otherDevice.close();

  // Signing in again: the old password no longer works, the new one does.
  const login = (password: string) => request.post('/api/auth/login', { data: { email: user.email, password } });
  expect((await login(STRONG_PASSWORD)).status()).toBe(401);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(new URL('/login', link ?? '').toString());
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('"Forgot password?" on the landing card and in the sign-in dialog opens the request form', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto('/');
  await page.getByRole('region', { name: 'Get Started Today' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('region', { name: 'Welcome Back!' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});
