/**
 * The board shows the service as it happens (issue 36 item 3): a state per card, updated by the
 * board's stream; Step in instead of Reassign once under way; late check-ins in red at the top
 * with a Call link, appearing when the moment the server named passes.
 */
import { LATE_CHECK_IN_TITLE } from '@fasttrack/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '../../test/fake-event-source';
import { hangUntilAborted, json } from '../../test/fake-fetch';
import { AS_OF, board, cardAt, late, ok, renderBoard, underWay, waiting } from '../../test/scenarios/ops-board';

vi.setConfig({ testTimeout: 20_000 });

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

  it('reads the board again as its stream first opens: a change made before it opened sends it no event', async () => {
    const streams = stubEventSource();
    let answered = 0;
    const moved = { ...waiting, serviceState: 'immigration' as const };
    renderBoard({
      'POST /api/live/tickets': () => json(200, ok({ ticket: 'ticket-1', expiresAt: '2026-11-23T16:21:00.000Z' })),
      'GET /api/ops/board': () => json(200, board([answered++ === 0 ? waiting : moved])),
    });
    const first = await cardAt('17:45');
    expect(within(first).getByTestId('service-state')).toHaveTextContent('Waiting');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.onopen?.(new Event('open')));
    await waitFor(() => expect(within(first).getByTestId('service-state')).toHaveTextContent('Immigration'));
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
});
