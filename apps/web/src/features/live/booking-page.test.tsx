import {
  type Booking,
  cantFindOfficerSteps,
  chatNotYetMessage,
  serviceTimeZone,
  type TravellerLive,
} from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, makeBooking, ok } from '../bookings/test-fixtures';
import { BookingPage } from './booking-page';

vi.setConfig({ testTimeout: 20_000 });

const noService: TravellerLive = {
  milestones: [],
  officer: null,
  verifiedOfficerName: null,
  chatOpen: true,
  unreadMessages: 0,
  rating: null,
  canRate: false,
};

function renderBooking(
  live: TravellerLive,
  status: 'confirmed' | 'cancelled' = 'confirmed',
  overrides: Partial<Booking> = {},
) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const booking = makeBooking({
    status,
    paymentStatus: 'paid',
    meetingCode: '0427',
    specialRequests: 'Wheelchair at the aircraft door, and help with two large suitcases and a pram',
    ...overrides,
  });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking })),
    [`GET /api/bookings/${BOOKING_ID}/live`]: () => json(200, ok(live)),
    [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${BOOKING_ID}` },
  );
  return booking;
}

describe('the booking page (issue 17 §1)', () => {
  it('shows the meeting code, special requirements in full and when the officer will be shown', async () => {
    const booking = renderBooking(noService);
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.bookingReference}` })).toBeVisible();
    expect(screen.getByTestId('meeting-code')).toHaveTextContent('0427');
    expect(
      screen.getByText('Wheelchair at the aircraft door, and help with two large suitcases and a pram'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your officer will be shown 30 minutes before your meeting time'),
    ).toBeInTheDocument();
    expect(screen.getByText(/WAT$/, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Receipt/i })).toBeInTheDocument();
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
  });

  it("reads every time on the clock of the booking's airport: GMT at an airport in Accra's zone (issue 41 item 2)", async () => {
    const base = makeBooking();
    renderBooking(
      { ...noService, milestones: [{ milestone: 'checked_in', at: '2026-12-01T16:20:00.000Z' }] },
      'confirmed',
      {
        meetingTime: '2026-12-01T16:45:00.000Z',
        flight: {
          ...base.flight,
          arrivalIata: 'ACC',
          arrivalTime: '2026-12-01T16:30:00+00:00',
          arrivalTimeZone: 'Africa/Accra',
        },
      },
    );
    expect(await screen.findByText('Tue 1 Dec 2026, 16:45 GMT', { selector: 'dd' })).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Service progress' })).findByText('16:20 GMT')).toBeVisible();
    expect(screen.queryByText(/WAT/)).not.toBeInTheDocument();
  });

  it('shows the officer card and "Verified" once the code matched', async () => {
    renderBooking({
      ...noService,
      milestones: [
        { milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' },
        { milestone: 'met', at: '2026-11-24T13:05:00.000Z' },
      ],
      officer: { name: 'Tunde Bello', badgeNumber: 'LOS-PO-001', languages: ['English', 'Yoruba'], photoUrl: null },
      verifiedOfficerName: 'Tunde Bello',
    });
    expect(await screen.findByText('Verified: you are with Officer Tunde Bello')).toBeInTheDocument();
    const card = screen.getByTestId('officer-card');
    expect(within(card).getByText('Officer Tunde Bello')).toBeInTheDocument();
    expect(within(card).getByText('Badge LOS-PO-001')).toBeInTheDocument();
    expect(within(card).getByText('Speaks English, Yoruba')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Service progress' });
    expect(within(progress).getByText('14:05 WAT')).toBeInTheDocument();
  });

  it('offers no cancel once the officer has checked in, and says whom to call (issue 26 §2)', async () => {
    renderBooking({ ...noService, milestones: [{ milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' }] });
    expect(
      await screen.findByText(
        'Your officer has checked in, so this service can no longer be cancelled in the app. To stop it, call us on +234 800 327 8725, or tell your officer in the chat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('never says "Verified" or "will be shown" on a cancelled booking (issue 26 §2)', async () => {
    renderBooking({ ...noService, verifiedOfficerName: 'Tunde Bello' }, 'cancelled');
    expect(await screen.findByText('This booking is cancelled: no officer will meet you.')).toBeInTheDocument();
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/will be shown 30 minutes/)).not.toBeInTheDocument();
  });

  it('a cancelled booking says there is no meeting, and shows no empty steps, code or help (issue 37)', async () => {
    renderBooking(noService, 'cancelled');
    expect(
      await screen.findByText(/^No meeting: this booking was cancelled\. It was planned for /),
    ).toBeInTheDocument();
    expect(screen.queryByText('Meeting point')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Service progress' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('meeting-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cant-find-officer')).not.toBeInTheDocument();
  });

  it('reads "In progress" once the officer has checked in (issue 37)', async () => {
    renderBooking({ ...noService, milestones: [{ milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' }] });
    expect(await screen.findByText('In progress')).toBeInTheDocument();
  });
});

describe('the day of the service and before it (issue 37)', () => {
  // The meeting is now: today in Lagos, whatever the hour.
  const today = new Date().toISOString();

  it('puts the code, the officer and the help first on the day', async () => {
    renderBooking(noService, 'confirmed', { meetingTime: today });
    const first = await screen.findByTestId('service-day');
    expect(within(first).getByTestId('meeting-code')).toHaveTextContent('0427');
    expect(within(first).getByRole('heading', { name: 'Your officer' })).toBeInTheDocument();
    expect(within(first).getByTestId('cant-find-officer')).toBeInTheDocument();
    const service = screen.getByRole('heading', { name: 'Your service' });
    expect(first.compareDocumentPosition(service) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByTestId('meeting-code')).toHaveLength(1);
  });

  it('"I can’t find my officer" says where to wait, how to know the officer and whom to call, until met', async () => {
    const booking = renderBooking(noService);
    const help = await screen.findByTestId('cant-find-officer');
    for (const step of cantFindOfficerSteps(
      booking.meetingPoint,
      new Date(booking.meetingTime),
      serviceTimeZone(booking),
    )) {
      expect(within(help).getByText(step)).toBeInTheDocument();
    }
    expect(within(help).getByRole('link', { name: 'Call +234 800 327 8725' })).toHaveAttribute(
      'href',
      'tel:+2348003278725',
    );
  });

  it('holds the chat box back, saying why, until the officer is shown; then it can be used', async () => {
    const booking = renderBooking(noService);
    const box = await screen.findByLabelText('Message');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(chatNotYetMessage(new Date(booking.meetingTime), serviceTimeZone(booking)));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('opens the chat box once the officer is shown, and the help goes once they have met', async () => {
    renderBooking({
      ...noService,
      milestones: [
        { milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' },
        { milestone: 'met', at: '2026-11-24T13:05:00.000Z' },
      ],
      officer: { name: 'Tunde Bello', badgeNumber: 'LOS-PO-001', languages: ['English'], photoUrl: null },
    });
    expect(await screen.findByLabelText('Message')).toBeEnabled();
    expect(screen.queryByTestId('cant-find-officer')).not.toBeInTheDocument();
  });
});
