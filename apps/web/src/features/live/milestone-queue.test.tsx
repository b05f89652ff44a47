/**
 * Milestone taps with no network (issue 28 item 5): a tap that cannot reach the server waits on
 * the device as "Waiting for connection", the next step is offered meanwhile, and when the
 * connection returns the taps are sent in the order tapped, each with the client id made at the
 * tap; a tap the server refuses then is shown to the officer with the reason, not dropped.
 */
import type { ServiceProgress, User } from '@fasttrack/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OfficerControls } from '../../test/scenarios/officer-controls';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ok = <T,>(data: T) => ({ success: true, data });
const met = [
  { milestone: 'checked_in' as const, at: '2026-11-24T13:00:00.000Z' },
  { milestone: 'met' as const, at: '2026-11-24T13:05:00.000Z' },
];
const progressOf = (bookingId: string): ServiceProgress => ({
  bookingId,
  milestones: met,
  next: 'immigration',
  codeLocked: false,
  codeTriesLeft: 5,
  noShowFrom: '2099-01-01T00:00:00.000Z',
  checkInFrom: '2020-01-01T00:00:00.000Z',
});

/** The fetch of a browser with no network. */
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

describe('milestone taps made offline', () => {
  it('waits, offers the next step, and sends both in order with their client ids when the connection returns', async () => {
    const officer: User = makeUser({ role: 'officer' });
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000a1';
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(officer)),
      [`GET /api/officer/services/${bookingId}/progress`]: () => json(200, ok(progressOf(bookingId))),
      [`POST /api/officer/services/${bookingId}/milestones`]: () =>
        onLine() ? json(200, ok(progressOf(bookingId))) : noNetwork(),
    });
    const taps = () => net.calls(`POST /api/officer/services/${bookingId}/milestones`).map((r) => r.body);
    renderWithApp(<OfficerControls bookingId={bookingId} />, { route: '/officer' });
    const immigration = await screen.findByRole('button', { name: 'Start immigration' });
    onLine.mockReturnValue(false);
    await userEvent.click(immigration);
    const waiting = await screen.findByRole('list', { name: 'Steps waiting for connection' });
    expect(waiting).toHaveTextContent('Immigration: Waiting for connection');
    await userEvent.click(screen.getByRole('button', { name: 'Go to baggage' }));
    await waitFor(() => expect(waiting).toHaveTextContent('Baggage: Waiting for connection'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(taps()).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Steps waiting for connection' })).toBeNull());
    const sent = taps() as Array<{ milestone: string; clientId: string }>;
    expect(sent.map((t) => t.milestone)).toEqual(['immigration', 'baggage']);
    expect(sent.every((t) => UUID.test(t.clientId))).toBe(true);
    expect(new Set(sent.map((t) => t.clientId)).size).toBe(2);
    onLine.mockRestore();
  });

  it('keeps a tap whose answer never came, and sends it again with the same client id', async () => {
    const officer: User = makeUser({ role: 'officer' });
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000a3';
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let reachable = false;
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(officer)),
      [`GET /api/officer/services/${bookingId}/progress`]: () => json(200, ok(progressOf(bookingId))),
      [`POST /api/officer/services/${bookingId}/milestones`]: () =>
        reachable ? json(200, ok(progressOf(bookingId))) : noNetwork(),
    });
    renderWithApp(<OfficerControls bookingId={bookingId} />, { route: '/officer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start immigration' }));
    expect(await screen.findByText('Immigration: Waiting for connection')).toBeInTheDocument();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('Immigration: Waiting for connection')).toBeNull());
    const sent = net.calls(`POST /api/officer/services/${bookingId}/milestones`).map((r) => r.body);
    const ids = new Set(sent.map((b) => (b as { clientId: string }).clientId));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(ids.size).toBe(1);
  });

  it('shows a tap the server refuses when it is sent, with the reason, until dismissed', async () => {
    const officer: User = makeUser({ role: 'officer' });
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000a2';
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let online = false;
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(officer)),
      [`GET /api/officer/services/${bookingId}/progress`]: () => json(200, ok(progressOf(bookingId))),
      [`POST /api/officer/services/${bookingId}/milestones`]: () =>
        online
          ? json(409, {
              success: false,
              message: 'This service is not running: the booking is not confirmed.',
              error: 'CONFLICT',
            })
          : noNetwork(),
    });
    renderWithApp(<OfficerControls bookingId={bookingId} />, { route: '/officer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start immigration' }));
    expect(await screen.findByText('Immigration: Waiting for connection')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      /^Immigration \(tapped \d{2}:\d{2} WAT\) was not recorded: This service is not running: the booking is not confirmed\./,
    );
    expect(screen.queryByText('Immigration: Waiting for connection')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
