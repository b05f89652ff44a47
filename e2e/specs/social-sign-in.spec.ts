/**
 * Social sign-in (issue 19 §11): the buttons work end to end against the Google stand-in, and a
 * server without the settings shows none (a second server, started here with no OAuth settings).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, uniqueEmail } from '../support/fixtures';

test('Continue with Google signs a new traveller in and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The account was created by this sign-in: welcomed, not welcomed back (issue 19 §10).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Amaka!');
});

test('a denied consent comes back to the login page with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in with Facebook was cancelled. You can try again, or sign in with your e-mail and password.',
  );
});

test.describe('without OAuth settings', () => {
  let server: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    };
    for (const name of Object.keys(env)) if (/^(GOOGLE|FACEBOOK)_/.test(name)) delete env[name];
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    server = spawn(process.execPath, ['e2e/support/serve.mjs'], { cwd: root, env, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  test('shows no Google or Facebook button', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // The config has arrived once the Test mode marker shows; the buttons would show with it.
    await expect(page.getByText('Test mode').first()).toBeVisible();
    await expect(page.getByText(/Continue with (Google|Facebook)/)).toHaveCount(0);
  });
});
