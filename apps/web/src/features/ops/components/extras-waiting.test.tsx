/**
 * The dispatcher's "Extras waiting for confirmation" on the day board (issue 41 item 4): each
 * on-request line with its booking and its wait against the 2-hour promise, Confirm and Decline
 * (which asks first and says the line is refunded), the board's airport followed.
 */
import type { ExtraLine, WaitingExtra } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpsBoardPage } from '../ops-board-page';
import { DECLINE_QUESTION, waitWords } from './extras-waiting-item';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const BOOKING = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000d1';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const lounge: ExtraLine = {
  lineIndex: 2,
  addOnCode: 'lounge',
  label: 'Lounge access',
  unit: 'per passenger',
  quantity: 2,
  amountUsdCents: 7000,
  fulfilment: 'on_request',
  packageName: null,
  confirmation: 'awaiting',
  delivery: 'pending',
  refund: null,
};

const waiting = (overrides: Partial<WaitingExtra> = {}): WaitingExtra => ({
  bookingId: BOOKING,
  bookingReference: 'FT-7K3M9Q',
  airportIata: 'LOS',
  serviceType: 'arrival',
  meetingTime: '2026-11-23T16:45:00.000Z',
  airportTimeZone: 'Africa/Lagos',
  leadPassengerName: 'Ada Obi',
  passengerCount: 2,
  orderedAt: minutesAgo(35),
  line: lounge,
  ...overrides,
});

/** The board with `lines` waiting; an answered line leaves the list, as on the server. */
function renderBoard(lines: WaitingExtra[], route = '/ops?date=2026-11-23') {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  let open = lines;
  const answer = (kind: 'confirmation' | 'declined') => () => {
    open = open.filter((l) => l.line.lineIndex !== 2);
    const confirmation = kind === 'confirmation' ? 'confirmed' : 'declined';
    return json(200, ok({ line: { ...lounge, confirmation } }));
  };
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
    'GET /api/ops/airports': () => json(200, ok([])),
    'GET /api/ops/board': () =>
      json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [], capacity: [] })),
    'GET /api/ops/extras/waiting': () => json(200, ok({ lines: open })),
    [`POST /api/ops/bookings/${BOOKING}/extras/2/confirm`]: answer('confirmation'),
    [`POST /api/ops/bookings/${BOOKING}/extras/2/decline`]: answer('declined'),
  });
  renderWithApp(<OpsBoardPage />, { route });
  return net;
}

const section = () => screen.findByRole('region', { name: /^Extras waiting for confirmation/ });

describe('extras waiting for confirmation on the day board (issue 41 item 4)', () => {
  it('lists a waiting line with its booking and wait; confirming it calls the route and the line leaves', async () => {
    const net = renderBoard([waiting()]);
    const extras = await section();
    const item = await within(extras).findByRole('listitem');
    expect(item).toHaveTextContent('Lounge access: 2, per passenger');
    expect(item).toHaveTextContent('FT-7K3M9Q · Ada Obi · LOS · meeting Mon 23 Nov 2026, 17:45 WAT');
    expect(item).toHaveTextContent('Waiting 35 min, 1 h 25 min left');
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm Lounge access for FT-7K3M9Q' }));
    expect(await within(extras).findByText('No extras are waiting.')).toBeInTheDocument();
    expect(net.calls(`POST /api/ops/bookings/${BOOKING}/extras/2/confirm`)).toHaveLength(1);
    expect(within(extras).queryByRole('listitem')).toBeNull();
  });

  it('asks before declining, says the line is refunded, and sends the reason', async () => {
    const net = renderBoard([waiting()]);
    const item = await within(await section()).findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: /^Decline/ }));
    const question = within(item).getByRole('alertdialog');
    expect(question).toHaveAccessibleDescription(DECLINE_QUESTION);
    expect(net.calls(`POST /api/ops/bookings/${BOOKING}/extras/2/decline`)).toHaveLength(0);
    await userEvent.type(within(question).getByRole('textbox', { name: /Reason/ }), 'The lounge is closed for works');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('No extras are waiting.')).toBeInTheDocument();
    expect(net.calls(`POST /api/ops/bookings/${BOOKING}/extras/2/decline`).map((r) => r.body)).toEqual([
      { reason: 'The lounge is closed for works' },
    ]);
  });

  it("shows Overdue past 2 hours, and asks for the board's airport", async () => {
    const net = renderBoard([waiting({ orderedAt: minutesAgo(135) })], '/ops?date=2026-11-23&airport=LOS');
    const item = await within(await section()).findByRole('listitem');
    expect(item).toHaveTextContent('Overdue: waiting 2 h 15 min');
    expect(net.calls('GET /api/ops/extras/waiting').at(-1)?.search).toBe('?airport=LOS');
  });

  it('says when no extra is waiting', async () => {
    renderBoard([]);
    expect(await within(await section()).findByText('No extras are waiting.')).toBeInTheDocument();
  });
});

describe('waitWords', () => {
  const ordered = '2026-11-23T10:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(ordered) + minutes * 60_000);
  it('counts the wait against the 2-hour promise, and is overdue from 2 hours on', () => {
    expect(waitWords(ordered, at(0))).toEqual({ text: 'Waiting 0 min, 2 h left', overdue: false });
    expect(waitWords(ordered, at(60))).toEqual({ text: 'Waiting 1 h, 1 h left', overdue: false });
    expect(waitWords(ordered, at(119))).toEqual({ text: 'Waiting 1 h 59 min, 1 min left', overdue: false });
    expect(waitWords(ordered, at(120))).toEqual({ text: 'Overdue: waiting 2 h', overdue: true });
  });
});
