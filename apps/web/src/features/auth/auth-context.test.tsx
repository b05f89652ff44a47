import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken, getRefreshToken, saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { authResult, makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { readDraft, writeDraft } from '../bookings/draft-storage';
import { useAuth } from './auth-context';

/** Shows the auth state and drives its actions the way screens do. */
function Probe() {
  const auth = useAuth();
  const [error, setError] = useState('');
  const run = (action: () => Promise<unknown>) => () => {
    setError('');
    action().catch((e: Error) => setError(e.message));
  };
  return (
    <div>
      <p data-testid="state">
        {auth.isInitializing ? 'initializing' : auth.user ? `signed in as ${auth.user.firstName}` : 'anonymous'}
      </p>
      <p data-testid="error">{error}</p>
      <button type="button" onClick={run(() => auth.login({ email: 'ada@example.com', password: 'Secret123' }))}>
        login
      </button>
      <button
        type="button"
        onClick={run(() =>
          auth.register({
            email: 'ada@example.com',
            password: 'Secret123',
            firstName: 'Ada',
            lastName: 'Obi',
            phone: '+2348012345678',
            dateOfBirth: '1990-01-01',
            nationality: 'Nigerian',
          }),
        )}
      >
        register
      </button>
      <button type="button" onClick={run(auth.logout)}>
        logout
      </button>
      <button type="button" onClick={run(auth.refresh)}>
        refresh
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state');
const shownError = () => screen.getByTestId('error');

describe('auth state (§4)', () => {
  it('starts anonymous without a stored token, and asks the server nothing', () => {
    const net = stubFetch({});
    renderWithApp(<Probe />);
    expect(state()).toHaveTextContent('anonymous');
    expect(net.requests).toHaveLength(0);
  });

  it('login: saves both tokens and sets the user', async () => {
    const net = stubFetch({ 'POST /api/auth/login': () => json(200, authResult(makeUser({ firstName: 'Ada' }))) });
    renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));

    await waitFor(() => expect(state()).toHaveTextContent('signed in as Ada'));
    expect(getAuthToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(net.calls('POST /api/auth/login')[0]?.headers.has('authorization')).toBe(false);
  });

  it("login failure: stays anonymous and reports the server's message", async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        json(401, { success: false, message: 'Invalid email or password', error: 'UNAUTHORIZED' }),
    });
    renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));

    await waitFor(() => expect(shownError()).toHaveTextContent('Invalid email or password'));
    expect(state()).toHaveTextContent('anonymous');
    expect(getAuthToken()).toBeNull();
  });

  it("login answered without success and data counts as failed: 'Login failed'", async () => {
    stubFetch({ 'POST /api/auth/login': () => json(200, { success: true, message: 'ok' }) });
    renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(shownError()).toHaveTextContent(/^Login failed$/));
    expect(getAuthToken()).toBeNull();
  });

  it('register: saves the session and sets the user; a taken e-mail keeps the visitor anonymous', async () => {
    let taken = false;
    stubFetch({
      'POST /api/auth/register': () =>
        taken
          ? json(409, { success: false, message: 'An account with this email already exists', error: 'CONFLICT' })
          : json(201, authResult(makeUser({ firstName: 'Ada' }), 'access-9', 'refresh-9')),
    });
    renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Ada'));
    expect(getAuthToken()).toBe('access-9');

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    taken = true;
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(() => expect(shownError()).toHaveTextContent('An account with this email already exists'));
    expect(state()).toHaveTextContent('anonymous');
  });

  it('startup with a stored token fetches the profile and signs the user in', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, { success: true, data: makeUser({ firstName: 'Bola' }) }),
    });
    renderWithApp(<Probe />);
    expect(state()).toHaveTextContent('initializing');
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Bola'));
    expect(net.calls('GET /api/auth/me')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('startup: a failing profile call clears the token', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(500, { success: false, message: 'Something went wrong', error: 'INTERNAL_ERROR' }),
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(state()).toHaveTextContent('anonymous'));
    expect(getAuthToken()).toBeNull();
  });

  it('startup: a profile answer without a user clears the token', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({ 'GET /api/auth/me': () => json(200, { success: true, data: null }) });
    renderWithApp(<Probe />);
    await waitFor(() => expect(state()).toHaveTextContent('anonymous'));
    expect(getAuthToken()).toBeNull();
  });

  it('logout clears tokens, user and drafts even when the server call fails', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    writeDraft('bookingFlightData', { bookingReference: 'FL-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, { success: true, data: makeUser() }),
      'POST /api/auth/logout': () =>
        json(503, { success: false, message: 'Service unavailable', error: 'SERVICE_UNAVAILABLE' }),
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Ada'));

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(state()).toHaveTextContent('anonymous'));
    expect(net.calls('POST /api/auth/logout')[0]?.body).toEqual({ refreshToken: 'ref-1' });
    expect(getAuthToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(readDraft('bookingFlightData')).toBeNull();
    expect(shownError()).toHaveTextContent('');
  });

  it('refresh replaces the tokens; a refused refresh clears them and signs out', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let refuse = false;
    stubFetch({
      'GET /api/auth/me': () => json(200, { success: true, data: makeUser() }),
      'POST /api/auth/refresh': () =>
        refuse
          ? json(401, { success: false, message: 'Session expired', error: 'UNAUTHORIZED' })
          : json(200, authResult(makeUser(), 'tok-2', 'ref-2')),
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Ada'));

    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(getAuthToken()).toBe('tok-2'));
    expect(getRefreshToken()).toBe('ref-2');

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(state()).toHaveTextContent('anonymous'));
    expect(shownError()).toHaveTextContent('Session expired');
    expect(getAuthToken()).toBeNull();
  });

  it("refresh without a refresh token: 'No refresh token available'", async () => {
    stubFetch({});
    renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(shownError()).toHaveTextContent('No refresh token available'));
  });

  it('useAuth outside its provider is an error', () => {
    // React reports the render error to the console; keep the output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    quiet.mockRestore();
  });
});
