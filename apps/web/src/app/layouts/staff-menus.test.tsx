/**
 * Staff menus offer what staff use (issue 37, Staff pages): an officer's or a dispatcher's
 * account menu lists their console pages instead of the traveller's Profile Settings, and the
 * consoles have one Sign out, which leads to the sign-in page. A traveller's menu is unchanged.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { AppRoutes } from '../router';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });

function signedIn(role: 'customer' | 'officer' | 'dispatcher', route: string) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  stubFetch({
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'POST /api/auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    'GET /api/ops/board': () =>
      json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [], capacity: [] })),
    'GET /api/officer/services': () => json(200, ok({ services: [] })),
    'GET /api/bookings/user': () => json(200, ok([])),
  });
  renderWithApp(
    <>
      <AppRoutes />
      <CurrentLocation />
    </>,
    { route },
  );
}

describe('staff menus (issue 37)', () => {
  it('gives an officer their console page and one Sign out, which leads to the sign-in page', async () => {
    signedIn('officer', '/officer');
    expect(await screen.findByRole('heading', { name: 'My services', level: 1 })).toBeInTheDocument();
    // The console's own navigation has no second Sign out.
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'My services' })).toHaveAttribute('href', '/officer');
    expect(within(menu).queryByRole('link', { name: 'Profile Settings' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /sign out/i })).toHaveLength(1);

    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
  });

  it('lists a dispatcher’s console pages in the account menu instead of Profile Settings', async () => {
    signedIn('dispatcher', '/ops');
    expect(await screen.findByRole('heading', { name: 'Operations board', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Obi' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Board', 'Officers', 'Reports', 'Airports', 'Sign Out']);
  });

  it('keeps Profile Settings for a traveller', async () => {
    signedIn('customer', '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
