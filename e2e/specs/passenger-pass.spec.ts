/**
 * The lead passenger's pass (issue 36 item 1, "Done when"): a traveller books for Zoë at her own
 * number and pays; Zoë's confirmation text is in the texts mailbox; on a 360 px phone she opens
 * its link there and sees her meeting code, time and point, and nothing of the booker's account.
 */
import { createBooking, sameOriginAsPublicUrl } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';

test.use({ baseURL: sameOriginAsPublicUrl, viewport: { width: 360, height: 780 } });

test('the lead passenger opens the pass from the texts mailbox at 360 px and sees the code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Zoë's own UK number, fresh per run so the mailbox is hers alone.
  const zoe = `+44207946${String(Date.now()).slice(-4)}`;
  const user = await registerUser(request, { firstName: 'Tolu', lastName: 'Adeyemi' });
  const booking = await createBooking(request, user, {
    contact: { leadPassengerName: 'Zoë Łukasiewicz', contactPhone: zoe },
  });
  await payBookingThroughApi(request, user, booking.id);
  const seen = await request.get(`/api/bookings/${booking.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  const code = ((await seen.json()) as { data: { booking: { meetingCode: string } } }).data.booking.meetingCode;

  // Her text, in the mailbox, as her phone would show it.
  await expect
    .poll(
      async () => {
        await page.goto(`/sandbox/texts?to=${encodeURIComponent(zoe)}`);
        return page.getByRole('link', { name: /\/pass\// }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(page.getByText(/Zoe, airport assistance is booked for you/)).toBeVisible();
  await page.getByRole('link', { name: /\/pass\// }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your airport assistance' })).toBeVisible();
  await expect(page.getByTestId('meeting-code')).toHaveText(code);
  await expect(page.getByText(`Booking reference ${booking.bookingReference}`)).toBeVisible();
  await expect(page.getByText('Zoë Łukasiewicz, an officer will meet you at the airport.')).toBeVisible();
  await expect(page.getByText(/WAT/).first()).toBeVisible();
  // Nothing of the booker's account, and nothing wider than the phone.
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toContain(user.email);
  expect(text).not.toContain('Adeyemi');
  expect(text).not.toMatch(/₦|NGN|\$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
