/**
 * Loyalty credits (issue 27, "Done when"): the officer completes a paid service, the traveller
 * sees the credits it earned on the dashboard, books again and pays with them plus a card for
 * the rest, the receipt shows both parts, and cancelling in the refund window puts the credits
 * back on the statement. The first service is paid and completed through the API (the officer's
 * own routes), so the browser part stays short.
 */
import { createBooking, lagosDate, payWithSandboxCard, signIn } from '../support/booking';
import { expect, registerUser, test } from '../support/fixtures';
import { payBookingThroughApi } from '../support/payments';
import { DEMO_STAFF, officerEmailByBadge, staffSession } from '../support/staff';

test('credits earned on a completed service pay part of the next booking and come back on cancellation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const traveller = await registerUser(request, { firstName: 'Bisi' });
  const first = await createBooking(request, traveller, { days: 2 });
  await payBookingThroughApi(request, traveller, first.id);

  // The dispatcher checks the officer in early with a reason (the service is days away: issue
  // 26 §1); the assigned officer verifies the meeting code and completes the service.
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(2)}&q=${first.bookingReference}`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  const badge = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } })
    .data.bookings[0]?.officers[0]?.badgeNumber;
  expect(badge, 'an officer assigned at payment').toBeDefined();
  const officer = await staffSession(request, await officerEmailByBadge(request, dispatcher, badge ?? ''));
  const asOfficer = { Authorization: `Bearer ${officer.token}` };
  const mine = await request.get(`/api/bookings/${first.id}`, {
    headers: { Authorization: `Bearer ${traveller.token}` },
  });
  const code = ((await mine.json()) as { data: { booking: { meetingCode: string } } }).data.booking.meetingCode;
  const checkIn = await request.post(`/api/ops/bookings/${first.id}/gate-override`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
    data: { milestone: 'checked_in', reason: 'Service run ahead for the credits journey' },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  const verify = await request.post(`/api/officer/services/${first.id}/verify`, { headers: asOfficer, data: { code } });
  expect(verify.status(), await verify.text()).toBe(200);
  for (const milestone of ['immigration', 'baggage', 'completed']) {
    const res = await request.post(`/api/officer/services/${first.id}/milestones`, {
      headers: asOfficer,
      data: { milestone },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // 5 % of $45 paid: $2.25 on the dashboard.
  await signIn(page, traveller);
  await expect(page.getByText('Loyalty credits', { exact: true })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('$2.25');

  // The next booking: $2.25 off with credits, the rest by card.
  const second = await createBooking(request, traveller, { days: 2 });
  await page.goto('/bookings');
  await page
    .getByRole('article')
    .filter({ hasText: second.bookingReference })
    .getByRole('button', { name: /Pay now/ })
    .click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('checkbox', { name: /Use my credits/ }).check();
  await expect(
    payment.getByText('$2.25 off this booking; you pay the remaining $42.75 by card or transfer.'),
  ).toBeVisible();
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();

  // The receipt (the confirmation e-mail) shows the credits applied and the money paid.
  await expect(async () => {
    const mail = await request.get(`/sandbox/mail/messages?to=${encodeURIComponent(traveller.email)}`);
    const messages = ((await mail.json()) as { data: Array<{ subject: string; text: string }> }).data;
    const receipt = messages.find((m) => m.subject === `Booking confirmed: ${second.bookingReference}`);
    expect(receipt?.text).toContain('Loyalty credits: $2.25');
    // $42.75 at ₦1,500 per dollar.
    expect(receipt?.text).toContain('Paid by card or transfer: ₦64,125.00');
  }).toPass({ timeout: 20_000 });

  // Cancelled two days ahead: full refund, and the credits are back on the statement.
  await page.goto('/bookings');
  const booked = page.getByRole('article').filter({ hasText: second.bookingReference });
  await booked.getByRole('button', { name: /^Cancel/ }).click();
  await page
    .getByRole('dialog', { name: `Cancel booking ${second.bookingReference}?` })
    .getByRole('button', { name: 'Yes, Cancel Booking' })
    .click();
  await expect(booked.getByText('Booking status: Cancelled')).toBeVisible();
  await page.goto('/credits');
  await expect(page.getByTestId('credits-balance')).toHaveText('$2.25');
  const statement = page.getByRole('table');
  await expect(statement.getByRole('row').nth(1)).toContainText('Returned: the booking was cancelled');
  await expect(statement.getByRole('row').nth(1)).toContainText(second.bookingReference);
  await expect(statement).toContainText('Earned on a completed service');
});
