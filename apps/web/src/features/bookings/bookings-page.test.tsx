import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { type FakeHandler, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { BookingDialogHost } from './booking-dialog-host';
import { BookingsPage } from './bookings-page';
import { BOOKING_ID, lagosTime, makeBooking, ok, PRICING } from './test-fixtures';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

function renderBookings(routes: Record<string, FakeHandler>, route = '/bookings') {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    ...routes,
  });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="/bookings" element={<BookingsPage />} />
      </Routes>
      <CurrentLocation />
    </BookingDialogHost>,
    { route },
  );
  return net;
}

/**
 * A status chip by what a screen reader reads ('Booking status: Pending'); the short visible label
 * ('Status:') is hidden from it.
 */
const chip = (card: HTMLElement, text: string) =>
  within(card).getByText((_, el) => {
    if (el?.tagName !== 'SPAN' || !el.className.includes('rounded-full')) return false;
    const spoken = [...el.childNodes]
      .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'))
      .map((n) => n.textContent)
      .join('');
    return spoken === text;
  });

/** What the chip shows on screen ('Status: Pending'): the sr-only part is not seen. */
const shown = (el: HTMLElement) =>
  [...el.childNodes]
    .filter((n) => !(n instanceof HTMLElement && n.classList.contains('sr-only')))
    .map((n) => n.textContent)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const list = (bookings: unknown[]) => () => json(200, { ...ok(bookings), message: 'Found bookings.' });

