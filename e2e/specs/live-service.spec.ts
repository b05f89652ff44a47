/**
 * The service itself (issue 17, "Done when"), with two browser contexts: a traveller on the
 * booking page and the assigned officer on /officer (a 360 px phone). Hours before the meeting
 * time the officer cannot check in (issue 26 §1: the window opens 60 minutes before), neither on
 * the phone nor through the API; the dispatcher checks the officer in early with a reason (the
 * audited override, so the test needs no flight due within the hour and no moved clock), and
 * the traveller's page shows the officer card live and no longer offers to cancel; a wrong
 * meeting code is refused, the right one makes "Verified" appear live on the traveller's page;
 * a message each way appears live on the other side, with a phone number masked; the officer
 * completes the service (after confirming) and the traveller rates it. axe reports no violation
 * on the booking page and the officer's view.
 *
 * A second test: a dispatcher cancels a paid service with a reason, and the officer's phone says
 * so, live (issue 26 §2), instead of silently dropping it.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { createBooking, lagosDate } from '../support/booking';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, officerEmailByBadge, staffSession } from '../support/staff';

const PHONE = { width: 360, height: 740 };
/**
 * What arrives over the live stream, with no reload: the expect default (10 s), what a person
 * would wait. The speed itself (under 2 s) is for the benchmarks to show: on CI's
 * busy 2 cores a 2 s wait here failed a dispatcher's cancel that arrived later.
 */
const LIVE = { timeout: 10_000 };

test('traveller and officer follow one service live, from check-in to rating', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const traveller = await registerUser(request, { firstName: 'Kemi' });
  const booking = await createBooking(request, traveller, { days: 1, specialRequirements: 'Travelling with a cat' });
  await payBookingThroughApi(request, traveller, booking.id);

  // The officer the booking was assigned at payment, signed in on a phone.
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${booking.bookingReference}`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  const row = (
    (await board.json()) as {
      data: { bookings: Array<{ officers: Array<{ badgeNumber: string; firstName: string; lastName: string }> }> };
    }
  ).data.bookings[0];
  const assigned = row?.officers[0];
  expect(assigned, 'an officer assigned at payment').toBeDefined();
  const officerName = `${assigned?.firstName} ${assigned?.lastName}`;
  const officer = await staffSession(
    request,
    await officerEmailByBadge(request, dispatcher, assigned?.badgeNumber ?? ''),
  );

  // The traveller opens the booking from /bookings.
  await startSignedIn(page, traveller);
  await page.goto('/bookings');
  await page.getByRole('link', { name: 'British Airways BA75' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${booking.bookingReference}` })).toBeVisible();
  await expect(page.getByText('Your officer will be shown 30 minutes before your meeting time')).toBeVisible();
  await expect(page.getByText('Travelling with a cat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  const code = ((await page.getByTestId('meeting-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{4}$/);
  await expectNoAxeViolations(page);

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

  // Hours before the meeting time (a booking needs 3 h notice), check-in is closed on the phone
  // and refused by the API with the same sentence.
  const checkIn = service.getByRole('button', { name: 'Check in at the meeting point' });
  await expect(checkIn).toBeDisabled();
  await expect(service.getByText(/^Check-in opens at .+ WAT\. Ask the dispatcher/)).toBeVisible();
  const early = await request.post(`/api/officer/services/${booking.id}/milestones`, {
    headers: { Authorization: `Bearer ${officer.token}` },
    data: { milestone: 'checked_in' },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: string }).error).toBe('CHECK_IN_NOT_OPEN');
  await expect(page.getByTestId('officer-card')).toHaveCount(0);

  // The dispatcher checks the officer in early, with a reason: the officer card appears on the
  // traveller's page and the code entry on the phone, live.
  const override = await request.post(`/api/ops/bookings/${booking.id}/gate-override`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
    data: { milestone: 'checked_in', reason: 'Flight landed early; officer at the door' },
  });
  expect(override.status(), await override.text()).toBe(200);
  await expect(page.getByTestId('officer-card')).toContainText(`Officer ${officerName}`);
  await expect(page.getByTestId('officer-card')).toContainText(assigned?.badgeNumber ?? '');
  // Under way: the traveller can no longer cancel in the app, and is told whom to call.
  await expect(page.getByTestId('cancel-under-way')).toContainText('can no longer be cancelled in the app');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // A wrong code is refused; the right one verifies the officer on the traveller's page, live.
  const codeBox = service.getByLabel('Meeting code from the traveller');
  await codeBox.fill(code === '0000' ? '1111' : '0000');
  await service.getByRole('button', { name: 'Verify code' }).click();
  await expect(service.getByText('That code does not match. 4 tries left.')).toBeVisible();
  await expect(page.getByText(/^Verified:/)).toHaveCount(0);
  await codeBox.fill(code);
  await service.getByRole('button', { name: 'Verify code' }).click();
  await expect(service.getByText('Code verified: you have met the traveller.')).toBeVisible();
  await expect(page.getByText(`Verified: you are with Officer ${officerName}`)).toBeVisible(LIVE);

  // A message each way, live; the phone number in the officer's is masked.
  await service.getByRole('button', { name: 'Chat with the traveller' }).click();
  await sendMessage(phone, 'I am by the arrivals door. Call me on 0803 123 4567');
  const travellerChat = page.getByRole('list', { name: 'Messages' });
  await expect(travellerChat).toContainText('I am by the arrivals door. Call me on [contact details removed', LIVE);
  await expect(travellerChat).not.toContainText('0803');
  await sendMessage(page, 'Thank you, I am coming out now');
  await expect(phone.getByRole('list', { name: 'Messages' })).toContainText('Thank you, I am coming out now', LIVE);
  expect(await overflowsHorizontally(phone)).toBe(false);
  await expectNoAxeViolations(phone);

  // Immigration, baggage, completed; the traveller's timeline follows and the rating opens.
  await service.getByRole('button', { name: 'Start immigration' }).click();
  await expect(page.getByRole('list', { name: 'Service progress' })).toContainText(/Immigration\d{2}:\d{2} WAT/, LIVE);
  await service.getByRole('button', { name: 'Go to baggage' }).click();
  await service.getByRole('button', { name: 'Complete the service' }).click();
  await expect(service.getByRole('alertdialog')).toContainText('Complete this service?');
  await service.getByRole('button', { name: 'Yes, complete it' }).click();
  await expect(page.getByText('How was your service?')).toBeVisible({ timeout: 5_000 });
  await page.getByText('5 stars').click();
  await page.getByLabel('Comment (optional)').fill('Quick and kind');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('You rated this service 5 out of 5. Thank you.')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

