/**
 * A disrupted flight on the day board (issue 26 §3): the row says what the traveller answered and
 * the flight's own new time, and a dispatcher moves a kept booking to the re-booked flight (the
 * flight looked up by number and date, then the move with a reason).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makeFlight } from '../bookings/test-fixtures';
import { OpsBoardPage } from './ops-board-page';
import { makeOpsBooking } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });

describe('a cancelled flight on the operations board (issue 26 §3)', () => {
  it('shows the traveller kept the booking, and moves it to the new flight', async () => {
    const kept = makeOpsBooking({ flightDisruption: 'cancelled', disruptionChoice: 'keep', officers: [] });
    const delayed = makeOpsBooking({
      id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000009',
      bookingReference: 'FT-DELAY9',
      flight: { ...makeOpsBooking().flight, status: 'delayed', estimatedArrivalTime: '2026-11-23T19:10:00.000Z' },
    });
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
      'GET /api/ops/board': () =>
        json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [kept, delayed], capacity: [] })),
      'GET /api/flights/search/number/BA75/2026-11-24': () =>
        json(200, ok(makeFlight({ bookingReference: 'FLT-NEW75' }))),
      [`POST /api/ops/bookings/${kept.id}/move`]: () =>
        json(200, {
          success: true,
          message: 'Booking moved to BA75.',
          data: {
            bookingId: kept.id,
            flightNumber: 'BA75',
            meetingTime: '2026-11-24T16:45:00.000Z',
            missingOfficers: 0,
          },
        }),
    });
    renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });

    const rows = await screen.findAllByRole('article');
    const [keptRow, delayedRow] = rows as [HTMLElement, HTMLElement];
    expect(within(keptRow).getByText('Traveller keeps it: move to the new flight')).toBeVisible();
    expect(within(keptRow).queryByText('Needs officer')).toBeNull();
    expect(within(delayedRow).getByText(/New estimated landing: Mon 23 Nov, 20:10 WAT/)).toBeVisible();
    expect(within(delayedRow).queryByRole('button', { name: /Move to new flight/ })).toBeNull();

    await userEvent.click(within(keptRow).getByRole('button', { name: /Move to new flight/ }));
    await userEvent.type(within(keptRow).getByLabelText('New flight number'), 'ba75');
    await userEvent.type(within(keptRow).getByLabelText('Departure date'), '2026-11-24');
    await userEvent.click(within(keptRow).getByRole('button', { name: 'Move booking' }));

    expect(await screen.findByText(`${kept.bookingReference}: Booking moved to BA75.`)).toBeVisible();
    expect(net.calls(`POST /api/ops/bookings/${kept.id}/move`).map((r) => r.body)).toEqual([
      {
        flightBookingReference: 'FLT-NEW75',
        reason: 'Traveller re-booked after the flight was cancelled or diverted',
      },
    ]);
  });

  it('names the flight the traveller asked for, and fills it in to move the booking (issue 36 item 5)', async () => {
    const asked = makeOpsBooking({
      flightDisruption: 'cancelled',
      disruptionChoice: 'keep',
      requestedFlight: { flightNumber: 'P47121', date: '2026-11-30' },
      officers: [],
    });
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
      'GET /api/ops/board': () =>
        json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [asked], capacity: [] })),
      'GET /api/flights/search/number/P47121/2026-11-30': () =>
        json(200, ok(makeFlight({ bookingReference: 'FLT-P47121' }))),
      [`POST /api/ops/bookings/${asked.id}/move`]: () =>
        json(200, {
          success: true,
          message: 'Booking moved to P47121.',
          data: {
            bookingId: asked.id,
            flightNumber: 'P47121',
            meetingTime: '2026-11-30T14:15:00.000Z',
            missingOfficers: 0,
          },
        }),
    });
    renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });

    const row = await screen.findByRole('article');
    expect(within(row).getByText('Traveller keeps it: move to P47121 on Mon 30 Nov')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /Move to new flight/ }));
    expect(within(row).getByLabelText('New flight number')).toHaveValue('P47121');
    expect(within(row).getByLabelText('Departure date')).toHaveValue('2026-11-30');
    await userEvent.click(within(row).getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText(`${asked.bookingReference}: Booking moved to P47121.`)).toBeVisible();
    expect(net.calls(`POST /api/ops/bookings/${asked.id}/move`)[0]?.body).toMatchObject({
      flightBookingReference: 'FLT-P47121',
    });
  });
});
