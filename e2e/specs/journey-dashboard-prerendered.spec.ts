/**
 * The dashboard a returning user's first load gets (ADR 071): its HTML already holds the page's
 * frame, which the app takes over without errors; a visitor with no stored session never sees
 * that frame, because the page's one inline script (allowed by its hash in the CSP) sends them
 * to `/` before anything paints; a tap on New Booking made before the app is live is made again
 * once it is (ADR 362).
 */
import { createHash } from 'node:crypto';
import { collectProblems, expect, registerUser, startSignedIn, test } from '../support/fixtures';

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

test('a bare /dashboard arrives with the page frame and one inline script that the CSP allows', async ({ request }) => {
  const response = await request.get('/dashboard');
  const html = await response.text();
  // Neutral until the user is known, so neither a new nor a returning user sees a wrong greeting.
  expect(html).toContain('Welcome!');
  expect(html).not.toContain('Welcome back');
  expect(html).toContain('Book airport fast-track at Lagos and keep track of your services.');
  expect(html).toContain('Getting Started');

  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '');
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64');
  const scriptSrc = response
    .headers()
    ['content-security-policy']?.split(';')
    .find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).toContain(`'sha256-${hash}'`);
  expect(scriptSrc).not.toContain('unsafe-inline');

  // With a query string the page may start elsewhere (a banner, the dialog): the empty shell.
  expect(await (await request.get('/dashboard?bookingCompleted=true')).text()).toContain('<div id="root"></div>');
});

test('the frame paints from the HTML alone for a returning user', async ({ page, request }) => {
  await startSignedIn(page, await registerUser(request, { firstName: 'Tobi' }));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('Book airport fast-track at Lagos and keep track of your services.')).toBeVisible();
});

test('a tap on New Booking before the app has taken the frame over opens the booking dialog once it has', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await registerUser(request, { firstName: 'Kemi' }));
  // The app's scripts wait until the traveller has tapped, as on a slow connection.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'New Booking' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Book Your Fast Track Service' })).toBeVisible();
  // The app is the page's now: closing the dialog shows the dashboard with the name.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kemi!' })).toBeVisible();
});

test('a visitor with no session is sent to / before the app loads, replacing the history entry', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/terms');
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Skip the queues at Lagos airport' })).toBeVisible();
  // Back returns to the page before /dashboard, which was replaced, not stacked.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/terms');
});

test('the app takes the frame over without errors: the name, the statistics, New Booking', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await registerUser(request, { firstName: 'Ngozi' }));
  const problems = collectProblems(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ngozi!' })).toBeVisible();
  await expect(page.getByText('Total Bookings').locator('xpath=following-sibling::dd[1]')).toHaveText('0');
  await page.getByRole('button', { name: 'New Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Your Fast Track Service' })).toBeVisible();
  expect(problems).toEqual([]);
});
