/**
 * The reports page of issue 30 ("Done when", Playwright): a traveller pays today; an admin opens
 * /ops/reports, sees the charts and tables of the last 7 days with that payment in them (its
 * service line at LOS under "Revenue by line", issue 41 item 5), downloads the money table as CSV
 * and it parses, reconciles the range with Paystack and reads the run; axe finds nothing on the page.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations } from '../support/axe';
import { createBooking, lagosDate } from '../support/booking';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, staffSession } from '../support/staff';

test('an admin reads the last 7 days in charts and tables, and downloads a CSV that parses', async ({
  page,
  request,
}) => {
  const traveller = await registerUser(request, { firstName: 'Ngozi' });
  const booking = await createBooking(request, traveller, { days: 1 });
  await payBookingThroughApi(request, traveller, booking.id);
  await startSignedIn(page, await staffSession(request, DEMO_STAFF.admin));

  await page.goto('/ops/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('last-7');
  await expect(page.getByText(`${lagosDate(-6)} to ${lagosDate(0)} (WAT)`)).toBeVisible();

  for (const chart of [/^Net NGN per day/, 'Services by hour of the meeting time (WAT)', 'Ratings by score']) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  const money = page.getByRole('table', { name: 'Money by day and service type (WAT)' });
  await expect(
    money
      .getByRole('row')
      .filter({ hasText: lagosDate(0) })
      .first(),
  ).toBeVisible();
  // Revenue by line (issue 41 item 5): today's LOS arrival counts on its service line.
  const byLine = page.getByRole('table', { name: 'Revenue by line' });
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });
  await expect(
    byLine
      .getByRole('row')
      .filter({ has: cell('LOS') })
      .filter({ has: cell('Service') }),
  ).toHaveCount(1);
  for (const table of ['Services by terminal and hour (WAT)', 'Ratings by score', 'Latest comments under 4']) {
    await expect(page.getByRole('table', { name: table })).toBeVisible();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Money by day and service type (WAT)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`fasttrack-money-${lagosDate(-6)}-to-${lagosDate(0)}.csv`);
  const rows: string[][] = parse(await readFile((await file.path()) ?? ''), { bom: true });
  expect(rows[0]).toEqual([
    'Date (WAT)',
    'Service type',
    'Bookings paid',
    'Gross (NGN)',
    'Gross, USD equivalent (USD)',
    'Refunds',
    'Refunded (NGN)',
    'Refunded, USD equivalent (USD)',
    'Net (NGN)',
    'Net, USD equivalent (USD)',
    'Credits applied (USD)',
    'Credits returned (USD)',
  ]);
  expect(rows.some((r) => r[0] === lagosDate(0) && Number(r[2]) >= 1)).toBe(true);

  // Reconciliation with Paystack (the stand-in): today's payment is on both sides.
  await page.getByRole('button', { name: `Reconcile ${lagosDate(-6)} to ${lagosDate(0)}` }).click();
  await expect(
    page.getByText(/^Last run .* WAT \(by an admin\) for .*: \d+ matched, \d+ differences\.$/),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Differences with Paystack' })).toBeVisible();

  await expectNoAxeViolations(page);
});
