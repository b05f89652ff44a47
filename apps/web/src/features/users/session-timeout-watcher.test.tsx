import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionTimeoutHost } from '../../app/layouts/session-timeout-host';
import { getAuthToken, saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { authResult, makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { useAuth } from '../auth/auth-context';
import { ok } from '../bookings/test-fixtures';
import { SignedOutNotice } from '../landing/signed-out-notice';
import { LAST_ACTIVITY_KEY, SESSION_TIMEOUT_KEY } from './session-timeout';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

function Status() {
  const { user, isInitializing } = useAuth();
  return <p data-testid="state">{isInitializing ? 'checking' : user ? 'signed in' : 'signed out'}</p>;
}

function SignIn() {
  const { login } = useAuth();
  return (
    <button type="button" onClick={() => void login({ email: 'ada@example.com', password: 'Password1!' })}>
      Sign in
    </button>
  );
}

function renderApp(home = <h1>Home</h1>) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'POST /api/auth/logout': () => json(200, { success: true, message: 'Logged out successfully' }),
  });
  renderWithApp(
    <>
      <Routes>
        <Route path="/" element={home} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <Status />
      <SessionTimeoutHost />
    </>,
    { route: '/dashboard' },
  );
  return net;
}

const MINUTE = 60_000;

describe('session timeout (Profile > Privacy & Security)', () => {
  it('signs the user out after the chosen time without activity, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(SESSION_TIMEOUT_KEY, '30');
    const net = renderApp();
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed in'));
    await vi.waitFor(() => expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE));
    expect(screen.getByTestId('state')).toHaveTextContent('signed in');

    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed out'));
    expect(getAuthToken()).toBeNull();
    expect(net.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('activity restarts the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp();
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed in'));
    await vi.waitFor(() => expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(50 * MINUTE));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(50 * MINUTE));
    expect(screen.getByTestId('state')).toHaveTextContent('signed in');

    await act(() => vi.advanceTimersByTimeAsync(11 * MINUTE));
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed out'));
  });

  it('a session restored after more than the timeout of inactivity (page closed meanwhile) ends at once', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 61 * MINUTE));
    renderApp();
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed out'));
    expect(getAuthToken()).toBeNull();
  });

  it('a fresh sign-in starts the clock anew, whatever activity an earlier session left', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 61 * MINUTE));
    stubFetch({ 'POST /api/auth/login': () => json(200, authResult()) });
    const signedInAt = Date.now();
    renderWithApp(
      <>
        <SignIn />
        <Status />
        <SessionTimeoutHost />
      </>,
    );
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed out'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThanOrEqual(signedInAt),
    );
    expect(screen.getByTestId('state')).toHaveTextContent('signed in');
    expect(getAuthToken()).toBe('access-1');
  });

  it('says why on `/`, politely, once (issue 19 §10)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(SESSION_TIMEOUT_KEY, '30');
    renderApp(<SignedOutNotice />);
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed in'));
    await vi.waitFor(() => expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed out'));
    const status = await screen.findByText('You were signed out after 30 minutes without activity.');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Said once: the next visit to `/` is quiet.
    expect(window.sessionStorage.getItem('signedOutAfter')).toBeNull();
  });
});
