/**
 * The landing page a first visit gets (ADR 070): its HTML already holds the content, and the app
 * takes it over without errors (a mismatch between the build's render and the browser's first
 * render is reported in the console) and without losing what the visitor does straight away.
 */
import { collectProblems, expect, registerUser, startSignedIn, test, uniqueEmail } from '../support/fixtures';

test('a bare / arrives with its content in the HTML; other addresses get the empty shell', async ({ request }) => {
  const landing = await request.get('/');
  expect(landing.headers()['content-type']).toContain('text/html');
  const html = await landing.text();
  expect(html).toContain('Skip the queues at Lagos airport');
  expect(html).toContain('Get Started Today');
  expect(html).not.toContain('<script>'); // the CSP allows no inline script

  for (const path of ['/?signup=true', '/bookings']) {
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

test('a tap on a link while the page is still being hydrated, slice by slice, takes the visitor there', async ({
  page,
}) => {
  // A phone many times slower than this machine: hydration (in a transition, ADR 383) spans many
  // of the browser's tasks, so the tap can land before it is done, between two of them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  const problems = collectProblems(page);
  await page.goto('/', { waitUntil: 'commit' });
  // React has been given the page (it marks the root) but its handlers are not all live yet.
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { polling: 5 },
  );
  // A router link of the top bar: a tap that reached it before it was live would be swallowed
  // (its click handler prevents the browser's own navigation) and the address would not change.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInViewport();
  expect(problems).toEqual([]);
});

test('the sections below the hero show on a first visit, after an in-app link back to /, and on /?signup=true', async ({
  page,
}) => {
  // A first visit keeps them as the build's HTML; the other two render them in the browser, from
  // their own chunk (ADR 175).
  const problems = collectProblems(page);
  const sections = [
    page.getByRole('heading', { name: 'Why travellers choose FastTrack LOS' }),
    page.getByRole('heading', { name: 'Vetted Protocol Officers' }),
    page.getByRole('heading', { name: 'Meet Your Officer' }),
  ];
  await page.goto('/');
  for (const heading of sections) await expect(heading).toBeVisible();

  await page.goto('/terms');
  await page.getByRole('banner').getByRole('link', { name: 'FastTrack LOS' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const heading of sections) await expect(heading).toBeVisible();

  await page.goto('/?signup=true');
  await expect(page.getByRole('region', { name: 'Create Account' })).toBeVisible();
  for (const heading of sections) await expect(heading).toBeVisible();
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
