/**
 * "Get your officer's details by text" (issue 36 item 6): offered to a traveller whose phone is
 * not verified while texts can be sent; the code goes to the number shown (the account's, or one
 * typed), entering it verifies the phone and the offer says so; the page waiting on it is told
 * when the traveller starts; nothing shows once verified, or when the server has no texts.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { TextMeACode } from './text-me-a-code';

const ok = (data: unknown, message?: string) => ({ success: true, data, ...(message ? { message } : {}) });

function renderOffer(
  phone = { number: '+2348031234567', verified: false, textsStopped: false },
  texts = true,
  onEngaged = vi.fn(),
) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1', socialProviders: [], texts })),
    'GET /api/users/me/phone': () => json(200, ok(phone)),
    'POST /api/users/me/phone/verification': () =>
      json(200, ok(phone, 'We sent a 6-digit code by SMS. It expires in 10 minutes.')),
    'POST /api/users/me/phone/verify': (r) =>
      (r.body as { code: string }).code === '123456'
        ? json(200, ok({ number: '+2348091112222', verified: true, textsStopped: false }, 'Verified.'))
        : json(400, { success: false, error: 'VALIDATION_FAILED', message: 'That code is not right.' }),
  });
  renderWithApp(<TextMeACode onEngaged={onEngaged} />, { route: '/' });
  return { net, onEngaged };
}

describe('Text me a code (issue 36 item 6)', () => {
  it("offers the account's number, texts a code to the number typed, and verifies it", async () => {
    const { net, onEngaged } = renderOffer();
    expect(await screen.findByRole('heading', { name: 'Get your officer’s details by text' })).toBeVisible();
    const number = screen.getByLabelText('Mobile number');
    expect(number).toHaveValue('0803 123 4567');

    await userEvent.clear(number);
    await userEvent.type(number, '0809 111 2222');
    expect(onEngaged).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('We sent a 6-digit code by SMS. It expires in 10 minutes.')).toBeVisible();
    expect(net.calls('POST /api/users/me/phone/verification').map((r) => r.body)).toEqual([{ phone: '0809 111 2222' }]);

    await userEvent.type(screen.getByLabelText('Code from the text'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Code from the text'));
    await userEvent.type(screen.getByLabelText('Code from the text'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Verified: texts go to 0809 111 2222. Your bookings ahead are texted now.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Text me a code' })).toBeNull();
  });

  it('shows nothing to a verified phone, nor when the server sends no texts', async () => {
    const verified = renderOffer({ number: '+2348031234567', verified: true, textsStopped: false });
    await vi.waitFor(() => expect(verified.net.calls('GET /api/users/me/phone')).toHaveLength(1));
    expect(screen.queryByText('Get your officer’s details by text')).toBeNull();
  });

  it('stays hidden when texts cannot be sent', async () => {
    const off = renderOffer(undefined, false);
    await vi.waitFor(() => expect(off.net.calls('GET /api/config')).toHaveLength(1));
    await vi.waitFor(() => expect(off.net.calls('GET /api/users/me/phone')).toHaveLength(1));
    expect(screen.queryByText('Get your officer’s details by text')).toBeNull();
  });
});
