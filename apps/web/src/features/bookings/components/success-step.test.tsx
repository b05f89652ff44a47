/**
 * The booking's confirmation step offers "Get your officer's details by text" (issue 36 item 6);
 * once the traveller starts on it, the step stops moving on by itself and offers Continue.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { makeBooking, ok } from '../test-fixtures';
import { SuccessStep } from './success-step';

function Step({ onContinue }: { onContinue: () => void }) {
  const [held, setHeld] = useState(false);
  return (
    <SuccessStep
      booking={makeBooking({ status: 'confirmed', paymentStatus: 'paid' })}
      held={held}
      onEngaged={() => setHeld(true)}
      onContinue={onContinue}
    />
  );
}

describe('the confirmation step (issue 36 item 6)', () => {
  it('offers texts, and waits with Continue once the traveller starts on the offer', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'GET /api/config': () => json(200, ok({ testMode: true, version: '1', socialProviders: [], texts: true })),
      'GET /api/users/me/phone': () =>
        json(200, ok({ number: '+2348031234567', verified: false, textsStopped: false })),
    });
    const onContinue = vi.fn();
    renderWithApp(<Step onContinue={onContinue} />);
    expect(screen.getByText('Taking you to your dashboard...')).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('Mobile number'));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to your dashboard' }));
    expect(onContinue).toHaveBeenCalled();
    expect(screen.queryByText('Taking you to your dashboard...')).toBeNull();
  });
});
