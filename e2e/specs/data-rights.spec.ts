/**
 * The rules before paying and the traveller's data rights (issue 19 §2 and "Data rights"):
 * /terms and /privacy are real pages reached from the login page, "Download my data" gives a
 * JSON file, and "Delete my account" frees the e-mail address for a new registration.
 */
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the terms and the privacy policy are reached from the login page and fit the screen', async ({ page }) => {
    await page.goto('/login');
    // The login card's own links (the footer has the same ones).
    const card = page.getByRole('main');
    await card.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(
      page.getByText('Full refund when a paid booking is cancelled 24 hours or more before the service time.'),
    ).toBeVisible();
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.goBack();
    await card.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '6. Deleting your account' })).toBeVisible();
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  for (const path of ['/terms', '/privacy']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("Download my data saves a JSON file of the traveller's own data", async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Ngozi' });
  await signIn(page, user, '/profile');
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fasttrack-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: user.email, firstName: 'Ngozi' });
  expect(JSON.stringify(data)).not.toContain('$argon2');
  await expect(page.getByText(`Your data was saved as ${download.suggestedFilename()}.`)).toBeVisible();
});

test('Delete my account asks for the password, signs out, and the e-mail can register again', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await signIn(page, user, '/profile');
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Enter your password to confirm');

  await password.fill('Not-the-passw0rd');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await expectNoAxeViolations(page);

  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/privacy');
  await expect(page.getByRole('status')).toContainText('Your account has been deleted.');
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
  const again = await registerUser(request, { email: user.email });
  expect(again.email).toBe(user.email);
});
