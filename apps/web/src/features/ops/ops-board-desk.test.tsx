/**
 * The desk's work on a board card (issue 36 item 3, issue 37): the meeting recorded for the
 * officer with the code read on the phone; cancelled and refunded bookings greyed under their
 * filter; the chat read and written as "FastTrack support"; the capacity strip closed on a phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-fetch';
import { board, cardAt, ok, renderBoard, underWay, waiting } from '../../test/scenarios/ops-board';
import { makeOpsBooking } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('the desk on a board card (issue 36 item 3)', () => {
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
      'Record the meeting, with the code',
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
