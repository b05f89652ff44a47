/**
 * /login after a session ended (issue 37): it says why, says that the booking in progress is
 * kept, and signing in again goes back to the booking dialog at its step (step=confirmation).
 */
import { AuthMessages, BOOKING_KEPT_AFTER_SIGN_IN, sessionEndedMessage } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rememberSignOutReason } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { authResult, makeUser } from '../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { LoginRoute } from './login';

function renderLogin(url: string) {
  stubFetch({
    'GET /api/config': () => json(200, { success: true, data: { testMode: true, version: '1', socialProviders: [] } }),
    'POST /api/auth/login': () => json(200, authResult(makeUser())),
  });
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { route: url },
  );
}

describe('/login after a session ended (issue 37)', () => {
  it('says the session ended and that the booking is kept, then returns to the booking after signing in', async () => {
    renderLogin('/login?returnTo=booking&step=confirmation&sessionEnded=true');
    expect(await screen.findByText(AuthMessages.sessionExpired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_KEPT_AFTER_SIGN_IN)).toBeInTheDocument();
    expect(screen.getByText('Sign in to complete your booking')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/?openBooking=true&step=confirmation');
  });

  it("shows the server's own reason when it gave one", async () => {
    rememberSignOutReason(sessionEndedMessage('password-changed'));
    renderLogin('/login?sessionEnded=true');
    expect(await screen.findByText(sessionEndedMessage('password-changed'))).toBeInTheDocument();
    expect(screen.queryByText(AuthMessages.sessionExpired)).toBeNull();
    expect(screen.queryByText(BOOKING_KEPT_AFTER_SIGN_IN)).toBeNull();
  });

  it('a plain visit says nothing of a session', async () => {
    renderLogin('/login');
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.queryByText(AuthMessages.sessionExpired)).toBeNull();
  });
});
