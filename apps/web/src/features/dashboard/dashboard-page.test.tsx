import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../app/protected-route';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { BookingDialogHost } from '../bookings/booking-dialog-host';
import { readDraft } from '../bookings/draft-storage';
import { lagosTime, makeBooking, makeFlight, ok, PRICING } from '../bookings/test-fixtures';
import { DashboardPage } from './dashboard-page';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

/** A booking on another flight than makeFlight()'s, so a flight-only draft stays continuable. */
function bookingElsewhere() {
  const b = makeBooking();
  return { ...b, flight: { ...b.flight, bookingReference: 'FL-OTHER-1' } };
}

function renderDashboard(
  route = '/dashboard',
  bookings = [makeBooking()],
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ firstName: 'Chidi' }))),
    'GET /api/bookings/user': () => json(200, { ...ok(bookings), message: `Found ${bookings.length} bookings.` }),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    ...extra,
  });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Route>
      </Routes>
      <CurrentLocation />
    </BookingDialogHost>,
    { route },
  );
  return net;
}

const stat = (label: string) => screen.getByText(label).nextElementSibling;

describe('dashboard', () => {
  it('greets the user and shows the statistics computed from the bookings list', async () => {
    renderDashboard('/dashboard', [
      makeBooking({ status: 'confirmed', paymentStatus: 'paid', totalAmount: 90 }),
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        totalAmount: 45,
        flight: { ...makeBooking().flight, departureTime: lagosTime(-3, '10:00') },
      }),
      makeBooking({ status: 'pending', paymentStatus: 'pending', totalAmount: 135 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Chidi!' })).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Bookings')).toHaveTextContent('3'));
    expect(stat('Upcoming Services')).toHaveTextContent('1');
    expect(stat('Total Spent')).toHaveTextContent('$135.00');
    expect(stat('Pending Payments')).toHaveTextContent('1');
    expect(stat('Confirmed Bookings')).toHaveTextContent('2');
    expect(stat('Pending Bookings')).toHaveTextContent('1');
    for (const name of ['My Bookings', 'Payment History', 'Profile Settings']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    // With bookings, Getting Started offers the next booking, not a first one (issue 19 §10).
    expect(screen.getByRole('heading', { name: 'Your Next Trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Another Service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Your First Service' })).not.toBeInTheDocument();
  });

  it('welcomes an account created in this tab, and offers its first booking (issue 19 §10)', async () => {
    window.sessionStorage.setItem('newAccountId', makeUser().id);
    renderDashboard('/dashboard', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Chidi!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Book Your First Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
  });

  it('shows its frame while the session is checked, and loads the statistics alongside the check', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let answerMe: (r: Response) => void = () => {};
    const net = stubFetch({
      'GET /api/auth/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
      'GET /api/bookings/user': () => json(200, ok([makeBooking({ status: 'confirmed', paymentStatus: 'paid' })])),
    });
    renderWithApp(
      <BookingDialogHost>
        <Routes>
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={<DashboardPage />} />
          </Route>
        </Routes>
      </BookingDialogHost>,
      { route: '/dashboard' },
    );

    // Neutral until the user is known: right for a new and a returning user alike (issue 19 §10).
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(stat('Total Bookings')).toHaveTextContent('–');
    await waitFor(() => expect(stat('Total Bookings')).toHaveTextContent('1'));
    expect(net.calls('GET /api/auth/me')).toHaveLength(1);

    answerMe(json(200, ok(makeUser({ firstName: 'Chidi' }))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Chidi!' })).toBeInTheDocument();
  });

  it('shows the closable Booking Confirmed banner with ?bookingCompleted=true, and no continue banner then', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    renderDashboard('/dashboard?bookingCompleted=true', [bookingElsewhere()]);
    const banner = await screen.findByRole('region', { name: 'Booking Confirmed' });
    expect(
      within(banner).getByText('A confirmation e-mail is on its way and arrives within 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Continue Your Booking' })).not.toBeInTheDocument();

    await userEvent.click(within(banner).getByRole('button', { name: 'Close the booking confirmation' }));
    expect(screen.queryByRole('region', { name: 'Booking Confirmed' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByRole('heading', { name: 'Continue Your Booking' })).toBeInTheDocument();
  });

  it('Continue Your Booking reopens the dialog on the saved flight; closing it with no draft left hides the banner', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    renderDashboard('/dashboard', [bookingElsewhere()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Booking' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change flight' }));
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Route' }));
    expect(readDraft('bookingFlightData')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Continue Your Booking' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['expired (issue 15 §5)', { status: 'expired' as const }],
    ['cancelled (issue 19 §4)', { status: 'cancelled' as const }],
    ['paid (issue 19 §4)', { status: 'confirmed' as const, paymentStatus: 'paid' as const }],
  ])('Continue Your Booking goes for a booking that is %s, and its draft with it', async (_, change) => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem(
      'bookingFormData',
      JSON.stringify({
        searchMethod: 'flightNumber',
        serviceType: 'arrival',
        passengerCount: 2,
        date: '2026-11-24',
        flightNumber: 'BA75',
        departure: '',
        arrival: '',
        specialRequirements: '',
        bookingId: makeBooking().id,
      }),
    );
    renderDashboard('/dashboard', [makeBooking(change)]);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Chidi!' })).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Bookings')).toHaveTextContent('1'));
    expect(screen.queryByRole('heading', { name: 'Continue Your Booking' })).not.toBeInTheDocument();
    // Gone from storage too, so a reload cannot bring the banner back.
    await waitFor(() => expect(readDraft('bookingFormData')).toBeNull());
    expect(readDraft('bookingFlightData')).toBeNull();
  });

  it('shows no Continue Your Booking for a flight the traveller has already booked (issue 26 §6)', async () => {
    const flight = makeFlight();
    window.localStorage.setItem('bookingFlightData', JSON.stringify(flight));
    const booked = makeBooking({ status: 'confirmed', paymentStatus: 'paid' });
    renderDashboard('/dashboard', [
      { ...booked, flight: { ...booked.flight, bookingReference: flight.bookingReference } },
    ]);
    await waitFor(() => expect(stat('Total Bookings')).toHaveTextContent('1'));
    expect(screen.queryByRole('heading', { name: 'Continue Your Booking' })).not.toBeInTheDocument();
    await waitFor(() => expect(readDraft('bookingFlightData')).toBeNull());
  });

  it('keeps Continue Your Booking for a booking that still awaits payment', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem(
      'bookingFormData',
      JSON.stringify({
        searchMethod: 'flightNumber',
        serviceType: 'arrival',
        passengerCount: 2,
        date: '2026-11-24',
        flightNumber: 'BA75',
        departure: '',
        arrival: '',
        specialRequirements: '',
        bookingId: makeBooking().id,
      }),
    );
    renderDashboard('/dashboard', [makeBooking({ paymentStatus: 'failed' })]);
    await waitFor(() => expect(stat('Total Bookings')).toHaveTextContent('1'));
    expect(screen.getByRole('heading', { name: 'Continue Your Booking' })).toBeInTheDocument();
    expect(readDraft('bookingFormData')).not.toBeNull();
  });

  it('Booking Confirmed names the booking paid and links to its page (issue 19 §10)', async () => {
    const older = makeBooking({ status: 'confirmed', paymentStatus: 'paid', createdAt: '2026-11-01T10:00:00.000Z' });
    const newer = makeBooking({ id: '6f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7', bookingReference: 'FT-NEWER1' });
    renderDashboard(`/dashboard?bookingCompleted=true&booking=${older.id}`, [newer, older]);
    const banner = await screen.findByRole('region', { name: 'Booking Confirmed' });
    expect(await within(banner).findByText('FT-7K3M9Q')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View booking FT-7K3M9Q' })).toHaveAttribute(
      'href',
      `/bookings/${older.id}`,
    );
  });

  it('shows the next confirmed service with its meeting time in WAT and meeting point', async () => {
    renderDashboard('/dashboard', [
      makeBooking({ status: 'confirmed', paymentStatus: 'paid', meetingTime: lagosTime(2, '17:45') }),
      makeBooking({ status: 'expired', meetingTime: lagosTime(1, '09:00') }),
    ]);
    const next = await screen.findByRole('region', { name: 'Your next service' });
    expect(within(next).getByText(/, 17:45 WAT$/)).toBeInTheDocument();
    expect(
      within(next).getByText('At the aircraft door, or at the top of the air bridge as you leave the aircraft.'),
    ).toBeInTheDocument();
  });

  it('puts the next service before a draft, and says what the draft is: flight, time, booking (issue 37)', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem(
      'bookingFormData',
      JSON.stringify({
        searchMethod: 'flightNumber',
        serviceType: 'arrival',
        passengerCount: 2,
        date: '2026-11-24',
        flightNumber: 'BA75',
        departure: '',
        arrival: '',
        specialRequirements: '',
        bookingId: makeBooking().id,
      }),
    );
    const held = makeBooking({ holdExpiresAt: lagosTime(1, '10:30') });
    const confirmed = {
      ...makeBooking({
        id: '6f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7',
        bookingReference: 'FT-NEXT01',
        status: 'confirmed',
        paymentStatus: 'paid',
        meetingTime: lagosTime(2, '17:45'),
      }),
    };
    renderDashboard('/dashboard', [held, { ...confirmed, flight: { ...confirmed.flight, bookingReference: 'FL-2' } }]);
    const next = await screen.findByRole('region', { name: 'Your next service' });
    const draft = await screen.findByRole('region', { name: 'Continue Your Booking' });
    expect(next.compareDocumentPosition(draft) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(draft).toHaveTextContent(
      /Booking FT-7K3M9Q for British Airways BA75, landing \w{3} \d{1,2} \w{3}, 17:45 WAT, held for payment until 10:30 WAT\./,
    );
  });

  it('a draft for a flight that can no longer be booked is dropped, not offered (issue 37)', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    renderDashboard('/dashboard', [bookingElsewhere()], {
      'GET /api/bookings/availability': () =>
        json(
          200,
          ok({
            serviceType: 'arrival',
            meetingTime: makeFlight().flightInfo.arrivalTime,
            meetingPoint: null,
            windowStart: makeFlight().flightInfo.arrivalTime,
            windowEnd: makeFlight().flightInfo.arrivalTime,
            officersNeeded: 1,
            available: false,
            unavailableCode: 'TOO_SOON',
            unavailableMessage: 'Arrival Service must be booked at least 3 hours before the meeting time.',
          }),
        ),
    });
    await waitFor(() => expect(readDraft('bookingFlightData')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Continue Your Booking' })).not.toBeInTheDocument();
  });

  it('a service in progress is the next service, marked In progress, and counts as such (issue 37)', async () => {
    renderDashboard('/dashboard', [
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        meetingTime: lagosTime(0, '00:00'),
        checkedInAt: new Date().toISOString(),
      }),
      makeBooking({ id: '6f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7', status: 'completed', paymentStatus: 'paid' }),
    ]);
    const next = await screen.findByRole('region', { name: 'Your next service' });
    expect(within(next).getByText('In progress')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'View booking FT-7K3M9Q' })).toBeInTheDocument();
    expect(stat('Completed')).toHaveTextContent('1');
  });

  it('New Booking clears the drafts and opens a fresh dialog', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem('bookingFormData', JSON.stringify({ flightNumber: 'BA75' }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'New Booking' }));
    expect(readDraft('bookingFlightData')).toBeNull();
    expect(readDraft('bookingFormData')).toBeNull();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: 'Flight Number' })).toHaveValue('');
  });

  it('?openBooking=true&step=confirmation opens the dialog and leaves the address', async () => {
    renderDashboard('/dashboard?openBooking=true&step=confirmation');
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/));
  });
});
