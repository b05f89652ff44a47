/**
 * A cancelled flight (issue 26 §3, Playwright): BA75 five days out is cancelled with the
 * flight-data stand-in's switch before the traveller pays. The flight check that runs right after
 * payment finds it; the booking page, open all along, offers the one-tap choice with the time the
 * refund would come by itself, and one tap on "Refund me in full now" cancels the booking with a
 * full refund. No other spec books BA75 on that date.
 */
import { createBooking, lagosDate, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';

const DAYS = 5;

test('a traveller whose flight was cancelled takes the full refund in one tap', async ({ page, request }) => {
  test.setTimeout(120_000);
  const traveller = await registerUser(request, { firstName: 'Ngozi' });
  const booking = await createBooking(request, traveller, { days: DAYS });
  const key = { flightNumber: 'BA75', date: lagosDate(DAYS) };
  const flip = await request.post('/sandbox/flights/_status', { data: { ...key, status: 'cancelled' } });
  expect(flip.status(), await flip.text()).toBe(200);
  try {
    await payBookingThroughApi(request, traveller, booking.id);
    await signIn(page, traveller, `/bookings/${booking.id}`);

    const choice = page.getByTestId('disruption-choice');
    await expect(choice).toContainText('Your flight was cancelled. Choose a full refund now', { timeout: 60_000 });
    await expect(choice).toContainText(/If you have not chosen by .+ WAT, we refund you in full automatically\./);
    await expect(page.getByRole('button', { name: 'Keep my booking for my new flight' })).toBeVisible();
    await expect(page.getByTestId('meeting-code')).toHaveCount(0);

    await page.getByRole('button', { name: 'Refund me in full now' }).click();

    await expect(
      page.getByText('Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way.'),
    ).toBeVisible();
    await expect(choice).toHaveCount(0);
    const read = await request.get(`/api/bookings/${booking.id}`, {
      headers: { Authorization: `Bearer ${traveller.token}` },
    });
    expect(((await read.json()) as { data: { booking: unknown } }).data.booking).toMatchObject({
      status: 'cancelled',
      disruptionChoice: 'refund',
    });
  } finally {
    await request.delete('/sandbox/flights/_status', { data: key });
  }
});
