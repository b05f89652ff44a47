/**
 * Profile settings are real (issue 8, Profile): General saves to the API, the picture is stored
 * by the API with the §5 checks, and the session timeout is kept in the browser.
 */
import { sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ baseURL: sameOriginAsPublicUrl });

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('General saves to the API and survives a reload', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user, '/profile');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Adeyemi');
  await page.getByRole('combobox', { name: 'Nationality' }).selectOption('Canadian');
  await page.getByRole('checkbox', { name: 'Send me travel tips and offers by e-mail' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Adeyemi');
  await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Canadian');
  await expect(page.getByRole('checkbox', { name: 'Send me travel tips and offers by e-mail' })).toBeChecked();
});

test('the profile picture is checked, uploaded, kept and removed', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user, '/profile');
  const file = page.locator('input[type="file"]');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file (JPEG, PNG, or WebP)')).toBeVisible();

  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toBeVisible();
  // Visible comes before loaded (the box has its size from CSS): wait for the served picture.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Profile picture removed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);
});

test('the session timeout is kept in this browser', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user, '/profile');
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  const timeout = page.getByRole('combobox', { name: 'Session timeout' });
  await expect(timeout).toHaveValue('60');
  await timeout.selectOption('120');
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  await expect(page.getByRole('combobox', { name: 'Session timeout' })).toHaveValue('120');
});
