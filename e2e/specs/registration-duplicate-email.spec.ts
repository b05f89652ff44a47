/**
 * Issue 19 §9: an e-mail that already has an account is reported on step 2 of the registration
 * wizard, where its field is, with a way to sign in instead.
 */
import { expect, registerUser, test } from '../support/fixtures';

test('a registered e-mail is reported at step 2, next to its field', async ({ page, request }) => {
  const existing = await registerUser(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('First Name').fill('Amaka');
  await dialog.getByLabel('Last Name').fill('Nwosu');
  await dialog.getByLabel('Date of Birth').fill('1992-04-30');
  await dialog.getByLabel('Nationality').selectOption('Nigerian');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Contact Details' })).toBeVisible();
  const email = dialog.getByLabel('Email');
  await email.fill(existing.email.toUpperCase());
  await dialog.getByLabel('Phone Number').fill('+2348031234567');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Contact Details' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
