import type { ServiceProgress } from '@fasttrack/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ServiceControls } from './components/service-controls';

vi.setConfig({ testTimeout: 20_000 });

const ID = '7c1d2e3f-4a5b-4c6d-8e7f-000000000001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ok = <T,>(data: T) => ({ success: true, data });
const base: ServiceProgress = {
  bookingId: ID,
  milestones: [],
  next: 'checked_in',
  codeLocked: false,
  codeTriesLeft: 5,
  noShowFrom: '2099-01-01T00:00:00.000Z',
  checkInFrom: '2020-01-01T00:00:00.000Z',
};
const checkedIn = [{ milestone: 'checked_in' as const, at: '2026-11-24T13:00:00.000Z' }];

describe("the officer's service controls (issue 17 §2, §3)", () => {
  it('checks in, refuses a wrong code with the server sentence, then records the match', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let progress = base;
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
      [`GET /api/officer/services/${ID}/progress`]: () => json(200, ok(progress)),
      [`POST /api/officer/services/${ID}/milestones`]: () => {
        progress = { ...base, next: 'met', milestones: [{ milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' }] };
        return json(200, ok(progress));
      },
      [`POST /api/officer/services/${ID}/verify`]: (req) => {
        if ((req.body as { code: string }).code !== '4821') {
          return json(422, {
            success: false,
            message: 'That code does not match. 4 tries left.',
            error: 'MEETING_CODE_WRONG',
          });
        }
        progress = {
          ...progress,
          next: 'immigration',
          milestones: [...progress.milestones, { milestone: 'met', at: '2026-11-24T13:05:00.000Z' }],
        };
        return json(200, ok(progress));
      },
    });
    renderWithApp(<ServiceControls bookingId={ID} timeZone="Africa/Lagos" />, { route: '/officer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Check in at the meeting point' }));
    // Each tap carries the client id made when it was tapped (issue 28 item 5).
    expect(net.calls(`POST /api/officer/services/${ID}/milestones`)[0]?.body).toEqual({
      milestone: 'checked_in',
      clientId: expect.stringMatching(UUID),
    });

    const box = await screen.findByLabelText('Meeting code from the traveller');
    await userEvent.type(box, '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('That code does not match. 4 tries left.')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Code verified: you have met the traveller.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start immigration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a no-show' })).not.toBeInTheDocument();
  });

  it('says the code is locked and offers a no-show once the wait is over', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
      [`GET /api/officer/services/${ID}/progress`]: () =>
        json(
          200,
          ok({
            ...base,
            milestones: checkedIn,
            next: 'met',
            codeLocked: true,
            codeTriesLeft: 0,
            noShowFrom: '2020-01-01T00:00:00.000Z',
          }),
        ),
    });
    renderWithApp(<ServiceControls bookingId={ID} timeZone="Africa/Lagos" />, { route: '/officer' });
    expect(
      await screen.findByText('The code is locked after five wrong tries. Ask the dispatcher to unlock it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meeting code from the traveller')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Record a no-show' })).toBeInTheDocument();
  });

  it('keeps check-in closed before its window and says when it opens (issue 26 §1)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
      [`GET /api/officer/services/${ID}/progress`]: () =>
        json(200, ok({ ...base, checkInFrom: '2099-01-01T13:30:00.000Z' })),
    });
    renderWithApp(<ServiceControls bookingId={ID} timeZone="Africa/Lagos" />, { route: '/officer' });
    expect(await screen.findByRole('button', { name: 'Check in at the meeting point' })).toBeDisabled();
    expect(
      screen.getByText('Check-in opens at Thu 1 Jan, 14:30 WAT. Ask the dispatcher if you must check in earlier.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Meeting code from the traveller')).not.toBeInTheDocument();
  });

  it('opens check-in on screen when the window opens, without a reload', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const opensAt = new Date(Date.now() + 300).toISOString();
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
      [`GET /api/officer/services/${ID}/progress`]: () => json(200, ok({ ...base, checkInFrom: opensAt })),
    });
    renderWithApp(<ServiceControls bookingId={ID} timeZone="Africa/Lagos" />, { route: '/officer' });
    const button = await screen.findByRole('button', { name: 'Check in at the meeting point' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/^Check-in opens at/)).not.toBeInTheDocument();
  });

  it('asks before completing, and completes only on yes (issue 26 §1)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const reached = [...checkedIn, { milestone: 'met' as const, at: '2026-11-24T13:05:00.000Z' }];
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
      [`GET /api/officer/services/${ID}/progress`]: () =>
        json(200, ok({ ...base, milestones: reached, next: 'completed' })),
      [`POST /api/officer/services/${ID}/milestones`]: () =>
        json(200, ok({ ...base, milestones: reached, next: null })),
    });
    renderWithApp(<ServiceControls bookingId={ID} timeZone="Africa/Lagos" />, { route: '/officer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete the service' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Complete this service?');
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(net.calls(`POST /api/officer/services/${ID}/milestones`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Complete the service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, complete it' }));
    expect(net.calls(`POST /api/officer/services/${ID}/milestones`)[0]?.body).toEqual({
      milestone: 'completed',
      clientId: expect.stringMatching(UUID),
    });
  });
});
