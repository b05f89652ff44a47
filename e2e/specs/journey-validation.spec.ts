/**
 * Journey 5 (issue 9): the §5 validation messages, word for word, where a traveller meets them:
 * the booking dialog's search and booking form, its payment step, and the registration wizard.
 * Each rule is shown to hold the traveller back until the field is fixed.
 */
import { createBooking, fillContact, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test, uniqueEmail } from '../support/fixtures';

test('booking form: flight number, route, travel date, passengers and payment method', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  const search = dialog.getByRole('button', { name: 'Search Flight' });

  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('B-75!');
  await search.click();
  await expect(dialog.getByText('Please enter a valid flight number (e.g., TK1979, BA123)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(-1));
  await search.click();
  await expect(dialog.getByText('Travel date cannot be in the past')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Flight Number' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Route' }).click();
  await dialog.getByLabel('From').fill('LH');
  await dialog.getByLabel('To').fill('LO');
  await dialog.getByRole('button', { name: 'Search Flights' }).click();
  await expect(dialog.getByText('Please enter at least 3 characters')).toHaveCount(2);
  await dialog.getByLabel('From').fill('London');
  await dialog.getByLabel('To').fill('Lagos');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flights' }).click();
  await dialog.getByRole('button', { name: 'Select BA75' }).click();

  const passengers = dialog.getByLabel('Number of Passengers');
  const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
  await passengers.fill('0');
  await confirm.click();
  await expect(dialog.getByText('Minimum 1 passenger')).toBeVisible();
  await passengers.fill('11');
  await confirm.click();
  await expect(dialog.getByText('Maximum 10 passengers')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In to Continue' })).toHaveCount(0);
  await passengers.fill('10');
  await fillContact(dialog);
  await confirm.click();
  await expect(page.getByRole('dialog', { name: 'Sign In to Continue' })).toBeVisible();

  // Payment method: a signed-in traveller paying a pending booking.
  await page.getByRole('button', { name: 'Close' }).click();
  const user = await registerUser(request);
  await createBooking(request, user);
  await signIn(page, user, '/bookings');
  await page.getByRole('button', { name: /Pay now/ }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(payment.getByText('Please select a payment method')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('registration wizard: names, age, phone, e-mail, password rules, confirmation and terms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  const next = dialog.getByRole('button', { name: 'Next' });
  const stepHeading = (n: number, title: string) => dialog.getByRole('heading', { name: `Step ${n} of 3: ${title}` });

  // Step 1: Personal Info.
  await dialog.getByLabel('First Name').fill('A'.repeat(51));
  await dialog.getByLabel('Last Name').fill('B');
  const tooYoung = `${new Date().getFullYear() - 10}-06-15`;
  await dialog.getByLabel('Date of Birth').fill(tooYoung);
  await next.click();
  await expect(dialog.getByText('First name must be less than 50 characters')).toBeVisible();
  await expect(dialog.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('You must be between 18 and 100 years old')).toBeVisible();
  await expect(dialog.getByText('Please select your nationality')).toBeVisible();
  await expect(stepHeading(1, 'Personal Info')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Amaka');
  await dialog.getByLabel('Last Name').fill('Nwosu');
  await dialog.getByLabel('Date of Birth').fill('1992-04-30');
  await dialog.getByLabel('Nationality').selectOption('Nigerian');
  await next.click();

  // Step 2: Contact Details.
  await expect(stepHeading(2, 'Contact Details')).toBeVisible();
  await dialog.getByLabel('Email').fill('amaka@');
  await dialog.getByLabel('Phone Number').fill('0803123');
  await next.click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a valid phone number (e.g., 0803 123 4567 or +44 20 7946 0958)'),
  ).toBeVisible();
  await expect(stepHeading(2, 'Contact Details')).toBeVisible();
  await dialog.getByLabel('Email').fill(uniqueEmail('amaka'));
  await dialog.getByLabel('Phone Number').fill('0803 123 4567');
  await next.click();

  // Step 3: Security.
  await expect(stepHeading(3, 'Security')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create Account' });
  await dialog.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await dialog.getByLabel('Confirm Password').fill('alllowercase1');
  await create.click();
  await expect(
    dialog.getByText('Password must contain at least one lowercase letter, one uppercase letter and one number'),
  ).toBeVisible();
  await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd!23');
  await dialog.getByLabel('Confirm Password').fill('Passw0rd!24');
  await dialog.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await create.click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill('Passw0rd!23');
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Welcome, Amaka!' })).toBeVisible();
});
