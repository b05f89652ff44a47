/**
 * Issue 19 §1, placeholder details: an account made by the quick sign-up is asked on the
 * dashboard to complete its details, reaches Profile → General, saves a last name, phone and
 * date of birth, and is not asked again.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, startSignedIn, test, uniqueEmail } from '../support/fixtures';
import { registerQuickSignup } from '../support/quick-signup';

test('a quick sign-up account is asked to complete its details until it does', async ({ page, request }) => {
  const user = await registerQuickSignup(request, uniqueEmail('chidi'));
  await startSignedIn(page, user);
  await page.goto('/dashboard');
  const prompt = page.getByRole('region', { name: 'Complete your details' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole('link', { name: 'Complete your details' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByRole('main');
  // Placeholders are not offered as answers.
  await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
  await expectNoAxeViolations(page);
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Eze');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+2348031234567');
  await form.getByLabel('Date of Birth').fill('1985-06-15');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Profile updated successfully')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chidi');
  await expect(page.getByRole('region', { name: 'Complete your details' })).toHaveCount(0);
});
