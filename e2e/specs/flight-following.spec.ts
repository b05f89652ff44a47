/**
 * Following the flight (issue 18, "Done when", Playwright): BA75 is made 2 h late with the
 * flight-data stand-in's switch. Within a poll interval (a minute in e2e, see the config) the
 * traveller's bookings page shows the new meeting time and the flight as delayed, the
 * "New meeting time" e-mail is in the test-mode mailbox, and the dispatcher's board shows the
 * new time with the flight's status. BA75 four days out: no other spec books that date.
 */
import { createBooking, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../support/staff';

const DAYS = 4;
const HOUR = 3_600_000;

/** Lagos parts of an instant, as the product writes times. */
function lagosParts(at: Date): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}
/** "Fri 27 Nov 2026, 19:45 WAT", as pages and e-mails show a meeting time. */
function wat(at: Date): string {
  const p = lagosParts(at);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} WAT`;
}

test('BA75 two hours late moves the meeting time for the traveller, in the mailbox and on the board', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const traveller = await registerUser(request, { firstName: 'Tolu' });
  const booking = await createBooking(request, traveller, { days: DAYS });
  await payBookingThroughApi(request, traveller, booking.id);
  const read = await request.get(`/api/bookings/${booking.id}`, {
    headers: { Authorization: `Bearer ${traveller.token}` },
  });
  const { meetingTime } = ((await read.json()) as { data: { booking: { meetingTime: string } } }).data.booking;
  const late = new Date(new Date(meetingTime).getTime() + 2 * HOUR);
  await signIn(page, traveller, `/bookings/${booking.id}`);
  await expect(page.getByText(wat(new Date(meetingTime))).first()).toBeVisible();

  const flip = await request.post('/sandbox/flights/_status', {
    data: { flightNumber: 'BA75', date: lagosDate(DAYS), status: 'delayed', estimatedTime: late.toISOString() },
  });
  expect(flip.status(), await flip.text()).toBe(200);

  try {
    // Within a round (a minute in e2e) the traveller's booking page, open all along, shows the
    // new meeting time without a reload (a live event); then the bookings list shows it too,
    // with the flight's status and last check.
    await expect(page.getByText(wat(late)).first()).toBeVisible({ timeout: 150_000 });
    await expect(page.getByText(/Flight status: Delayed · checked /)).toBeVisible();
    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: booking.bookingReference });
    await expect(card.getByText(wat(late))).toBeVisible();
    await expect(card.getByText(/^Delayed · checked /)).toBeVisible();

    // The e-mail, in the test-mode mailbox.
    await expect(async () => {
      await page.goto(`/sandbox/mail?to=${encodeURIComponent(traveller.email)}`);
      await page.getByRole('link', { name: `New meeting time ${wat(late)}: ${booking.bookingReference}` }).click({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    // The new meeting time and, beside it, the flight's own estimated landing (issue 26 §3): for an
    // arrival both are the same instant.
    const message = page.frameLocator('iframe[title="Message"]');
    await expect(message.getByText(wat(late), { exact: true })).toHaveCount(2);
    await expect(message.getByText('Estimated landing', { exact: true })).toBeVisible();

    // The dispatcher's board on that Lagos day shows the new time and the delayed flight.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_STAFF.dispatcher);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/ops$/);
    await page
      .getByLabel('Date (Lagos)')
      .fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(late));
    await page.getByRole('searchbox', { name: 'Reference, name, e-mail or phone' }).fill(booking.bookingReference);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('article').filter({ hasText: booking.bookingReference });
    await expect(row.getByText(wat(late))).toBeVisible();
    await expect(row.getByText(/Flight status: Delayed · checked /)).toBeVisible();
  } finally {
    await request.delete('/sandbox/flights/_status', { data: { flightNumber: 'BA75', date: lagosDate(DAYS) } });
  }
});
