/**
 * Packages and add-ons (issue 41 item 4, "Done when", Playwright). In test mode every served
 * airport has the demo catalogue: Premium is the service with a porter block ($10 per block of 3
 * bags) and a buggy ($20 per vehicle of 4 seats, on request). A traveller books Ethiopian ET911
 * into Abuja tomorrow with Premium and one extra porter block, and reads the same four lines on
 * the form, the payment step, the booking card and the PDF receipt; the officer assigned at
 * payment, on a 360 px phone, marks the extra porter block delivered; the admin's reports show
 * the add-on revenue at ABV.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { confirmBooking, lagosDate, payWithSandboxCard, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { DEMO_STAFF, officerEmailByBadge, staffSession } from '../support/staff';

const PHONE = { width: 360, height: 740 };

/** The lines of one passenger with Premium and one more porter block: $90.00 in all. */
const LINES = [
  ['Arrival Service', '1 × $50.00 per passenger', '$50.00'],
  ['Porter (in Premium)', '1 × $10.00 per block of 3 bags', '$10.00'],
  ['Buggy (in Premium)', '1 × $20.00 per vehicle of 4 seats', '$20.00'],
  ['Porter', '1 × $10.00 per block of 3 bags', '$10.00'],
] as const;

async function expectPremiumLines(scope: Locator) {
  const lines = scope.getByRole('list', { name: 'Price' }).getByRole('listitem');
  await expect(lines).toHaveCount(LINES.length);
  for (const [i, [label, detail, amount]] of LINES.entries()) {
    const line = lines.nth(i);
    await expect(line.getByText(label, { exact: true })).toBeVisible();
    await expect(line.getByText(detail, { exact: true })).toBeVisible();
    await expect(line.getByText(amount, { exact: true })).toBeVisible();
  }
}

test.use({ baseURL: sameOriginAsPublicUrl });

test('an Abuja arrival with Premium and an extra porter: the same lines everywhere, the porter delivered, the revenue reported', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(150_000);
  const user = await registerUser(request, { firstName: 'Hauwa' });
  await signIn(page, user);

  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('ET911');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await expect(dialog.getByText('Flight found: Ethiopian Airlines ET911')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Premium' }).check();
  await expect(dialog.getByRole('radio', { name: 'Premium' })).toBeChecked();
  await dialog.getByRole('button', { name: 'One Porter more' }).click();
  await expectPremiumLines(dialog);
  await expect(dialog.getByText('Total: $90.00')).toBeVisible();
  await confirmBooking(dialog);

  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  const reference = (await payment.locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FT-[0-9A-Z]{6}$/);
  await expectPremiumLines(payment.getByRole('region', { name: 'Booking summary' }));
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' }).getByText(reference)).toBeVisible();

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Booking status: Confirmed')).toBeVisible();
  await expectPremiumLines(card);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download receipt/ }).click(),
  ]);
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const words = text.replace(/\s+/g, ' ');
  for (const [label, detail, amount] of LINES) expect(words).toContain(`${label} ${detail} ${amount}`);

  // The officer the booking was assigned at payment, on a phone.
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&airport=ABV&q=${reference}`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  const row = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } }).data
    .bookings[0];
  const badge = row?.officers[0]?.badgeNumber ?? '';
  expect(badge, 'an Abuja officer assigned at payment').toMatch(/^ABV-/);
  const officer = await staffSession(request, await officerEmailByBadge(request, dispatcher, badge));
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, officer);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: reference });
  const extras = service.getByRole('region', { name: 'Extras to deliver' });
  const extraPorter = extras.getByRole('listitem').filter({ has: phone.getByText('Porter', { exact: true }) });
  await expect(extraPorter).toHaveCount(1);
  // The buggy waits for the dispatcher: nothing to mark yet.
  const buggy = extras.getByRole('listitem').filter({ hasText: 'Buggy' });
  await expect(buggy.getByText('Waiting for confirmation')).toBeVisible();
  await expect(buggy.getByRole('button')).toHaveCount(0);
  await extraPorter.getByRole('button', { name: 'Delivered', exact: true }).click();
  await expect(extraPorter.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(extraPorter.getByRole('button')).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();

  // The admin's reports: add-on revenue at Abuja today.
  await startSignedIn(page, await staffSession(request, DEMO_STAFF.admin));
  await page.goto('/ops/reports');
  const byLine = page.getByRole('table', { name: 'Revenue by line' });
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });
  await expect(
    byLine
      .getByRole('row')
      .filter({ has: cell('ABV') })
      .filter({ has: cell('Add-ons') }),
  ).toHaveCount(1);
});
