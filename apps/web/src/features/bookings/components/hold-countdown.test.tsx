import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDialogContext } from '../booking-dialog-context';
import { HoldCountdown } from './hold-countdown';

/** The booking dialog's context, as the dialog opened from /bookings provides it. */
function inDialog(ui: ReactNode, openBookingDialog = vi.fn()) {
  render(
    <BookingDialogContext.Provider
      value={{ isOpen: true, options: { source: 'bookings' }, openBookingDialog, closeBookingDialog: vi.fn() }}
    >
      {ui}
    </BookingDialogContext.Provider>,
  );
  return openBookingDialog;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hold countdown on the payment step (issue 15 §5)', () => {
  it('shows the time left, ticks down, then says the booking expired', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const onExpired = vi.fn();
    inDialog(<HoldCountdown timeZone="Africa/Lagos" holdExpiresAt="2026-11-23T10:01:05.000Z" onExpired={onExpired} />);

    expect(screen.getByText('1:05')).toBeInTheDocument();
    // The hold's end is shown in Lagos time: 10:01 UTC is 11:01 WAT.
    expect(screen.getByText(/held until 11:01 WAT/)).toBeInTheDocument();
    expect(screen.getByText('About 2 minutes left to pay')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('0:05')).toBeInTheDocument();
    expect(screen.getByText('About 1 minute left to pay')).toBeInTheDocument();
    expect(onExpired).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('alert')).toHaveTextContent('This booking expired because it was not paid in time');
    expect(screen.queryByText(/Time left to pay/)).not.toBeInTheDocument();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a hold that already ran out says so at once, and Book again starts a new booking (issue 26 §6)', async () => {
    const openBookingDialog = inDialog(
      <HoldCountdown timeZone="Africa/Lagos" holdExpiresAt="2020-01-01T00:00:00.000Z" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This booking expired because it was not paid in time');
    await userEvent.click(screen.getByRole('button', { name: 'Book again' }));
    expect(openBookingDialog).toHaveBeenCalledWith({ source: 'bookings' });
  });
});
