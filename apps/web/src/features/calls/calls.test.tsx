import { type BookingCall, NEEDS_NETWORK_TEXT } from '@fasttrack/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { setBrowserOnline } from '../../test/offline';
import { renderWithApp } from '../../test/render';
import { CallButton, CallLog } from './index';

vi.setConfig({ testTimeout: 20_000 });

const BOOKING = '7c1d2e3f-4a5b-4c6d-8e7f-000000000001';
const ok = <T,>(data: T) => ({ success: true, data });
const call = (over: Partial<BookingCall> = {}): BookingCall => ({
  id: '0b5c7a2e-1d3f-4e6a-9b8c-000000000001',
  direction: 'officer_to_traveller',
  placedBy: { role: 'officer', name: 'Tunde Bakare' },
  placedAt: '2026-11-28T13:05:00.000Z',
  status: 'queued',
  connected: null,
  durationSeconds: null,
  endedAt: null,
  ...over,
});

describe('calls through our line (issue 36 item 2)', () => {
  it('"Call traveller" places one call, says the officer’s phone rings, and follows the call to its end', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let log: BookingCall[] = [];
    const net = stubFetch({
      [`GET /api/bookings/${BOOKING}/calls`]: () => json(200, ok({ calls: log })),
      [`POST /api/bookings/${BOOKING}/calls`]: () => {
        log = [call({ status: 'ringing' })];
        return json(200, {
          success: true,
          message: 'Calling your phone now: answer it to be connected.',
          data: { call: log[0] },
        });
      },
    });
    renderWithApp(<CallButton bookingId={BOOKING} side="officer" />);
    const button = await screen.findByRole('button', { name: 'Call traveller' });
    expect(screen.getByText(/Your phone rings first from our number/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Calling your phone now: answer it to be connected. Ringing.',
    );
    // While the call is under way the button waits: a second tap rings nobody.
    expect(button).toBeDisabled();
    expect(net.calls(`POST /api/bookings/${BOOKING}/calls`)).toHaveLength(1);

    log = [call({ status: 'completed', connected: true, durationSeconds: 65, endedAt: '2026-11-28T13:06:10.000Z' })];
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Last call: Ended · 1 min 05 s.'), {
      timeout: 10_000,
    });
    expect(button).toBeEnabled();
  });

  it('shows the API’s refusal in its own words', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      [`GET /api/bookings/${BOOKING}/calls`]: () => json(200, ok({ calls: [] })),
      [`POST /api/bookings/${BOOKING}/calls`]: () =>
        json(409, {
          success: false,
          message: 'You can call your officer once they have checked in at the meeting point.',
          error: 'CONFLICT',
        }),
    });
    renderWithApp(<CallButton bookingId={BOOKING} side="traveller" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Call my officer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can call your officer once they have checked in at the meeting point.',
    );
  });

  it('offline, the button is held back with the back-online line and places no call', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({ [`GET /api/bookings/${BOOKING}/calls`]: () => json(200, ok({ calls: [] })) });
    renderWithApp(<CallButton bookingId={BOOKING} side="officer" />);
    const button = await screen.findByRole('button', { name: 'Call traveller' });
    setBrowserOnline(false);
    try {
      expect(button).toBeDisabled();
      expect(screen.getByText(NEEDS_NETWORK_TEXT)).toBeInTheDocument();
      await userEvent.click(button);
      expect(net.calls(`POST /api/bookings/${BOOKING}/calls`)).toHaveLength(0);
    } finally {
      setBrowserOnline(true);
    }
    expect(button).toBeEnabled();
    expect(screen.queryByText(NEEDS_NETWORK_TEXT)).not.toBeInTheDocument();
  });

  it('the call log tells the dispatcher who called whom, when (WAT), how it went and for how long, with no number', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      [`GET /api/bookings/${BOOKING}/calls`]: () =>
        json(
          200,
          ok({
            calls: [
              call({
                id: '0b5c7a2e-1d3f-4e6a-9b8c-000000000002',
                direction: 'traveller_to_officer',
                placedBy: { role: 'customer', name: 'Zoë Łukasiewicz' },
                placedAt: '2026-11-28T13:20:00.000Z',
                status: 'completed',
                connected: false,
                durationSeconds: 31,
              }),
              call({ status: 'completed', connected: true, durationSeconds: 42 }),
            ],
          }),
        ),
    });
    renderWithApp(<CallLog bookingId={BOOKING} />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Zoë Łukasiewicz (traveller) called the officer');
    expect(items[0]).toHaveTextContent('Sat 28 Nov 2026, 14:20 WAT · Not answered');
    expect(items[1]).toHaveTextContent('Officer Tunde Bakare called the traveller');
    expect(items[1]).toHaveTextContent('Sat 28 Nov 2026, 14:05 WAT · Ended · 42 s');
  });
});
