import { PasswordResetMessages } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken, getRefreshToken } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok } from '../../bookings/test-fixtures';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

vi.setConfig({ testTimeout: 20_000 });

describe('forgot password', () => {
  it("sends the e-mail and shows the server's answer", async () => {
    const net = stubFetch({
      'POST /api/auth/forgot-password': () => json(202, { success: true, message: PasswordResetMessages.requested }),
    });
    renderWithApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(PasswordResetMessages.requested)).toBeInTheDocument();
    expect(net.calls('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('reset password', () => {
  const page = (
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>
  );

  it('checks the §5 rules, sets the new password, stores the new session and goes to the dashboard', async () => {
    const net = stubFetch({
      'POST /api/auth/reset-password': () =>
        json(200, ok({ token: 'tok-new', refreshToken: 'ref-new', user: makeUser() }, PasswordResetMessages.done)),
    });
    renderWithApp(page, { route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz' });
    await userEvent.type(screen.getByLabelText('New password'), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'weakpass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(net.calls('POST /api/auth/reset-password')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'N3w-Passw0rd');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(net.calls('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'N3w-Passw0rd',
    });
    expect([getAuthToken(), getRefreshToken()]).toEqual(['tok-new', 'ref-new']);
  });

  it("shows the server's refusal of a used or expired link, with a way to ask again", async () => {
    stubFetch({
      'POST /api/auth/reset-password': () =>
        json(400, { success: false, message: PasswordResetMessages.invalidLink, error: 'VALIDATION_FAILED' }),
    });
    renderWithApp(page, { route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz' });
    await userEvent.type(screen.getByLabelText('New password'), 'N3w-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(PasswordResetMessages.invalidLink, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