async function sendMessage(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test("a dispatcher's cancel reaches the officer's phone live, with who cancelled", async ({
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(60_000);
  const traveller = await registerUser(request, { firstName: 'Dayo' });
  const booking = await createBooking(request, traveller, { days: 1 });
  await payBookingThroughApi(request, traveller, booking.id);
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${booking.bookingReference}`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  const badge = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } })
    .data.bookings[0]?.officers[0]?.badgeNumber;
  expect(badge, 'an officer assigned at payment').toBeDefined();
  const officer = await staffSession(request, await officerEmailByBadge(request, dispatcher, badge ?? ''));

  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, officer);
  // The officer's page has been open a while: its live stream is open (the server has fixed where
  // it starts) before the dispatcher cancels. A change made before that reaches the page by the
  // refresh the stream's opening causes, which says nothing of who cancelled.
  const streamOpen = phone.waitForResponse((r) => r.url().includes('/api/live/stream') && r.status() === 200);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: booking.bookingReference });
  await expect(service).toBeVisible();
  await streamOpen;

  const cancel = await request.post(`/api/ops/bookings/${booking.id}/cancel`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
    data: { reason: 'Traveller called the desk: trip called off' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await expect(phone.getByRole('alert')).toContainText(
    `(booking reference ${booking.bookingReference}) was cancelled by the dispatcher`,
    LIVE,
  );
  await expect(service).toHaveCount(0);
  expect(await overflowsHorizontally(phone)).toBe(false);
  await context.close();
});