describe('bookings page states (§2)', () => {
  it("shows 'Loading your bookings...', then 'No Bookings Yet' with Book Your First Service", async () => {
    let answer: (r: Response) => void = () => {};
    renderBookings({ 'GET /api/bookings/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bookings...');
    answer(list([])());
    expect(await screen.findByRole('heading', { name: 'No Bookings Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book Your First Service' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows 'Error Loading Bookings' with the response message, and Try Again fetches again", async () => {
    let fail = true;
    const net = renderBookings({
      'GET /api/bookings/user': () =>
        fail
          ? json(503, { success: false, message: 'Service unavailable', error: 'SERVICE_UNAVAILABLE' })
          : list([makeBooking()])(),
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Bookings' })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'British Airways BA75' })).toBeInTheDocument();
    expect(net.calls('GET /api/bookings/user').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Failed to fetch bookings' when the answer is not a bookings list", async () => {
    renderBookings({ 'GET /api/bookings/user': () => json(200, { success: true, data: 'nope' }) });
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
  });
});

describe('booking cards (§2 formatting, §4 colours)', () => {
  it('show status, payment status, currency, passengers and special requests cut to 20 characters', async () => {
    renderBookings({
      'GET /api/bookings/user': list([
        makeBooking({ specialRequests: 'Wheelchair at the aircraft door please', passengerCount: 1 }),
        makeBooking({
          id: '6f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7',
          bookingReference: 'FT-AAAAAA',
          status: 'confirmed',
          paymentStatus: 'paid',
        }),
      ]),
    });
    const [first, second] = await screen.findAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    expect(chip(first, 'Booking status: Pending')).toHaveClass('bg-amber-100');
    expect(chip(first, 'Payment status: Pending')).toHaveClass('bg-amber-100');
    expect(within(first).getByText('1 Person')).toBeInTheDocument();
    expect(within(first).getByText('Wheelchair at the ai...')).toBeInTheDocument();
    expect(within(first).getByText(/\$90\.00 USD/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Pay now for FT-7K3M9Q' })).toBeInTheDocument();

    expect(chip(second, 'Booking status: Confirmed')).toHaveClass('bg-green-100');
    expect(chip(second, 'Payment status: Paid')).toHaveClass('bg-green-100');
    expect(within(second).getByText('2 People')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('reads "In progress" once the officer has checked in, until the service is completed (issue 37)', async () => {
    renderBookings({
      'GET /api/bookings/user': list([
        makeBooking({ status: 'confirmed', paymentStatus: 'paid', checkedInAt: new Date().toISOString() }),
      ]),
    });
    const card = await screen.findByRole('article');
    expect(shown(chip(card, 'Booking status: In progress'))).toBe('Status: In progress');
    expect(chip(card, 'Booking status: In progress')).toHaveClass('bg-sky-100');
  });

  it('label both chips on screen, so a card never reads "Pending Pending" (issue 19 §7)', async () => {
    renderBookings({ 'GET /api/bookings/user': list([makeBooking()]) });
    const card = await screen.findByRole('article');
    expect(shown(chip(card, 'Booking status: Pending'))).toBe('Status: Pending');
    expect(shown(chip(card, 'Payment status: Pending'))).toBe('Payment: Pending');
  });

  it.each([
    ['cancelled', 'pending'],
    ['cancelled', 'failed'],
    ['expired', 'pending'],
  ] as const)(
    'a %s booking with payment %s reads "Payment: Not charged" in grey (issue 19 §7)',
    async (status, paymentStatus) => {
      renderBookings({ 'GET /api/bookings/user': list([makeBooking({ status, paymentStatus })]) });
      const card = await screen.findByRole('article');
      const payment = chip(card, 'Payment status: Not charged');
      expect(shown(payment)).toBe('Payment: Not charged');
      expect(payment).toHaveClass('bg-slate-100');
      expect(within(card).queryByText(/Pending$/, { selector: 'span.rounded-full' })).not.toBeInTheDocument();
    },
  );

  it('a cancelled paid booking reads "Payment: Refund pending" until the refund arrives (issue 26 §6)', async () => {
    renderBookings({
      'GET /api/bookings/user': list([
        makeBooking({ status: 'cancelled', paymentStatus: 'paid', refundStatus: 'pending' }),
      ]),
    });
    const card = await screen.findByRole('article');
    const payment = chip(card, 'Payment status: Refund pending');
    expect(shown(payment)).toBe('Payment: Refund pending');
    expect(payment).toHaveClass('bg-amber-100');
    expect(within(card).queryByText('Paid')).not.toBeInTheDocument();
  });

  it('show special requests in full behind Show more (issue 19 §8)', async () => {
    const text =
      `Wheelchair at the aircraft door please, ${'and a porter for four large suitcases '.repeat(10)}`.trim();
    renderBookings({ 'GET /api/bookings/user': list([makeBooking({ specialRequests: text })]) });
    const card = await screen.findByRole('article');
    const more = within(card).getByRole('button', { name: 'Show more of the special requests for FT-7K3M9Q' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText(text)).not.toBeInTheDocument();

    await userEvent.click(more);
    expect(within(card).getByText(text)).toBeInTheDocument();
    const less = within(card).getByRole('button', { name: 'Show less of the special requests for FT-7K3M9Q' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')).toHaveTextContent(text);

    await userEvent.click(less);
    expect(within(card).getByText('Wheelchair at the ai...')).toBeInTheDocument();
  });

  it('offer Pay now again after a failed payment, while the booking is still pending', async () => {
    renderBookings({ 'GET /api/bookings/user': list([makeBooking({ paymentStatus: 'failed' })]) });
    const card = await screen.findByRole('article');
    expect(chip(card, 'Payment status: Failed')).toHaveClass('bg-red-100');
    expect(within(card).getByRole('button', { name: 'Pay now for FT-7K3M9Q' })).toBeInTheDocument();
  });

  it('Pay now opens the booking dialog at payment for that booking, with the meeting details and the hold', async () => {
    const held = makeBooking({ holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString() });
    renderBookings({
      'GET /api/bookings/user': list([held]),
      [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking: held })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now for FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Pay ₦135,000.00' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('At the aircraft door, or at the top of the air bridge as you leave the aircraft.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^(20|19):\d\d$/)).toBeInTheDocument();
  });

  it('show the meeting time in WAT and the meeting point; an expired booking is a grey "Expired", not payable', async () => {
    // A flight of its own, fixed in time: the card shows its landing beside the meeting time.
    const flight = { ...makeBooking().flight, arrivalTime: '2026-11-20T17:45:00+01:00' };
    const expired = makeBooking({ status: 'expired', flight, meetingTime: '2026-11-20T16:45:00.000Z' });
    renderBookings({ 'GET /api/bookings/user': list([expired]) });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Meeting time').nextElementSibling).toHaveTextContent('Fri 20 Nov 2026, 17:45 WAT');
    expect(
      within(card).getByText('At the aircraft door, or at the top of the air bridge as you leave the aircraft.'),
    ).toBeInTheDocument();
    expect(chip(card, 'Booking status: Expired')).toHaveClass('bg-slate-100');
    expect(within(card).queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});

describe('cancelling (§2, §8)', () => {
  it('asks first, states the refund rule, then cancels and fetches the list again', async () => {
    let cancelled = false;
    const paid = makeBooking({
      status: 'confirmed',
      paymentStatus: 'paid',
      flight: { ...makeBooking().flight, arrivalTime: lagosTime(5, '17:45') },
    });
    const net = renderBookings({
      'GET /api/bookings/user': () =>
        list([cancelled ? { ...paid, status: 'cancelled', refundStatus: 'pending' } : paid])(),
      [`DELETE /api/bookings/${BOOKING_ID}`]: () => {
        cancelled = true;
        return json(200, {
          success: true,
          message:
            'Booking cancelled. It was paid and cancelled at least 24 hours before the flight, so a full refund is on its way.',
          data: {
            booking: { ...paid, status: 'cancelled', refundStatus: 'pending' },
            refund: 'full',
            rule: 'full_refund',
          },
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'You paid for this booking and the flight is at least 24 hours away, so you will get a full refund.',
    );
    expect(net.calls(`DELETE /api/bookings/${BOOKING_ID}`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText(/a full refund is on its way/)).toBeInTheDocument();
    await waitFor(() => expect(chip(document.body, 'Booking status: Cancelled')).toHaveClass('bg-red-100'));
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  });

  it('states that an unpaid booking has nothing to refund, and Keep Booking changes nothing', async () => {
    const net = renderBookings({ 'GET /api/bookings/user': list([makeBooking()]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Nothing has been paid for this booking, so there is nothing to refund.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.calls(`DELETE /api/bookings/${BOOKING_ID}`)).toHaveLength(0);
  });

  it("shows the response message, else 'Failed to cancel booking'", async () => {
    let body: unknown = {
      success: false,
      message: 'The flight time has passed, so this booking can no longer be cancelled.',
      error: 'CONFLICT',
    };
    renderBookings({
      'GET /api/bookings/user': list([makeBooking()]),
      [`DELETE /api/bookings/${BOOKING_ID}`]: () => json(body ? 409 : 500, body ?? {}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The flight time has passed');

    body = null;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to cancel booking'));
  });
});

describe('return from the checkout page', () => {
  it('opens the dialog to finish the payment and tidies the address', async () => {
    renderBookings(
      {
        'GET /api/bookings/user': list([makeBooking()]),
        'GET /api/payments/REF-1/status': () =>
          json(404, { success: false, message: 'Payment not found', error: 'NOT_FOUND' }),
      },
      '/bookings?payment=callback&reference=REF-1&trxref=REF-1',
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByText('Payment not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/bookings$/));
  });
});
