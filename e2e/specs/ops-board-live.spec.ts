/**
 * The dispatcher's board shows the service as it happens (issue 36 item 3, "Done when"), with
 * two browser contexts: the dispatcher on /ops at a desk and the assigned officer on /officer (a
 * 360 px phone). The card says "Met" once the code was verified, and "Immigration" within 2 s of
 * the officer's tap, with no reload; once under way it offers Step in and no Reassign. A service
 * the dispatcher cancelled leaves the day's view and stays, greyed, under "Cancelled and
 * refunded". At 360 px the board's bookings come before the capacity strip, which is summarised
 * in one closed line (issue 37). axe reports no violation on the board.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { createBooking, lagosDate } from '../support/booking';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, officerEmailByBadge, type StaffSession, staffSession } from '../support/staff';

const PHONE = { width: 360, height: 740 };
/** The promise: the board shows the officer's tap within 2 s. */
const WITHIN_TWO_SECONDS = { timeout: 2_000 };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A paid booking for tomorrow, its traveller, and the officer it was assigned at payment. */
async function paidService(request: APIRequestContext, dispatcher: StaffSession) {
  const traveller = await registerUser(request, { firstName: 'Kemi' });
  const booking = await createBooking(request, traveller, { days: 1 });
  await payBookingThroughApi(request, traveller, booking.id);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${booking.bookingReference}`, {
    headers: bearer(dispatcher.token),
  });
  const row = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } }).data
    .bookings[0];
  const badge = row?.officers[0]?.badgeNumber;
  expect(badge, 'an officer assigned at payment').toBeDefined();
  const officer = await staffSession(request, await officerEmailByBadge(request, dispatcher, badge ?? ''));
  const detail = await request.get(`/api/bookings/${booking.id}`, { headers: bearer(traveller.token) });
  const meetingCode = ((await detail.json()) as { data: { booking: { meetingCode: string } } }).data.booking
    .meetingCode;
  return { booking, officer, meetingCode };
}

test('the board shows Immigration within 2 s of the officer’s tap, and keeps a cancelled service under its filter', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const { booking, officer, meetingCode } = await paidService(request, dispatcher);

  // Tomorrow's service: the dispatcher checks the officer in early (the audited override), and
  // the officer verifies the traveller's code.
  const checkIn = await request.post(`/api/ops/bookings/${booking.id}/gate-override`, {
    headers: bearer(dispatcher.token),
    data: { milestone: 'checked_in', reason: 'Flight landed early; officer at the door' },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  const verify = await request.post(`/api/officer/services/${booking.id}/verify`, {
    headers: bearer(officer.token),
    data: { code: meetingCode },
  });
  expect(verify.status(), await verify.text()).toBe(200);

  // The dispatcher at a desk: the card says Met, and offers Step in, not Reassign.
  await startSignedIn(page, dispatcher);
  await page.goto(`/ops?date=${lagosDate(1)}`);
  const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(card.getByTestId('service-state')).toContainText('Met');
  await expect(card.getByRole('button', { name: `Step in on ${booking.bookingReference}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Reassign ${booking.bookingReference}` })).toHaveCount(0);

  // The officer on a phone taps Start immigration; the board follows within 2 s, with no reload.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, officer);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: booking.bookingReference });
  const start = service.getByRole('button', { name: 'Start immigration' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(card.getByTestId('service-state')).toContainText('Immigration', WITHIN_TWO_SECONDS);
  await expectNoAxeViolations(page);
  await context.close();

  // Another service, cancelled by the desk: gone from the day's view, greyed under its filter.
  const other = await paidService(request, dispatcher);
  const cancel = await request.post(`/api/ops/bookings/${other.booking.id}/cancel`, {
    headers: bearer(dispatcher.token),
    data: { reason: 'Traveller missed the flight' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const cancelledCard = page.getByRole('article').filter({ hasText: other.booking.bookingReference });
  await expect(cancelledCard).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelled and refunded' }).click();
  await expect(cancelledCard.getByTestId('service-state')).toContainText(/Cancelled|Refunded/);
  await expect(cancelledCard.getByRole('button', { name: /Step in|Reassign/ })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: booking.bookingReference })).toHaveCount(0);
});

test('at 360 px the board’s bookings come before a one-line capacity summary', async ({
  browser,
  baseURL,
  clientIp,
  request,
}) => {
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const { booking } = await paidService(request, dispatcher);
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, dispatcher);
  await phone.goto(`/ops?date=${lagosDate(1)}&q=${booking.bookingReference}`);
  const card = phone.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(card).toBeVisible();
  const strip = phone.locator('details').filter({ hasText: 'Capacity by hour' });
  await expect(strip).not.toHaveAttribute('open', /.*/);
  await expect(strip.locator('summary')).toContainText(/Busiest|No officer on shift/);
  // The booking's heading is on the first screen, and the capacity strip comes after it.
  const heading = await card.getByRole('heading').boundingBox();
  expect((heading?.y ?? Number.POSITIVE_INFINITY) + (heading?.height ?? 0)).toBeLessThan(PHONE.height);
  expect((await strip.boundingBox())?.y ?? 0).toBeGreaterThan(heading?.y ?? Number.POSITIVE_INFINITY);
  expect(await overflowsHorizontally(phone)).toBe(false);
  await context.close();
});
