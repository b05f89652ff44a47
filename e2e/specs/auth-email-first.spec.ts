/**
 * Issue 7 "Done when": a new visitor signs up from the landing card, signs out, signs back in
 * from /login and from the dialog, and lands where §2 says each time. These specs drive the
 * sign-in UI on purpose; other specs seed sessions through the API.
 */
import { expect, registerUser, STRONG_PASSWORD, test, uniqueEmail } from '../support/fixtures';

test('a new visitor signs up on the landing card, signs out, and signs back in on /login', async ({ page }) => {
  const email = uniqueEmail('ada.okafor');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Get Started Today' });
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Continue' }).click();

  const signup = page.getByRole('region', { name: 'Create Account' });
  await expect(signup.getByText('Valid email format')).toBeVisible();
  await signup.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await signup.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await expect(signup.getByText('Passwords match')).toBeVisible();
  // The Terms, as in the booking flow (issue 26 §6); no name is guessed from the e-mail.
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByText('You must accept the terms and conditions')).toBeVisible();
  await signup.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await signup.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Traveller!');

  // The user menu shows who is signed in, and signs out.
  await page.getByRole('button', { name: /Account menu for Traveller User/ }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/login');
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(STRONG_PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a known e-mail leads to the login step; a wrong password is refused, the right one signs in', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Bola' });
  await page.goto('/');
  await page.getByRole('region', { name: 'Get Started Today' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  const card = page.getByRole('region', { name: 'Welcome Back!' });
  await expect(card.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await card.getByLabel('Password').fill('Wrong-Passw0rd');
  await card.getByRole('button', { name: 'Sign In' }).click();
  await expect(card.getByRole('alert')).toHaveText('Invalid email or password');

  await card.getByLabel('Password').fill(user.password);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back, Bola');
});

test('the auth dialog signs a user in, shows success, then goes to /dashboard', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Chidi' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();

  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('dialog', { name: 'Welcome, Chidi!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the registration wizard creates an account from the dialog', async ({ page }) => {
  const email = uniqueEmail('wizard');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select your nationality')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Ngozi');
  await dialog.getByLabel('Last Name').fill('Eze');
  await dialog.getByLabel('Date of Birth').fill('1988-03-09');
  await dialog.getByLabel('Nationality').selectOption('Nigerian');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Contact Details' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('+2348031234567');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Security' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('dialog', { name: 'Welcome, Ngozi!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Ngozi');
});
