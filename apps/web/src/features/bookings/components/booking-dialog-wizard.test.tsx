/**
 * The booking dialog as a wizard in the browser history, and what it tells before a second
 * booking (issue 37): Back and Forward move one step, Back from the first step closes it; Back to
 * Services from payment returns to the service choice and back to the same booking; a live
 * booking on the same flight is named before another is made; the form as typed comes back.
 */
import { lagosToday } from '@fasttrack/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import { BrowserButtons, OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import { BookingDialogHost } from '../booking-dialog-host';
import { readDraft } from '../draft-storage';
import { BOOKING_ID, makeBooking, makeFlight, ok, PRICING } from '../test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const SEARCH = `GET /api/flights/search/number/BA75/${lagosToday()}`;
const routes = (extra: Parameters<typeof stubFetch>[0] = {}) => ({
  'GET /api/auth/me': () => json(200, ok(makeUser())),
  'GET /api/pricing': () => json(200, ok(PRICING)),
  'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
  [SEARCH]: () => json(200, ok(makeFlight())),
  ...extra,
});

async function openDialog(options: OpenBookingDialogOptions = {}, signedIn = true) {
  if (signedIn) saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="*" element={<OpenBookingButton options={options} />} />
      </Routes>
      <BrowserButtons />
      <CurrentLocation />
    </BookingDialogHost>,
    { route: '/dashboard' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'open booking' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

/** The browser's Back or Forward (outside the modal dialog, so clicked as the browser would). */
const browser = (which: 'back' | 'forward') => act(() => screen.getByTestId(`browser-${which}`).click());

async function toServiceChoice(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'BA75');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
  await within(dialog).findByRole('button', { name: 'Confirm Booking' });
}

describe('the booking wizard and the browser history (issue 37)', () => {
  it('Back goes one step back, Forward one step on, and Back from the first step closes the dialog', async () => {
    stubFetch(routes({ 'GET /api/bookings/user': () => json(200, ok([])) }));
    const dialog = await openDialog({}, false);
    await toServiceChoice(dialog);
    await userEvent.type(within(dialog).getByLabelText('Lead Passenger Full Name'), 'Ada Obi');
    await userEvent.type(within(dialog).getByLabelText('Contact Phone'), '0803 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('heading', { name: 'Sign In to Continue' })).toBeInTheDocument();

    browser('back');
    expect(await within(dialog).findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lead Passenger Full Name')).toHaveValue('Ada Obi');
    browser('back');
    expect(
      await within(dialog).findByRole('button', { name: 'Continue with British Airways BA75' }),
    ).toBeInTheDocument();

    browser('forward');
    expect(await within(dialog).findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    browser('forward');
    expect(await within(dialog).findByRole('heading', { name: 'Sign In to Continue' })).toBeInTheDocument();

    // The in-app Back is the same step back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Services' }));
    expect(await within(dialog).findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    browser('back');
    await within(dialog).findByRole('button', { name: /^Continue with/ });
    browser('back');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page never changed under it.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('closing the dialog takes its steps off the history: Back then leaves the page', async () => {
    stubFetch(routes());
    const dialog = await openDialog();
    await toServiceChoice(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Forward does not bring a closed dialog back.
    browser('forward');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('Back to Services from payment keeps the booking: Confirm with no change pays it, a change replaces it', async () => {
    const created = makeBooking();
    const replacement = makeBooking({ id: '7f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7', bookingReference: 'FT-9Z8Y7X' });
    let creates = 0;
    const net = stubFetch(
      routes({
        'GET /api/bookings/user': () => json(200, ok(creates > 0 ? [created] : [])),
        'POST /api/bookings/create': () => {
          creates += 1;
          return json(201, ok({ booking: creates === 1 ? created : replacement }));
        },
        [`DELETE /api/bookings/${BOOKING_ID}`]: () =>
          json(
            200,
            ok(
              { booking: { ...created, status: 'cancelled' }, refund: 'none', rule: 'unpaid_no_refund' },
              'Booking cancelled. Nothing was paid, so there is nothing to refund.',
            ),
          ),
      }),
    );
    const dialog = await openDialog();
    await toServiceChoice(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Services' }));
    expect(await within(dialog).findByText(/Booking FT-7K3M9Q is waiting for payment/)).toBeInTheDocument();
    // The booking just made is not "another booking on this flight".
    expect(within(dialog).queryByText(/You already have/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Services' }));
    const count = await within(dialog).findByLabelText('Number of Passengers');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(net.calls(`DELETE /api/bookings/${BOOKING_ID}`)).toHaveLength(1);
    expect(net.calls('POST /api/bookings/create')).toHaveLength(2);
    expect(net.calls('POST /api/bookings/create')[1]?.body).toMatchObject({ passengerCount: 3 });
  });
});

describe('a second booking on the same flight (issue 37)', () => {
  const existing = makeBooking({ status: 'confirmed', paymentStatus: 'paid', bookingReference: 'FT-SE77MZ' });

  it('names the live booking with a link, and books again only once the box is ticked', async () => {
    const net = stubFetch(
      routes({
        'GET /api/bookings/user': () => json(200, ok([existing])),
        'POST /api/bookings/create': () =>
          json(201, ok({ booking: makeBooking({ id: '7f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7' }) })),
      }),
    );
    const dialog = await openDialog();
    await toServiceChoice(dialog);
    expect(await within(dialog).findByText(/You already have FT-SE77MZ on this flight/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View booking FT-SE77MZ' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING_ID}`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText(/Tick the box to book this flight a second time/)).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Book another service on this flight/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(1);
  });

  it('a visitor who signs in is brought back to the service choice before a second booking is made', async () => {
    const net = stubFetch(
      routes({
        'POST /api/auth/login': () => json(200, authResult(makeUser())),
        'GET /api/bookings/user': () => json(200, ok([existing])),
        'POST /api/bookings/create': () => json(201, ok({ booking: makeBooking() })),
      }),
    );
    const dialog = await openDialog({}, false);
    await toServiceChoice(dialog);
    await userEvent.type(within(dialog).getByLabelText('Lead Passenger Full Name'), 'Ada Obi');
    await userEvent.type(within(dialog).getByLabelText('Contact Phone'), '0803 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByText(/You already have FT-SE77MZ on this flight/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });
});

describe('the form as typed comes back (issue 37)', () => {
  it('returns to the service choice with what was typed, and makes no booking before Confirm', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem(
      'bookingFormProgress',
      JSON.stringify({ passengerCount: 4, specialRequirements: 'Wheelchair', leadPassengerName: 'Ada Obi' }),
    );
    const net = stubFetch(routes());
    const dialog = await openDialog({ step: 'confirmation' });
    expect(await within(dialog).findByLabelText('Number of Passengers')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Special Requirements (optional)')).toHaveValue('Wheelchair');
    expect(within(dialog).getByLabelText('Lead Passenger Full Name')).toHaveValue('Ada Obi');
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });

  it('is kept as it is typed', async () => {
    stubFetch(routes());
    const dialog = await openDialog();
    await toServiceChoice(dialog);
    await userEvent.clear(within(dialog).getByLabelText('Number of Passengers'));
    await userEvent.type(within(dialog).getByLabelText('Number of Passengers'), '4');
    await userEvent.type(within(dialog).getByLabelText('Special Requirements (optional)'), 'Wheelchair');
    await waitFor(() =>
      expect(readDraft('bookingFormProgress')).toMatchObject({ passengerCount: 4, specialRequirements: 'Wheelchair' }),
    );
  });
});
