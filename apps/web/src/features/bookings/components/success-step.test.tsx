/**
 * The booking's confirmation step offers "Get your officer's details by text" (issue 36 item 6)
 * and stays until the traveller leaves (issue 37, ADR 305): starting on the offer never moves
 * them on, and Go to my dashboard does.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BookingDialogContext } from '../booking-dialog-context';
import { makeBooking, ok } from '../test-fixtures';
import { SuccessStep } from './success-step';

describe('the confirmation step (issue 36 item 6)', () => {
  it('offers texts, and leaves only when the traveller chooses to', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const booking = makeBooking({ status: 'confirmed', paymentStatus: 'paid' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'GET /api/config': () => json(200, ok({ testMode: true, version: '1', socialProviders: [], texts: true })),
      'GET /api/users/me/phone': () =>
        json(200, ok({ number: '+2348031234567', verified: false, textsStopped: false })),
      [`GET /api/bookings/${booking.id}`]: () => json(200, ok({ booking: { ...booking, meetingCode: '4821' } })),
    });
    const onDone = vi.fn();
    renderWithApp(
      <BookingDialogContext.Provider
        value={{ isOpen: true, options: {}, openBookingDialog: vi.fn(), closeBookingDialog: vi.fn() }}
      >
        <SuccessStep booking={booking} onDone={onDone} />
      </BookingDialogContext.Provider>,
    );
    await userEvent.click(await screen.findByLabelText('Mobile number'));
    expect(onDone).not.toHaveBeenCalled();
    expect(await screen.findByText('4821')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to my dashboard' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
