/**
 * The landing page a first visit gets (ADR 070): its HTML already holds the content, and the app
 * takes it over without errors (a mismatch between the build's render and the browser's first
 * render is reported in the console) and without losing what the visitor does straight away.
 */
import type { Page } from '@playwright/test';
import { expect, registerUser, startSignedIn, test, uniqueEmail } from '../support/fixtures';

/** Console errors, uncaught errors and CSP violations on `page` from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A 401 on a stale session is the browser logging a refused request, not an app error.
    if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a bare / arrives with its content in the HTML; other addresses get the empty shell', async ({ request }) => {
  const landing = await request.get('/');
  expect(landing.headers()['content-type']).toContain('text/html');
  const html = await landing.text();
  expect(html).toContain('Skip the queues at Lagos airport');
  expect(html).toContain('Get Started Today');
  expect(html).not.toContain('<script>'); // the CSP allows no inline script

  for (const path of ['/?signup=true', '/dashboard']) {
    expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  }
});

test('the prerendered page takes input at once and hydrates without errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Get Started Today' });
  await card.getByLabel('Email').fill(uniqueEmail('first.visit'));
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Create Account' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  await expect(page.getByRole('dialog', { name: 'Book Your Fast Track Service' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in visitor on / sees their card once the session is known, without errors', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await registerUser(request, { firstName: 'Yemi' }));
  const problems = collectProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Yemi!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
});
