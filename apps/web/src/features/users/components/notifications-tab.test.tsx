/**
 * Profile > Notifications (issue 28 §3): the channels of each message, with transactional
 * e-mail ticked and fixed, the choices saved to the server, and the phone verified inline with
 * the code from the text.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NotificationsTab } from './notifications-tab';

const ok = (data: unknown, message?: string) => ({ success: true, data, ...(message ? { message } : {}) });
const CHANNELS = {
  'booking-confirmed': { email: true, sms: true, whatsapp: false },
  'booking-reminder': { email: true },
  'officer-card': { sms: true, whatsapp: false },
  'service-retimed': { email: true, sms: true, whatsapp: false },
  'flight-disrupted': { email: true, sms: true, whatsapp: false },
  'booking-cancelled': { email: true, sms: true, whatsapp: false },
  'refund-completed': { email: true, sms: true, whatsapp: false },
};

function renderTab(phone = { number: '+2348031234567', verified: false, textsStopped: false }) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/users/me/notifications': () =>
      json(200, ok({ reminderEmails: true, marketingEmails: false, channels: CHANNELS })),
    'PUT /api/users/me/notifications': (r) => json(200, ok(r.body, 'Notification preferences saved.')),
    'GET /api/users/me/phone': () => json(200, ok(phone)),
    'POST /api/users/me/phone/verification': () =>
      json(200, ok(phone, 'We sent a 6-digit code by SMS. It expires in 10 minutes.')),
    'POST /api/users/me/phone/verify': () =>
      json(200, ok({ ...phone, verified: true }, 'Your phone number is verified. Texts can now go to it.')),
  });
  renderWithApp(<NotificationsTab user={makeUser()} />, { route: '/profile' });
  return net;
}

describe('Profile > Notifications: messages by channel', () => {
  it('shows transactional e-mail as always on, and saves a text choice', async () => {
    const net = renderTab();
    const email = await screen.findByRole('checkbox', {
      name: 'Booking confirmed, with the receipt by E-mail (always sent)',
    });
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    const whatsapp = screen.getByRole('checkbox', { name: 'Booking confirmed, with the receipt by WhatsApp' });
    expect(whatsapp).not.toBeChecked();
    await userEvent.click(whatsapp);
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await screen.findByText('Notification preferences saved.');
    const [saved] = net.calls('PUT /api/users/me/notifications');
    expect(saved?.body).toMatchObject({
      reminderEmails: true,
      channels: { 'booking-confirmed': { email: true, sms: true, whatsapp: true } },
    });
  });

  it('verifies the phone inline with the code from the text', async () => {
    const net = renderTab();
    expect(await screen.findByText('0803 123 4567 is not verified yet, so no texts go to it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await userEvent.type(await screen.findByLabelText('Code from the text'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verified: texts go to 0803 123 4567.');
    await waitFor(() => expect(net.calls('POST /api/users/me/phone/verify')[0]?.body).toEqual({ code: '123456' }));
  });
});
