/** Profile → Privacy & Security: "Download my data" and "Delete my account" (issue 19, Data rights). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken, saveTokens } from '../../lib/auth-storage';
import { json, type RecordedRequest, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ok } from '../bookings/test-fixtures';
import { PrivacyPage } from '../legal/privacy-page';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 20_000 });

async function openPrivacyTab(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/users/me/notifications': () => json(200, ok({ reminderEmails: true, marketingEmails: false })),
    'POST /api/auth/logout': () => json(200, { success: true, message: 'Logged out successfully' }),
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
    </Routes>,
    { route: '/profile' },
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Privacy & Security' }));
  return net;
}

async function askToDelete(password: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Enter your password to confirm'), password);
  await userEvent.click(confirm);
  return dialog;
}

describe('download my data', () => {
  it('saves the JSON file under the name the server gives, with the session token', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const net = await openPrivacyTab({
      'GET /api/users/me/export': () =>
        json(
          200,
          { format: 'fasttrack-data-export/1' },
          { 'content-disposition': 'attachment; filename="fasttrack-data-2026-11-23.json"' },
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was saved as fasttrack-data-2026-11-23.json.')).toBeInTheDocument();
    expect(saved).toEqual(['fasttrack-data-2026-11-23.json']);
    expect(net.calls('GET /api/users/me/export')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it("shows the server's refusal", async () => {
    await openPrivacyTab({
      'GET /api/users/me/export': () =>
        json(500, { success: false, message: 'Something went wrong on our side.', error: 'INTERNAL' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('delete my account', () => {
  it('shows a wrong password on the field and keeps the session', async () => {
    await openPrivacyTab({
      'POST /api/users/me/delete': () =>
        json(400, {
          success: false,
          message: 'The password is not correct.',
          error: 'VALIDATION_FAILED',
          details: { password: 'The password is not correct.' },
        }),
    });
    const dialog = await askToDelete('wrong');
    const field = within(dialog).getByLabelText('Enter your password to confirm');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(field).toHaveAccessibleDescription('The password is not correct.');
    expect(getAuthToken()).toBe('tok-1');
  });

  it('shows why deletion is refused, naming the booking', async () => {
    const message =
      'Booking FT-7K3M9Q is paid and has not taken place yet. Cancel it on the Bookings page first, then delete your account.';
    await openPrivacyTab({
      'POST /api/users/me/delete': () => json(409, { success: false, message, error: 'CONFLICT' }),
    });
    const dialog = await askToDelete('Passw0rd!x');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the password, signs out and confirms on the privacy page', async () => {
    const sent: RecordedRequest[] = [];
    await openPrivacyTab({
      'POST /api/users/me/delete': (req) => {
        sent.push(req);
        return json(200, { success: true, message: 'Your account has been deleted.' });
      },
    });
    await askToDelete('Passw0rd!x');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(sent.map((r) => r.body)).toEqual([{ password: 'Passw0rd!x' }]);
    await vi.waitFor(() => expect(getAuthToken()).toBeNull());
  });
});
