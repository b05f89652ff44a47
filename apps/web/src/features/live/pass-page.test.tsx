/**
 * The lead passenger's pass (issue 36 item 1), opened from the signed link with no account: the
 * meeting code, time and point, the move of the meeting time and the officer card; a cancelled
 * service says so and shows no code; a link past its day says it has ended.
 */
import type { PassengerPass } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render';
import { ok } from '../bookings/test-fixtures';
import { PassPage } from './pass-page';

const TOKEN = 'eyJzdWIiOiJGVC03SzNNOVEifQ~c2lnbmF0dXJl';
const pass: PassengerPass = {
  bookingReference: 'FT-7K3M9Q',
  passengerName: 'Zoë Łukasiewicz',
  serviceType: 'arrival',
  passengerCount: 1,
  status: 'confirmed',
  flight: {
    airlineName: 'Air Peace',
    flightNumber: 'P47121',
    departureIata: 'ABV',
    arrivalIata: 'LOS',
    departureTime: '2026-11-30T13:15:00+01:00',
    arrivalTime: '2026-11-30T15:15:00+01:00',
    terminal: 'Domestic',
    status: 'scheduled',
  },
  meetingTime: '2026-11-30T14:15:00.000Z',
  airportTimeZone: 'Africa/Lagos',
  meetingPoint: 'Domestic terminal: at the aircraft door, or at the foot of the aircraft steps.',
  meetingCode: '0427',
  officer: { name: 'Adebayo Okafor', badgeNumber: 'LOS-PO-002', languages: ['English', 'Yoruba'], photoUrl: null },
  verifiedOfficerName: null,
  milestones: [{ milestone: 'checked_in', at: '2026-11-30T13:40:00.000Z' }],
  flightDisruption: null,
  meetingChange: {
    kind: 'moved',
    fromMeetingTime: '2026-11-29T14:15:00.000Z',
    toMeetingTime: '2026-11-30T14:15:00.000Z',
    fromFlightNumber: 'P47125',
    fromFlightDisruption: 'cancelled',
    toFlightNumber: 'P47121',
  },
  expiresAt: '2026-11-30T23:00:00.000Z',
};

function renderPass(answer: () => Response) {
  const net = stubFetch({ [`GET /api/pass/${TOKEN}`]: answer });
  renderWithApp(
    <Routes>
      <Route path="/pass/:token" element={<PassPage />} />
    </Routes>,
    { route: `/pass/${TOKEN}` },
  );
  return net;
}

describe('the passenger pass (issue 36 item 1)', () => {
  it('shows the meeting code, time and point, the move, and the officer, with no account', async () => {
    const net = renderPass(() => json(200, ok(pass)));
    expect(await screen.findByTestId('meeting-code')).toHaveTextContent('0427');
    expect(screen.getByText('Zoë Łukasiewicz, an officer will meet you at the airport.')).toBeVisible();
    expect(screen.getByTestId('meeting-change')).toHaveTextContent(
      'Your booking moved from P47125 (cancelled) to P47121, Mon 30 Nov, meeting 15:15 WAT.',
    );
    expect(screen.getByText('Mon 30 Nov 2026, 15:15 WAT')).toBeVisible();
    expect(screen.getByTestId('officer-card')).toHaveTextContent('Officer Adebayo Okafor');
    expect(screen.getByText('This page works until Tue 1 Dec 2026, 00:00 WAT.')).toBeVisible();
    // No bearer token is sent: the link is the only credential.
    expect(net.calls(`GET /api/pass/${TOKEN}`)[0]?.headers.get('authorization')).toBeNull();
  });

  it('says a cancelled service is cancelled, without the code', async () => {
    renderPass(() => json(200, ok({ ...pass, status: 'cancelled', meetingCode: null, officer: null })));
    expect(
      await screen.findByText('This service was cancelled. The person who booked it has the details.'),
    ).toBeVisible();
    expect(screen.queryByTestId('meeting-code')).toBeNull();
  });

  it('says an expired link has ended', async () => {
    renderPass(() =>
      json(410, { success: false, error: 'LINK_EXPIRED', message: 'This link has ended with the day of the service.' }),
    );
    expect(await screen.findByText('This link has ended with the day of the service.')).toBeVisible();
    expect(screen.queryByTestId('meeting-code')).toBeNull();
  });
});
