/**
 * Abuja is served (issue 41 item 1): in test mode ABV is open for sale with its own officers and
 * roster. A traveller finds Ethiopian ET911 (Addis Ababa to Abuja), which can take Arrival
 * Service only, books it and pays with the sandbox card; the booking is confirmed with the
 * meeting point of Abuja's international terminal.
 */
import { lagosDate, payWithSandboxCard, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

test.use({ baseURL: sameOriginAsPublicUrl });

test('a traveller books and pays for an arrival at Abuja', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { firstName: 'Amina' });
  await signIn(page, user);

  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('ET911');
  await dialog.getByLabel('Travel Date').fill(lagosDate(2));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();

  await expect(dialog.getByText('Flight found: Ethiopian Airlines ET911')).toBeVisible();
  const departure = dialog.getByRole('radio', { name: /Departure Service/ });
  await expect(departure).toBeDisabled();
  await expect(departure).toHaveAccessibleDescription(
    'Departure Service is only for flights that leave an airport we serve; ET911 leaves from ADD.',
  );
  await expect(dialog.getByRole('radio', { name: /Arrival Service/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  const reference = (await payment.locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FT-[0-9A-Z]{6}$/);
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' }).getByText(reference)).toBeVisible();

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(card.getByText('Arrival Service')).toBeVisible();
  await expect(card.getByText(/^Nnamdi Azikiwe International Airport, Abuja, international terminal: /)).toBeVisible();
});
