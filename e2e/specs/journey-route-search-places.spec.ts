/**
 * Issue 19 §10: a route search by airport names ("Heathrow" to "Murtala") finds the London to
 * Lagos flights, and each time names its airport's zone: WAT at Lagos, BST at London in summer.
 * A place that names no airport is reported under its field.
 */
import { lagosDate } from '../support/booking';
import { expect, test } from '../support/fixtures';

/** The first day from two days ahead that falls in July or August, when London keeps BST. */
function summerDate(): string {
  let days = 2;
  while (!/-0[78]-/.test(lagosDate(days))) days += 1;
  return lagosDate(days);
}

test('route search finds Heathrow to Murtala, with WAT for Lagos and BST for London', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Route' }).click();
  await dialog.getByLabel('From').fill('Heathrow');
  await dialog.getByLabel('To').fill('Atlantis');
  await dialog.getByLabel('Travel Date').fill(summerDate());
  await dialog.getByRole('button', { name: 'Search Flights' }).click();
  await expect(dialog.getByLabel('To')).toHaveAccessibleDescription(/No airport matches "Atlantis"/);

  await dialog.getByLabel('To').fill('Murtala');
  await dialog.getByRole('button', { name: 'Search Flights' }).click();
  const results = dialog.getByRole('region', { name: /flights found: choose yours/ });
  const ba75 = results.getByRole('listitem').filter({ hasText: 'BA75' });
  await expect(ba75).toContainText(/Dep LHR .*, 10:45 BST/);
  await expect(ba75).toContainText(/Arr LOS .*, 17:45 WAT/);

  await ba75.getByRole('button', { name: 'Select BA75' }).click();
  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await expect(dialog.getByText(/, 10:45 BST$/)).toBeVisible();
  await expect(dialog.getByText(/, 17:45 WAT$/).first()).toBeVisible();
});
