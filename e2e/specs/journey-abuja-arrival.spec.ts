/**
 * Abuja is served (issue 41 item 1): in test mode ABV is open for sale with its own officers and
 * roster. A traveller finds Ethiopian ET911 (Addis Ababa to Abuja), which can take Arrival
 * Service only, books it and pays with the sandbox card; the booking is confirmed with the
 * meeting point of Abuja's international terminal. Abuja's own price, 50 USD per passenger (its
 * price list v1; the flight lands at midday two days ahead: no surcharge), reads as the same line
 * and total on the form, the payment step and the booking card (issue 41 item 5).
 */
import type { Locator } from '@playwright/test';
import { confirmBooking, lagosDate, payWithSandboxCard, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';

/** The booking's one price line: Arrival Service, 1 × $50.00 per passenger, $50.00. */
async function expectAbuja50UsdLine(scope: Locator) {
  const lines = scope.getByRole('list', { name: 'Price' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.getByText('Arrival Service', { exact: true })).toBeVisible();
  await expect(lines.getByText('1 × $50.00 per passenger', { exact: true })).toBeVisible();
  await expect(lines.getByText('$50.00', { exact: true })).toBeVisible();
}

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
  await expectAbuja50UsdLine(dialog);
  await expect(dialog.getByText('Total: $50.00')).toBeVisible();
  await confirmBooking(dialog);

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  const reference = (await payment.locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FT-[0-9A-Z]{6}$/);
  const summary = payment.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByText('Lands at ABV')).toBeVisible();
  await expectAbuja50UsdLine(summary);
  await expect(summary.locator('div').filter({ hasText: /^Total\$50\.00₦/ })).toBeVisible();
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' }).getByText(reference)).toBeVisible();

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expect(card.getByText('Lands at ABV')).toBeVisible();
  await expectAbuja50UsdLine(card);
  await expect(card.getByText(/^\$50\.00 USD \(₦[\d,.]+ NGN\)$/)).toBeVisible();
  await expect(card.getByText(/^Nnamdi Azikiwe International Airport, Abuja, international terminal: /)).toBeVisible();
});
