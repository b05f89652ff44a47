import { type AppConfig, socialSignInMessage } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from '../../../app/routes/login';
import { json, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import { TestModeBadge } from '../../config/test-mode-badge';
import { AuthDialog } from './auth-dialog';

const config = (socialProviders: AppConfig['socialProviders']) => ({
  'GET /api/config': () => json(200, { success: true, data: { testMode: true, version: '1', socialProviders } }),
});

function renderDialog() {
  return renderWithApp(
    <>
      {/* Shows once the config has arrived: the moment the buttons would show too. */}
      <TestModeBadge />
      <AuthDialog open options={{ returnTo: 'booking', step: 'confirmation' }} onOpenChange={() => {}} />
    </>,
  );
}

function renderLogin(url: string) {
  return renderWithApp(
    <>
      <TestModeBadge />
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </>,
    { route: url },
  );
}

describe('social sign-in buttons (issue 19 §11)', () => {
  it('shows no Google or Facebook button, nor the "or" divider, when no provider is configured', async () => {
    stubFetch(config([]));
    renderDialog();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).queryByText(/Continue with/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('or')).not.toBeInTheDocument();
  });

  it('shows only the configured provider, linking to its start route with the dialog intent', async () => {
    stubFetch(config(['google']));
    renderDialog();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/oauth/google/start?returnTo=booking&step=confirmation');
    expect(screen.queryByText('Continue with Facebook')).not.toBeInTheDocument();
  });

  it('offers both on the login page, carrying its returnTo', async () => {
    stubFetch(config(['google', 'facebook']));
    renderLogin('/login?returnTo=booking');
    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/oauth/facebook/start?returnTo=booking',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});

describe('returning from a provider to /login', () => {
  it('collects the session once, stores it and goes on as a password sign-in would', async () => {
    const net = stubFetch({
      ...config(['google']),
      'POST /api/auth/oauth/session': () =>
        json(200, authResult(makeUser({ firstName: 'Amaka' }), 'access-s', 'refresh-s')),
    });
    renderLogin('/login?returnTo=booking&step=confirmation&social=google');
    expect(await screen.findByTestId('where')).toHaveTextContent('/?openBooking=true&step=confirmation');
    expect(window.localStorage.getItem('authToken')).toBe('access-s');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-s');
    expect(net.calls('POST /api/auth/oauth/session')).toHaveLength(1);
  });

  it('says why when the session is no longer there to collect', async () => {
    stubFetch({
      ...config(['google']),
      'POST /api/auth/oauth/session': () =>
        json(401, {
          success: false,
          message: 'Your session has expired. Please sign in again.',
          error: 'UNAUTHORIZED',
        }),
    });
    renderLogin('/login?social=google');
    expect(await screen.findByRole('alert')).toHaveTextContent(socialSignInMessage('expired', 'Google'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('explains a refused sign-in by its code, never by text from the URL', async () => {
    stubFetch(config(['google']));
    renderLogin('/login?provider=google&socialError=denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Google was cancelled. You can try again, or sign in with your e-mail and password.',
    );
  });
});
