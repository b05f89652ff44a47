import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../lib/auth-storage';
import { json, stubFetch } from '../test/fake-fetch';
import { authResult, makeUser } from '../test/fixtures';
import { CurrentLocation, renderWithApp } from '../test/render';
import { AppRoutes } from './router';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });

function routes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    'GET /api/ops/board': () =>
      json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [], capacity: [] })),
    'GET /api/officer/services': () => json(200, ok({ services: [] })),
    ...extra,
  });
}

async function signInOnLoginPage(role: 'customer' | 'officer' | 'dispatcher' | 'admin', route = '/login') {
  routes({ 'POST /api/auth/login': () => json(200, authResult(makeUser({ role }))) });
  renderWithApp(
    <>
      <AppRoutes />
      <CurrentLocation />
    </>,
    { route },
  );
  await userEvent.type(await screen.findByLabelText('Email'), 'staff@fasttrack.test', { delay: null });
  const password = screen.getByLabelText('Password');
  await userEvent.type(password, 'Demo-Staff-2026', { delay: null });
  const form = password.closest('form') as HTMLFormElement;
  await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
}

describe('staff sign-in lands on the console of the role', () => {
  it('a dispatcher lands on /ops', async () => {
    await signInOnLoginPage('dispatcher');
    expect(await screen.findByRole('heading', { name: 'Operations board', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ops$/);
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent('Officers');
    expect(screen.getByRole('navigation', { name: 'Console' })).not.toHaveTextContent('Staff');
    // A work screen: no marketing footer or section links (issue 26 §6).
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How It Works' })).not.toBeInTheDocument();
  });

  it('an officer lands on /officer', async () => {
    await signInOnLoginPage('officer');
    expect(await screen.findByRole('heading', { name: 'My services', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/officer$/);
  });

  it('an admin sent to sign in from /ops/staff comes back to it', async () => {
    await signInOnLoginPage('admin', '/login?returnTo=%2Fops%2Fstaff');
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ops\/staff$/);
  });

  it('a customer still lands on /dashboard', async () => {
    await signInOnLoginPage('customer', '/login?returnTo=%2Fops');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/));
  });
});

describe('staff pages for everyone else', () => {
  it('a customer who opens /ops or /officer sees the not-found page', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = routes({ 'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'customer' }))) });
    renderWithApp(<AppRoutes />, { route: '/ops' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(net.calls('GET /api/ops/board')).toHaveLength(0);
  });

  it.each([
    ['officer', '/ops'],
    ['dispatcher', '/ops/staff'],
    ['admin', '/officer'],
  ] as const)('a signed-in %s who opens %s sees the not-found page', async (role, route) => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    routes({ 'GET /api/auth/me': () => json(200, ok(makeUser({ role }))) });
    renderWithApp(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a signed-out visitor to /officer is sent to sign in, with the way back', async () => {
    routes();
    renderWithApp(
      <>
        <AppRoutes />
        <CurrentLocation />
      </>,
      { route: '/officer' },
    );
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login?returnTo=%2Fofficer');
  });
});
