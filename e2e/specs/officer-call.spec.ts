/**
 * The officer calls the traveller without seeing the number (issue 36 item 2, "Done when"): a
 * traveller books and pays; the dispatcher checks the assigned officer in early (the audited
 * override, so no flight need be due within the hour); the officer, on a 360 px phone, taps
 * "Call traveller" and follows the call (the Twilio stand-in rings, connects and hangs up); the
 * dispatcher opens the booking's calls on the board and sees who called, when and for how long.
 * No page shows the traveller's number to the officer.
 */
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { createBooking, lagosDate } from '../support/booking';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, officerEmailByBadge, staffSession } from '../support/staff';

const PHONE = { width: 360, height: 740 };
const TRAVELLER_PHONE = '+2348091112233';

test('the officer at 360 px calls the traveller through our line, and the dispatcher sees the call', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const traveller = await registerUser(request, { firstName: 'Zoë' });
  const booking = await createBooking(request, traveller, {
    days: 1,
    contact: { leadPassengerName: 'Zoë Łukasiewicz', contactPhone: TRAVELLER_PHONE },
  });
  await payBookingThroughApi(request, traveller, booking.id);

  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const auth = { Authorization: `Bearer ${dispatcher.token}` };
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${booking.bookingReference}`, {
    headers: auth,
  });
  const assigned = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } })
    .data.bookings[0]?.officers[0];
  expect(assigned, 'an officer assigned at payment').toBeDefined();
  const officer = await staffSession(
    request,
    await officerEmailByBadge(request, dispatcher, assigned?.badgeNumber ?? ''),
  );
  const override = await request.post(`/api/ops/bookings/${booking.id}/gate-override`, {
    headers: auth,
    data: { milestone: 'checked_in', reason: 'Flight landed early; officer at the door' },
  });
  expect(override.status(), await override.text()).toBe(200);

  // The officer's phone: the card offers the call and says how it works; no number anywhere.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, officer);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(service).toBeVisible();
  await expect(service.getByText('Zoë Łukasiewicz')).toBeVisible();
  await expect(service.getByText(/Your phone rings first from our number/)).toBeVisible();
  const call = service.getByRole('button', { name: 'Call traveller' });
  await call.click();
  await expect(service.getByRole('status').filter({ hasText: /Calling your phone now|Last call/ })).toBeVisible();
  // The stand-in rings, connects and hangs up after its 2 s: the card says how it ended.
  await expect(service.getByText(/^Last call: Ended · \d+ s\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(phone.locator('body')).not.toContainText('111 2233');
  await expect(phone.locator('body')).not.toContainText('8091112233');
  expect(await overflowsHorizontally(phone)).toBe(false);
  await expectNoAxeViolations(phone);
  await context.close();

  // The dispatcher's board: the booking's calls, who and when (WAT) and how long.
  await startSignedIn(page, dispatcher);
  await page.goto(`/ops?date=${lagosDate(1)}&q=${booking.bookingReference}`);
  const row = page.getByRole('article').filter({ hasText: booking.bookingReference });
  await row.getByRole('button', { name: `Calls of ${booking.bookingReference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Calls of ${booking.bookingReference}` });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(/^Officer .+ called the traveller/);
  await expect(dialog.getByRole('listitem')).toContainText(/\d{2}:\d{2} WAT · Ended · \d+ s$/);
  await expectNoAxeViolations(page);
});
