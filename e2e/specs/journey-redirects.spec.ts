/**
 * Journey 6 (issue 9, spec §2 Routes, §4 Authentication): a signed-out visitor who opens
 * /dashboard lands on /; a session that expires while the user is in the app (the stored access
 * token has expired and the refresh token is no longer valid) ends on /login with the tokens
 * cleared.
 */
import { signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

/** A well-formed JWT whose `exp` is an hour ago (its signature is not the server's either). */
function expiredAccessToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    sub: '00000000-0000-4000-8000-000000000000',
    role: 'customer',
    iat: now - 7200,
    exp: now - 3600,
  });
  return `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

test('a signed-out visitor who opens /dashboard lands on /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('region', { name: 'Get Started Today' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a session that expires while in the app sends the user to /login', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Kunle' });
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kunle!' })).toBeVisible();

  await page.evaluate(
    ({ token }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('refreshToken', 'no-longer-a-valid-refresh-token');
    },
    { token: expiredAccessToken() },
  );
  // The next call the app makes (the payment history) is refused, and so is the refresh. A call
  // the page makes by itself (the live feed reconnecting) may meet the dead session first: either
  // way the user must end on /login, so the click is not waited on once the page has left. The
  // address is polled rather than awaited as a navigation: the redirect can abort the navigation
  // the click started, and waitForURL fails on an aborted one.
  const onLogin = (url: URL) => url.pathname === '/login';
  await Promise.race([
    expect(page).toHaveURL(onLogin),
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payments' })
      .click()
      .catch(() => undefined),
  ]);
  await expect(page).toHaveURL(onLogin);
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('refreshToken')])).toEqual([
    null,
    null,
  ]);
});
