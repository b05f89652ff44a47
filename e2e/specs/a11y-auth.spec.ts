/**
 * Accessibility of the landing page, /login, every step of the email-first card and of the auth
 * dialog (axe, WCAG 2.2 AA), at desktop width and at 360 px.
 */
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { expect, registerUser, test, uniqueEmail } from '../support/fixtures';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('the landing page and every step of the email-first card', async ({ page, request }) => {
      // Several full-page axe scans, each of which takes seconds on a busy 2-core machine: three
      // times the default time, rather than failing while the browser waits for CPU (issue 14).
      test.slow();
      const user = await registerUser(request);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Get Started Today' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await overflowsHorizontally(page)).toBe(false);

      // Login step, with a refused password on show.
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      const login = page.getByRole('region', { name: 'Welcome Back!' });
      await login.getByLabel('Password').fill('Wrong-Passw0rd');
      await login.getByRole('button', { name: 'Sign In' }).click();
      await expect(login.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, { include: 'main' });

      // Signup step, with the live hints on show.
      await login.getByRole('button', { name: 'Create new account' }).click();
      const signup = page.getByRole('region', { name: 'Create Account' });
      await signup.getByLabel('Password', { exact: true }).fill('short');
      await signup.getByLabel('Confirm Password').fill('other');
      await expect(signup.getByText('Passwords do not match')).toBeVisible();
      await expectNoAxeViolations(page, { include: 'main' });
      expect(await overflowsHorizontally(page)).toBe(false);
    });

    test('/login, with a field error on show', async ({ page }) => {
      await page.goto('/login?returnTo=booking');
      await expectNoAxeViolations(page);
      await page.getByLabel('Email').fill('ada@');
      await page.getByLabel('Password').fill('x');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await overflowsHorizontally(page)).toBe(false);
    });

    test('every view of the auth dialog', async ({ page }) => {
      // Several full-page axe scans, each of which takes seconds on a busy 2-core machine: three
      // times the default time, rather than failing while the browser waits for CPU (issue 14).
      test.slow();
      await page.goto('/');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign In' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      }
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Welcome Back');
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog).toHaveAccessibleName('Create Account');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Please select your nationality')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await overflowsHorizontally(page)).toBe(false);

      await dialog.getByLabel('First Name').fill('Tunde');
      await dialog.getByLabel('Last Name').fill('Bakare');
      await dialog.getByLabel('Date of Birth').fill('1985-12-01');
      await dialog.getByLabel('Nationality').selectOption('Other');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByLabel('Phone Number').fill('0800');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText(/Please enter a valid phone number/)).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.getByLabel('Email').fill(uniqueEmail('a11y'));
      await dialog.getByLabel('Phone Number').fill('+2348031234567');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd!23');
      await dialog.getByLabel('Confirm Password').fill('Passw0rd!23');
      await dialog.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome, Tunde!' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the forms work from the keyboard alone', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Get Started Today' });
  await card.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Enter');
  const login = page.getByRole('region', { name: 'Welcome Back!' });
  await expect(login.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
