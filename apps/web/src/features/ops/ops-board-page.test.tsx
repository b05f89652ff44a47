import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OpsBoardPage } from './ops-board-page';
import { makeOpsBooking, OFFICER_1, OFFICER_2 } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });

const paid = makeOpsBooking();
const short = makeOpsBooking({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000002',
  bookingReference: 'FT-AB12CD',
  serviceType: 'departure',
  meetingTime: '2026-11-23T18:00:00.000Z',
  officers: [],
  needsOfficer: true,
  specialRequests: null,
});

function board(bookings = [paid, short]) {
  return ok({
    date: '2026-11-23',
    timeZone: 'Africa/Lagos',
    bookings,
    capacity: [
      { hourStart: '2026-11-23T15:00:00.000Z', onShift: 3, inService: 1 },
      { hourStart: '2026-11-23T16:00:00.000Z', onShift: 0, inService: 0 },
    ],
  });
}

function renderBoard(routes: Parameters<typeof stubFetch>[0] = {}, role: 'dispatcher' | 'admin' = 'dispatcher') {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'GET /api/ops/board': () => json(200, board()),
    ...routes,
  });
  renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });
  return net;
}

describe('the operations board (issue 19 §1)', () => {
  it('shows "No phone given" instead of a call link when no real number is known', async () => {
    const unreachable = makeOpsBooking({ leadPassenger: { name: 'Chidi', phone: null, email: 'chidi@example.com' } });
    renderBoard({ 'GET /api/ops/board': () => json(200, board([unreachable])) });
    const row = await screen.findByRole('article', { name: /17:45 WAT/ });
    expect(within(row).getByText(/Chidi ·\s*No phone given/)).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /\+234/ })).not.toBeInTheDocument();
  });
});

