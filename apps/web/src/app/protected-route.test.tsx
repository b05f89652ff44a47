import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../lib/auth-storage';
import { paths } from '../lib/paths';
import { json, spyOnPageLoads, stubFetch } from '../test/fake-fetch';
import { makeUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ProtectedRoute } from './protected-route';

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Landing</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}

function Start() {
  return (
    <>
      <h1>Start</h1>
      <Link to={paths.dashboard}>Open dashboard</Link>
    </>
  );
}

function TestRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/start" element={<Start />} />
      <Route element={<ProtectedRoute />}>
        <Route path={paths.dashboard} element={<h1>Dashboard page</h1>} />
      </Route>
    </Routes>
  );
}

describe('protected routes', () => {
  it('send a signed-out visitor to / and replace the history entry', async () => {
    const net = stubFetch({});
    renderWithApp(<TestRoutes />, { route: '/start' });

    await userEvent.click(screen.getByRole('link', { name: 'Open dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();

    // Back skips the guarded page: it was replaced, not stacked.
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('render the page at once while the stored session is checked, and keep it once the check succeeds', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let answer: (r: Response) => void = () => {};
    const net = stubFetch({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<TestRoutes />, { route: paths.dashboard });

    // The page is there before the profile has answered (ADR 071): no spinner in between.
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(net.calls('GET /api/auth/me')).toHaveLength(1));

    await act(async () => answer(json(200, { success: true, data: makeUser() })));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('tok-1');
  });

  it('send the visitor to / when the check cannot confirm the session (no answer)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithApp(<TestRoutes />, { route: paths.dashboard });

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('send the visitor to / when the stored session is no longer valid', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    spyOnPageLoads();
    stubFetch({
      'GET /api/auth/me': () =>
        json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' }),
      'POST /api/auth/refresh': () => json(401, { success: false, message: 'Session expired', error: 'UNAUTHORIZED' }),
    });
    renderWithApp(<TestRoutes />, { route: paths.dashboard });

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
