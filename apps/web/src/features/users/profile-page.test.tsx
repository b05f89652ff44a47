import { QUICK_SIGNUP_PLACEHOLDERS } from '@fasttrack/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ok } from '../bookings/test-fixtures';
import { ProfilePage } from './profile-page';
import { getSessionTimeoutMinutes } from './session-timeout';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

function renderProfile(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/users/me/notifications': () => json(200, ok({ reminderEmails: true, marketingEmails: false })),
    ...routes,
  });
  renderWithApp(<ProfilePage />);
  return net;
}

describe('profile: General', () => {
  it('saves name, phone, nationality and marketing consent to the API and shows the success message for 3 s', async () => {
    const net = renderProfile({
      'PATCH /api/auth/me': (req) =>
        json(200, ok(makeUser({ ...(req.body as object), firstName: 'Adaeze' }), 'Profile updated successfully')),
    });
    const first = await screen.findByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Adaeze');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'British');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me travel tips and offers by e-mail' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(net.calls('PATCH /api/auth/me')[0]?.body).toEqual({
      firstName: 'Adaeze',
      lastName: 'Obi',
      phone: '+2348012345678',
      dateOfBirth: '1990-01-01',
      nationality: 'British',
      marketingConsent: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('asks a quick sign-up account to complete its placeholders, shown empty, and saves them (issue 19 §1)', async () => {
    const net = renderProfile({
      'GET /api/auth/me': () => json(200, ok(makeUser({ ...QUICK_SIGNUP_PLACEHOLDERS, firstName: 'Chidi' }))),
      'PATCH /api/auth/me': (req) => json(200, ok(makeUser(req.body as object), 'Profile updated successfully')),
    });
    expect(await screen.findByText('Complete your details')).toBeInTheDocument();
    const last = screen.getByRole('textbox', { name: 'Last Name' });
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    const born = screen.getByLabelText('Date of Birth');
    expect(last).toHaveValue('');
    expect(phone).toHaveValue('');
    expect(born).toHaveValue('');
    await userEvent.type(last, 'Eze');
    await userEvent.type(phone, '+2348031234567');
    await userEvent.type(born, '1985-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(net.calls('PATCH /api/auth/me')[0]?.body).toMatchObject({
      lastName: 'Eze',
      phone: '+2348031234567',
      dateOfBirth: '1985-06-15',
    });
    await waitFor(() => expect(screen.queryByText('Complete your details')).not.toBeInTheDocument());
  });

  it("checks fields with the registration rules and shows the server's refusal", async () => {
    const net = renderProfile({
      'PATCH /api/auth/me': () =>
        json(400, {
          success: false,
          message: 'Validation failed',
          error: 'VALIDATION_FAILED',
          details: { phone: 'Please enter a valid phone number (e.g., 0803 123 4567 or +44 20 7946 0958)' },
        }),
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Please enter a valid phone number (e.g., 0803 123 4567 or +44 20 7946 0958)'),
    ).toBeInTheDocument();
    expect(net.calls('PATCH /api/auth/me')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+2348099999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
  });
});

describe('profile: picture', () => {
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
  const input = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

  it('refuses a wrong type or a file over 5 MB before uploading', async () => {
    const net = renderProfile();
    await screen.findByRole('button', { name: 'Upload picture' });
    await userEvent.upload(input(), new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file (JPEG, PNG, or WebP)');
    await userEvent.upload(input(), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(net.calls('PUT /api/auth/me/profile-image')).toHaveLength(0);
  });

  it('uploads the raw image with its type, shows it, and removes it', async () => {
    const withImage = makeUser({ profileImage: '/api/users/0b7e3c9a-5c1f-4a57-9d0e-3f1d2c4b5a69/profile-image?v=1' });
    const net = renderProfile({
      'PUT /api/auth/me/profile-image': () => json(200, ok(withImage, 'Profile picture updated')),
      'DELETE /api/auth/me/profile-image': () => json(200, ok(makeUser(), 'Profile picture removed')),
    });
    await screen.findByRole('button', { name: 'Upload picture' });
    await userEvent.upload(input(), png());
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      withImage.profileImage,
    );
    const [put] = net.calls('PUT /api/auth/me/profile-image');
    expect(put?.headers.get('content-type')).toBe('image/png');
    expect(put?.headers.get('authorization')).toBe('Bearer tok-1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Profile picture removed')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to upload image. Please try again.' and 'Failed to remove image. Please try again.'", async () => {
    const withImage = makeUser({ profileImage: '/api/users/x/profile-image?v=1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(withImage)),
      'PUT /api/auth/me/profile-image': () => json(500, { success: false, message: 'boom', error: 'INTERNAL_ERROR' }),
      'DELETE /api/auth/me/profile-image': () =>
        json(500, { success: false, message: 'boom', error: 'INTERNAL_ERROR' }),
    });
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    renderWithApp(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change picture' });
    await userEvent.upload(input(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove image. Please try again.'),
    );
  });
});

describe('profile: Notifications', () => {
  it('saves reminder and marketing e-mail choices on the server', async () => {
    const net = renderProfile({
      'PUT /api/users/me/notifications': (req) => json(200, ok(req.body, 'Notification preferences saved.')),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Notifications' }));
    const reminders = await screen.findByRole('checkbox', { name: 'Reminder the day before by E-mail' });
    expect(reminders).toBeChecked();
    const marketing = screen.getByRole('checkbox', { name: /Marketing e-mails/ });
    expect(marketing).not.toBeChecked();
    await userEvent.click(reminders);
    await userEvent.click(marketing);
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    expect(net.calls('PUT /api/users/me/notifications')[0]?.body).toEqual({
      reminderEmails: false,
      marketingEmails: true,
      channels: {},
    });
  });
});

describe('profile: tabs', () => {
  it('has General, Notifications and Privacy & Security; the session timeout defaults to 1 hour and is kept', async () => {
    renderProfile();
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['General', 'Notifications', 'Privacy & Security']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText(/Travel tips and offers/)).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Privacy & Security' }));
    const timeout = await screen.findByRole('combobox', { name: 'Session timeout' });
    expect(timeout).toHaveDisplayValue('1 hour (default)');
    expect(
      within(timeout)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 minutes', '1 hour (default)', '2 hours', '4 hours']);
    await userEvent.selectOptions(timeout, '30');
    expect(getSessionTimeoutMinutes()).toBe(30);
    expect(screen.getByText('Session timeout set to 30 minutes.')).toBeInTheDocument();
  });
});
