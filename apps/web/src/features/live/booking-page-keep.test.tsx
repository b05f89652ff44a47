/**
 * "Keep my booking" asks for the new flight (issue 36 item 5): the flight search the booking
 * dialog uses finds it, "Move my booking to …" sends it, and the page then shows the move; a
 * flight our team must move is named on the page; "I do not know my new flight yet" keeps the
 * booking without one.
 */
import { type Booking, lagosToday, type TravellerLive } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, makeBooking, makeFlight, ok } from '../bookings/test-fixtures';
import { BookingPage } from './booking-page';

vi.setConfig({ testTimeout: 20_000 });

const live: TravellerLive = {
  milestones: [],
  officer: null,
  verifiedOfficerName: null,
  chatOpen: true,
  unreadMessages: 0,
  rating: null,
  canRate: false,
};
const rebooked = makeFlight({
  bookingReference: 'FL-P47121-1',
  flightInfo: { ...makeFlight().flightInfo, airlineName: 'Air Peace', flightNumber: 'P47121' },
});

function renderPage(
  booking: Booking,
  answer: (body: Record<string, unknown>) => { booking: Booking; message: string; move: string | null },
) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  let current = booking;
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1', socialProviders: [], texts: true })),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking: current })),
    [`GET /api/bookings/${BOOKING_ID}/live`]: () => json(200, ok(live)),
    [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
    [`GET /api/flights/search/number/P47121/${lagosToday()}`]: () => json(200, ok(rebooked)),
    [`POST /api/bookings/${BOOKING_ID}/disruption-choice`]: (r) => {
      const next = answer(r.body as Record<string, unknown>);
      current = next.booking;
      return json(200, {
        success: true,
        message: next.message,
        data: { booking: current, refund: 'none', move: next.move },
      });
    },
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${BOOKING_ID}` },
  );
  return net;
}

const disrupted = makeBooking({
  status: 'confirmed',
  paymentStatus: 'paid',
  flightStatus: 'cancelled',
  flightDisruption: 'cancelled',
  flight: { ...makeBooking().flight, airlineName: 'Air Peace', flightNumber: 'P47125' },
});

async function findNewFlight() {
  await userEvent.click(await screen.findByRole('button', { name: 'Keep my booking for my new flight' }));
  const step = screen.getByRole('region', { name: /Which flight did the airline put you on/ });
  await userEvent.type(within(step).getByRole('textbox', { name: 'Flight Number' }), 'P47121');
  await userEvent.click(within(step).getByRole('button', { name: 'Search Flight' }));
  return step;
}

describe('keeping a booking after a cancelled flight (issue 36 item 5)', () => {
  it('asks for the new flight with the flight search, moves the booking, and the page shows the move', async () => {
    const moved = 'moved from P47125 (cancelled) to P47121, Mon 30 Nov, meeting 15:15 WAT';
    const net = renderPage(disrupted, () => ({
      move: 'moved',
      message: `Done: your booking ${moved}. Your meeting code and officer card stay on this page.`,
      booking: {
        ...disrupted,
        flightDisruption: null,
        flightStatus: 'scheduled',
        meetingTime: '2026-11-30T14:15:00.000Z',
        flight: { ...disrupted.flight, flightNumber: 'P47121' },
        meetingChange: {
          kind: 'moved',
          fromMeetingTime: '2026-11-29T14:15:00.000Z',
          toMeetingTime: '2026-11-30T14:15:00.000Z',
          fromFlightNumber: 'P47125',
          fromFlightDisruption: 'cancelled',
          toFlightNumber: 'P47121',
        },
      },
    }));
    const step = await findNewFlight();
    await userEvent.click(await within(step).findByRole('button', { name: 'Move my booking to Air Peace P47121' }));

    expect(net.calls(`POST /api/bookings/${BOOKING_ID}/disruption-choice`).map((r) => r.body)).toEqual([
      { choice: 'keep', flightBookingReference: 'FL-P47121-1' },
    ]);
    expect(
      await screen.findByText(`Done: your booking ${moved}. Your meeting code and officer card stay on this page.`),
    ).toBeVisible();
    expect(await screen.findByTestId('meeting-change')).toHaveTextContent(`Your booking ${moved}.`);
    expect(screen.queryByTestId('disruption-choice')).toBeNull();
  });

  it('names the flight our team will move it to, and keeps without a flight when the traveller does not know it', async () => {
    const net = renderPage(disrupted, (body) => ({
      move: body.flightBookingReference ? 'requested' : null,
      message: 'Thank you.',
      booking: {
        ...disrupted,
        disruptionChoice: 'keep',
        requestedFlightNumber: body.flightBookingReference ? 'P47121' : null,
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my booking for my new flight' }));
    await userEvent.click(screen.getByRole('button', { name: 'I do not know my new flight yet' }));
    expect(
      await screen.findByText(/You chose to keep this booking: our team will move it to your new flight\./),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Tell us your new flight' }));
    const step = screen.getByRole('region', { name: /Which flight did the airline put you on/ });
    await userEvent.type(within(step).getByRole('textbox', { name: 'Flight Number' }), 'P47121');
    await userEvent.click(within(step).getByRole('button', { name: 'Search Flight' }));
    await userEvent.click(await within(step).findByRole('button', { name: 'Move my booking to Air Peace P47121' }));
    expect(
      await screen.findByText(
        /our team will move it to P47121 and tell you when it is done\. You can still ask for a full refund/,
      ),
    ).toBeVisible();
    expect(net.calls(`POST /api/bookings/${BOOKING_ID}/disruption-choice`).map((r) => r.body)).toEqual([
      { choice: 'keep' },
      { choice: 'keep', flightBookingReference: 'FL-P47121-1' },
    ]);
  });
});
