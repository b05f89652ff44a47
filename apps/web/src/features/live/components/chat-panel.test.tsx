import { CHAT_CONTACT_WARNING } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BOOKING_ID, ok } from '../../bookings/test-fixtures';
import { ChatPanel } from './chat-panel';

vi.setConfig({ testTimeout: 20_000 });

describe('the chat box (issue 26 item 5)', () => {
  it('warns before sending that a phone number or e-mail address will be masked', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
    });
    renderWithApp(<ChatPanel bookingId={BOOKING_ID} timeZone="Africa/Lagos" />);
    const box = await screen.findByLabelText('Message');

    await userEvent.type(box, 'I am at gate 12 at 14:30');
    expect(screen.queryByText(CHAT_CONTACT_WARNING)).not.toBeInTheDocument();

    await userEvent.type(box, ', call me on 0803 123 4567');
    expect(screen.getByText(CHAT_CONTACT_WARNING)).toBeVisible();
    expect(box).toHaveAccessibleDescription(CHAT_CONTACT_WARNING);

    await userEvent.clear(box);
    await userEvent.type(box, 'or write to ada@example.com');
    expect(screen.getByText(CHAT_CONTACT_WARNING)).toBeVisible();
  });
});
