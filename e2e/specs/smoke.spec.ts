import { expect, registerUser, test } from '../support/fixtures';

test('the landing page opens in the browser', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/FastTrack LOS/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'FastTrack LOS' })).toBeVisible();
});

test('the health check says ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
});

test('a missing file is a real 404, a client route gets the app', async ({ request, page }) => {
  const missing = await request.get('/robots.txt');
  expect(missing.status()).toBe(404);

  const route = await request.get('/bookings');
  expect(route.status()).toBe(200);
  expect(route.headers()['content-type']).toContain('text/html');
  expect(await route.text()).toContain('<div id="root"></div>');

  // In the browser the signed-out visitor lands back on /.
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/$/);
});

test('signing in causes no console errors or CSP violations (zod runs jitless)', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `CSP ${e.effectiveDirective}: ${e.blockedURI}`,
      );
    });
  });
  const user = await registerUser(request);

  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(problems).toEqual([]);
});

test('the landing page: Book Now shows the base price, Learn More and the top bar reach their sections', async ({
  page,
  request,
}) => {
  const pricing = (await (await request.get('/api/pricing')).json()) as { data: Array<{ price_usd: number }> };
  const base = Math.min(...pricing.data.map((e) => e.price_usd));
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Book Now - $${base}` })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Rated 5 out of 5' }) }),
  ).toHaveCount(3);

  await page.getByRole('link', { name: 'Learn More about our features' }).click();
  await expect(page.getByRole('heading', { name: 'Why travellers choose FastTrack LOS' })).toBeInViewport();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('contentinfo').getByText('Lagos, Nigeria')).toBeInViewport();
});
