/**
 * The board shows the service as it happens (issue 36 item 3): a state per card, updated by the
 * board's stream; late check-ins in red at the top with a Call link, appearing when the moment
 * the server named passes; Step in instead of Reassign once under way; cancelled and refunded
 * bookings greyed under their filter; the chat read and written as "FastTrack support"; the
 * capacity strip closed on a phone (issue 37).
 */
import { LATE_CHECK_IN_TITLE, type OpsBooking } from '@fasttrack/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { stubEventSource } from '../../test/fake-event-source';
import { hangUntilAborted, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OpsBoardPage } from './ops-board-page';
import { makeOpsBooking, OFFICER_1 } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const AS_OF = '2026-11-23T16:20:00.000Z';

const waiting = makeOpsBooking();
const underWay = makeOpsBooking({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000041',
  bookingReference: 'FT-WAY001',
  meetingTime: '2026-11-23T17:30:00.000Z',
  serviceState: 'immigration',
});
const late = {
  bookingId: waiting.id,
  bookingReference: waiting.bookingReference,
  meetingTime: waiting.meetingTime,
  checkInDueAt: '2026-11-23T16:35:00.000Z',
  meetingPoint: 'International terminal, at the aircraft door',
  flightNumber: 'BA75',
  officers: [OFFICER_1],
};

