import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../test-fixtures';
import { BeforeYouPay } from './before-you-pay';

const HOUR = 3_600_000;

describe('before paying (issue 19)', () => {
  it('states the cancellation rule for the service and links to the terms in a new tab', () => {
    const booking = makeBooking();
    render(<BeforeYouPay booking={booking} now={new Date(Date.parse(booking.flight.arrivalTime) - 48 * HOUR)} />);
    expect(
      screen.getByText(
        'Cancel 24 hours or more before your flight lands for a full refund. Cancelled later, no refund applies.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/less than 24 hours away/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Terms and cancellation policy/ });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('warns that no refund applies once paid when the flight is less than 24 hours away', () => {
    const booking = makeBooking({ serviceType: 'departure' });
    render(<BeforeYouPay booking={booking} now={new Date(Date.parse(booking.flight.departureTime) - 2 * HOUR)} />);
    expect(screen.getByText(/before your flight departs for a full refund/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your flight is less than 24 hours away: once paid, this booking is not refunded if you cancel.',
      ),
    ).toBeInTheDocument();
  });
});
