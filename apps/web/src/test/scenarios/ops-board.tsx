/**
 * The board's answers and page for the component tests of issue 36 item 3: a waiting service
 * (FT-7K3M9Q, 17:45 WAT), one under way (FT-WAY001, 18:30 WAT, at immigration), a late check-in
 * of the first, and the board page rendered for a dispatcher.
 */
import type { OpsBooking } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import { OpsBoardPage } from '../../features/ops/ops-board-page';
import { makeOpsBooking, OFFICER_1 } from '../../features/ops/test-fixtures';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../fake-fetch';
import { makeUser } from '../fixtures';
import { renderWithApp } from '../render';

export const ok = <T,>(data: T) => ({ success: true, data });
export const AS_OF = '2026-11-23T16:20:00.000Z';

export const waiting = makeOpsBooking();
export const underWay = makeOpsBooking({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000041',
  bookingReference: 'FT-WAY001',
  meetingTime: '2026-11-23T17:30:00.000Z',
  serviceState: 'immigration',
});
export const late = {
  bookingId: waiting.id,
  bookingReference: waiting.bookingReference,
  meetingTime: waiting.meetingTime,
  airportTimeZone: 'Africa/Lagos',
  checkInDueAt: '2026-11-23T16:35:00.000Z',
  meetingPoint: 'International terminal, at the aircraft door',
  flightNumber: 'BA75',
  officers: [OFFICER_1],
};

export function board(bookings: OpsBooking[], extra: Record<string, unknown> = {}) {
  return ok({
    date: '2026-11-23',
    timeZone: 'Africa/Lagos',
    bookings,
    capacity: [
      { hourStart: '2026-11-23T15:00:00.000Z', onShift: 3, inService: 1 },
      { hourStart: '2026-11-23T16:00:00.000Z', onShift: 2, inService: 2 },
    ],
    lateCheckIns: [],
    asOf: AS_OF,
    nextCheckInDueAt: null,
    ...extra,
  });
}

export function renderBoard(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
    'GET /api/ops/board': () => json(200, board([waiting, underWay])),
    ...routes,
  });
  renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });
  return net;
}

/** The card whose meeting time is `time` (WAT): FT-7K3M9Q at 17:45, the second booking at 18:30. */
export const cardAt = (time: string) => screen.findByRole('article', { name: new RegExp(`${time} WAT`) });