function board(bookings: OpsBooking[], extra: Record<string, unknown> = {}) {
  return ok({
    date: '2026-11-23',
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

function renderBoard(routes: Parameters<typeof stubFetch>[0] = {}) {
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
const cardAt = (time: string) => screen.findByRole('article', { name: new RegExp(`${time} WAT`) });

describe('the board, as the service happens (issue 36 item 3)', () => {
  it('shows each service’s state, and once under way offers Step in instead of Reassign', async () => {
    const net = renderBoard({
      [`POST /api/ops/bookings/${underWay.id}/step-in`]: () => json(200, ok({})),
    });
    const first = await cardAt('17:45');
    const second = await cardAt('18:30');
    expect(within(first).getByTestId('service-state')).toHaveTextContent('Waiting');
    expect(within(second).getByTestId('service-state')).toHaveTextContent('Immigration');
    expect(within(first).getByRole('button', { name: 'Reassign FT-7K3M9Q' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Reassign/ })).not.toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Step in on FT-WAY001' }));
    const action = within(second).getByRole('combobox', { name: 'Action' });
    expect(
      within(action)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Record baggage for the officer', 'Cancel the booking']);
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Reason (kept in the audit trail)' }),
      'Officer’s phone is flat',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(net.calls(`POST /api/ops/bookings/${underWay.id}/step-in`)).toHaveLength(1));
    expect(net.calls(`POST /api/ops/bookings/${underWay.id}/step-in`)[0]?.body).toEqual({
      milestone: 'baggage',
      reason: 'Officer’s phone is flat',
    });
    expect(await screen.findByText('FT-WAY001: Baggage recorded for the officer.')).toBeInTheDocument();
  });

  it('records the meeting for the officer with the code read on the phone', async () => {
    const checkedIn = { ...underWay, serviceState: 'checked_in' as const };
    const net = renderBoard({
      'GET /api/ops/board': () => json(200, board([checkedIn])),
      [`POST /api/ops/bookings/${underWay.id}/step-in`]: () =>
        json(422, { success: false, error: 'MEETING_CODE_WRONG', message: 'That code does not match. 4 tries left.' }),
    });
    const row = await cardAt('18:30');
    await userEvent.click(within(row).getByRole('button', { name: 'Step in on FT-WAY001' }));
    expect(within(row).getByRole('combobox', { name: 'Action' })).toHaveDisplayValue(
      'Record the meeting (code read on the phone)',
    );
    await userEvent.type(within(row).getByRole('textbox', { name: 'Reason (kept in the audit trail)' }), 'No signal');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Meeting code the traveller gives' }), '4821');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByText('That code does not match. 4 tries left.')).toBeInTheDocument();
    expect(net.calls(`POST /api/ops/bookings/${underWay.id}/step-in`)[0]?.body).toEqual({
      milestone: 'met',
      reason: 'No signal',
      code: '4821',
    });
  });

  it('shows a milestone on its card as the board’s stream delivers it', async () => {
    const streams = stubEventSource();
    let answered = 0;
    renderBoard({
      'POST /api/live/tickets': () => json(200, ok({ ticket: 'ticket-1', expiresAt: '2026-11-23T16:21:00.000Z' })),
      // The first answer only: the card can change only through the event.
      'GET /api/ops/board': (request, init) =>
        answered++ === 0 ? json(200, board([waiting, underWay])) : hangUntilAborted(request, init),
    });
    const first = await cardAt('17:45');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.url).toContain('ticket=ticket-1');
    act(() =>
      streams[0]?.emit('milestone', 42, {
        id: 42,
        bookingId: waiting.id,
        type: 'milestone',
        payload: { milestone: 'immigration', at: '2026-11-23T16:50:00.000Z', state: 'immigration' },
        createdAt: '2026-11-23T16:50:00.000Z',
      }),
    );
    await waitFor(() => expect(within(first).getByTestId('service-state')).toHaveTextContent('Immigration'));
    expect(within(first).queryByRole('button', { name: /Reassign/ })).not.toBeInTheDocument();
  });

  it('lists late check-ins in red at the top with the officer’s name and a Call link', async () => {
    renderBoard({
      'GET /api/ops/board': () =>
        json(200, board([{ ...waiting, lateCheckIn: true }, underWay], { lateCheckIns: [late] })),
    });
    const section = await screen.findByRole('region', { name: LATE_CHECK_IN_TITLE });
    expect(section).toHaveTextContent('Tunde Bakare · FT-7K3M9Q · BA75 · meeting 17:45 WAT');
    expect(within(section).getByRole('link', { name: 'Call Tunde Bakare 0803 000 0001' })).toHaveAttribute(
      'href',
      'tel:+2348030000001',
    );
    // Above the day's services, and on the card itself.
    const first = await cardAt('17:45');
    expect(section.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first).getByText('Officer not checked in')).toHaveClass('text-red-900');
  });

  it('asks the board again when the next check-in falls due by the server’s clock, whatever this computer’s clock says', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // This computer's clock is years off; only the wait the server named counts.
    vi.setSystemTime(new Date('2031-05-01T09:00:00.000Z'));
    let calls = 0;
    const net = renderBoard({
      'GET /api/ops/board': () =>
        calls++ === 0
          ? json(200, board([waiting], { asOf: AS_OF, nextCheckInDueAt: '2026-11-23T16:20:30.000Z' }))
          : json(
              200,
              board([{ ...waiting, lateCheckIn: true }], { asOf: '2026-11-23T16:20:31.000Z', lateCheckIns: [late] }),
            ),
    });
    await cardAt('17:45');
    expect(screen.queryByRole('region', { name: LATE_CHECK_IN_TITLE })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(net.calls('GET /api/ops/board')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(await screen.findByRole('region', { name: LATE_CHECK_IN_TITLE })).toBeInTheDocument();
    expect(net.calls('GET /api/ops/board')).toHaveLength(2);
  });

  it('keeps the day’s cancelled and refunded bookings, greyed, under their filter', async () => {
    const cancelled = makeOpsBooking({ status: 'cancelled', serviceState: 'cancelled', officers: [] });
    const refunded = makeOpsBooking({
      id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000051',
      bookingReference: 'FT-REF001',
      meetingTime: '2026-11-23T17:30:00.000Z',
      status: 'cancelled',
      paymentStatus: 'refunded',
      serviceState: 'refunded',
      officers: [],
    });
    const net = renderBoard({
      'GET /api/ops/board': (request) =>
        json(200, request.search.includes('filter=cancelled') ? board([cancelled, refunded]) : board([waiting])),
    });
    await cardAt('17:45');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled and refunded' }));
    await waitFor(() =>
      expect(net.calls('GET /api/ops/board').at(-1)?.search).toBe('?date=2026-11-23&filter=cancelled'),
    );
    const first = await screen.findByRole('article', { name: /17:45 WAT/ });
    await waitFor(() => expect(within(first).getByTestId('service-state')).toHaveTextContent('Cancelled'));
    expect(within(await cardAt('18:30')).getByTestId('service-state')).toHaveTextContent('Refunded');
    expect(first).toHaveClass('bg-slate-100');
    expect(within(first).queryByRole('button', { name: /Reassign|Step in/ })).not.toBeInTheDocument();
  });

  it('reads a service’s chat and writes into it as FastTrack support', async () => {
    const chatting = { ...waiting, chatMessages: 1 };
    const net = renderBoard({
      'GET /api/ops/board': () => json(200, board([chatting])),
      [`GET /api/bookings/${waiting.id}/chat`]: () =>
        json(
          200,
          ok({
            open: true,
            messages: [
              {
                id: '5a5a5a5a-0000-4000-8000-000000000001',
                senderRole: 'customer',
                senderName: 'Ada',
                body: 'I cannot find the door',
                mine: false,
                createdAt: '2026-11-23T16:30:00.000Z',
              },
            ],
          }),
        ),
      [`POST /api/bookings/${waiting.id}/chat`]: (request) =>
        json(
          200,
          ok({
            message: {
              id: '5a5a5a5a-0000-4000-8000-000000000002',
              senderRole: 'dispatcher',
              senderName: 'FastTrack support',
              body: (request.body as { body: string }).body,
              mine: true,
              createdAt: '2026-11-23T16:31:00.000Z',
            },
          }),
        ),
    });
    const row = await cardAt('17:45');
    await userEvent.click(within(row).getByRole('button', { name: 'Chat (1) of FT-7K3M9Q' }));
    expect(await within(row).findByText('I cannot find the door')).toBeInTheDocument();
    expect(within(row).getByRole('heading', { name: 'Chat of FT-7K3M9Q' })).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox', { name: 'Write as FastTrack support' }), 'Door 3, blue sign');
    await userEvent.click(within(row).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(net.calls(`POST /api/bookings/${waiting.id}/chat`)).toHaveLength(1));
    expect(net.calls(`POST /api/bookings/${waiting.id}/chat`)[0]?.body).toEqual({ body: 'Door 3, blue sign' });
  });

  it('summarises capacity in one closed line on a phone, so the bookings come first (issue 37)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderBoard();
    await cardAt('17:45');
    const summary = screen.getByText('Busiest 17:00 WAT: 2 of 2 in service; 1 hour full');
    const strip = summary.closest('details') as HTMLDetailsElement;
    expect(strip.open).toBe(false);
    await userEvent.click(summary);
    expect(strip.open).toBe(true);
  });
});