describe('the operations board (issue 15 §7)', () => {
  it('lists the bookings with what the desk needs, and "Needs officer" only on the one without', async () => {
    const net = renderBoard();
    const first = await screen.findByRole('article', { name: /17:45 WAT/ });
    const rows = screen.getAllByRole('article');
    expect(rows).toHaveLength(2);

    // Meeting time in WAT (16:45 UTC is 17:45 WAT), lead passenger with a tel: link, written as
    // people read a Nigerian number (issue 37), requirements in full.
    expect(within(first).getByRole('heading')).toHaveTextContent('17:45 WAT');
    expect(within(first).getByRole('link', { name: '0801 234 5678' })).toHaveAttribute('href', 'tel:+2348012345678');
    expect(within(first).queryByText(/\+234/)).not.toBeInTheDocument();
    // The officer's phone too, for the dispatcher to call.
    expect(within(first).getByRole('link', { name: '0803 000 0001' })).toHaveAttribute('href', 'tel:+2348030000001');
    expect(within(first).getByText(paid.specialRequests ?? '')).toBeInTheDocument();
    expect(within(first).getByText(/Tunde Bakare \(FAAN-P-0101\)/)).toBeInTheDocument();
    expect(within(first).queryByText('Needs officer')).not.toBeInTheDocument();

    const second = rows[1] as HTMLElement;
    expect(within(second).getByText('Needs officer')).toHaveClass('text-red-900');
    expect(within(second).getByText('None assigned')).toBeInTheDocument();

    // The capacity strip reads as text too; hours with nobody on shift are left out.
    expect(screen.getByText('16:00 WAT: 1 of 3 officers on shift in service')).toBeInTheDocument();
    expect(screen.queryByText(/17:00 WAT:/)).not.toBeInTheDocument();
    expect(net.calls('GET /api/ops/board')[0]?.search).toBe('?date=2026-11-23&filter=all');
  });

  it('offers each action only where it means something, and shows an unpaid hold until when (issue 26 §6)', async () => {
    const hold = makeOpsBooking({
      id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000031',
      bookingReference: 'FT-HOLD01',
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: '2026-11-23T12:30:00.000Z',
      needsOfficer: false,
    });
    const locked = makeOpsBooking({
      id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000032',
      bookingReference: 'FT-LOCK01',
      codeLocked: true,
    });
    renderBoard({ 'GET /api/ops/board': () => json(200, board([hold, locked])) });
    await screen.findAllByRole('article');
    const holdRow = screen.getByText('Unpaid hold until 13:30 WAT').closest('[role="article"]') as HTMLElement;
    expect(within(holdRow).getByText('Unpaid hold until 13:30 WAT')).toBeInTheDocument();
    expect(within(holdRow).queryByRole('button', { name: /Reassign|Step in|Unlock code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock code of FT-LOCK01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign FT-LOCK01' })).toBeInTheDocument();
  });

  it('filters and searches through the API', async () => {
    const net = renderBoard();
    await screen.findByRole('article', { name: /17:45 WAT/ });
    await userEvent.click(screen.getByRole('button', { name: 'Needs officer' }));
    await waitFor(() =>
      expect(net.calls('GET /api/ops/board').at(-1)?.search).toBe('?date=2026-11-23&filter=needs-officer'),
    );
    expect(screen.getByRole('button', { name: 'Needs officer' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Reference, name, e-mail or phone' }),
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(net.calls('GET /api/ops/board').at(-1)?.search).toBe(
        '?date=2026-11-23&filter=needs-officer&q=ada%40example.com',
      ),
    );
  });

  it('reassigns a booking to another officer from its row', async () => {
    const net = renderBoard({
      [`GET /api/ops/bookings/${paid.id}/candidates`]: () => json(200, ok({ officers: [OFFICER_2] })),
      [`POST /api/ops/bookings/${paid.id}/assignments`]: () => json(200, ok({})),
    });
    const row = await screen.findByRole('article', { name: /17:45 WAT/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Reassign FT-7K3M9Q' }));
    const choice = await within(row).findByRole('option', { name: 'Ngozi Eze (FAAN-P-0102)' });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'New officer' }), choice);
    expect(within(row).getByRole('combobox', { name: 'Instead of' })).toHaveValue(OFFICER_1.id);
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(net.calls(`POST /api/ops/bookings/${paid.id}/assignments`)).toHaveLength(1));
    expect(net.calls(`POST /api/ops/bookings/${paid.id}/assignments`)[0]?.body).toEqual({
      officerId: OFFICER_2.id,
      replaceOfficerId: OFFICER_1.id,
    });
    expect(await screen.findByText('Officers of FT-7K3M9Q updated.')).toBeInTheDocument();
    // The board is asked again, so the row shows the new officer.
    await waitFor(() => expect(net.calls('GET /api/ops/board').length).toBeGreaterThan(1));
  });

  it('cancels a service under way with a reason, and shows a refusal as the API says it (issue 26 §2)', async () => {
    const net = renderBoard({
      [`POST /api/ops/bookings/${paid.id}/cancel`]: () => json(200, ok({})),
      [`POST /api/ops/bookings/${paid.id}/gate-override`]: () =>
        json(409, { success: false, error: 'CONFLICT', message: 'You have already checked in for this service.' }),
    });
    const row = await screen.findByRole('article', { name: /17:45 WAT/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Step in on FT-7K3M9Q' }));
    const reason = within(row).getByRole('textbox', { name: 'Reason (kept in the audit trail)' });
    await userEvent.type(reason, 'Officer at the door early');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByText('You have already checked in for this service.')).toBeInTheDocument();
    expect(net.calls(`POST /api/ops/bookings/${paid.id}/gate-override`)[0]?.body).toEqual({
      milestone: 'checked_in',
      reason: 'Officer at the door early',
    });

    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Action' }), 'Cancel the booking');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(net.calls(`POST /api/ops/bookings/${paid.id}/cancel`)).toHaveLength(1));
    expect(net.calls(`POST /api/ops/bookings/${paid.id}/cancel`)[0]?.body).toEqual({
      reason: 'Officer at the door early',
      ourFault: false,
    });
    expect(await screen.findByText('FT-7K3M9Q cancelled; its officers were told.')).toBeInTheDocument();
  });

  it('shows the API refusal of a reassignment as it says', async () => {
    renderBoard({
      [`GET /api/ops/bookings/${paid.id}/candidates`]: () => json(200, ok({ officers: [OFFICER_2] })),
      [`POST /api/ops/bookings/${paid.id}/assignments`]: () =>
        json(409, { success: false, message: 'Ngozi Eze is no longer free for this window.', error: 'CONFLICT' }),
    });
    const row = await screen.findByRole('article', { name: /17:45 WAT/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Reassign FT-7K3M9Q' }));
    await within(row).findByRole('option', { name: 'Ngozi Eze (FAAN-P-0102)' });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'New officer' }), OFFICER_2.id);
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Ngozi Eze is no longer free for this window.');
  });

  it('says when the day has no booking, and shows a failure with Try again', async () => {
    let fail = true;
    renderBoard({
      'GET /api/ops/board': () =>
        fail
          ? json(503, { success: false, message: 'Service unavailable', error: 'UNAVAILABLE' })
          : json(200, board([])),
    });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No confirmed booking on this day.')).toBeInTheDocument();
  });

  it('offers the audit to an admin only', async () => {
    renderBoard(
      {
        [`GET /api/ops/bookings/${paid.id}/audit`]: () =>
          json(
            200,
            ok([
              {
                id: '9e8d7c6b-0000-4000-8000-000000000001',
                at: '2026-11-23T10:00:00.000Z',
                actor: { id: null, name: 'Dee Dispatcher', role: 'dispatcher' },
                action: 'officer.reassigned',
                subjectType: 'booking',
                subjectId: paid.id,
                details: null,
              },
            ]),
          ),
      },
      'admin',
    );
    const row = await screen.findByRole('article', { name: /17:45 WAT/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Audit of FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit of FT-7K3M9Q' });
    expect(await within(dialog).findByText('Officer reassigned')).toBeInTheDocument();
    expect(within(dialog).getByText(/11:00 WAT · Dee Dispatcher \(dispatcher\)/)).toBeInTheDocument();
  });
});
