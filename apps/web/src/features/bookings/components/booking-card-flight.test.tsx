import { disruptedNotPayableMessage } from '@fasttrack/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BoardRow } from '../../ops/components/board-row';
import { makeOpsBooking } from '../../ops/test-fixtures';
import { makeBooking } from '../test-fixtures';
import { BookingCard } from './booking-card';

function renderCard(booking: ReturnType<typeof makeBooking>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingCard booking={booking} onPay={vi.fn()} onCancel={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the followed flight on a booking card and the day board (issue 18 §4, §5)', () => {
  it('shows the flight status and when it was last checked, in WAT', () => {
    // 13:32 UTC is 14:32 in Lagos.
    renderCard(makeBooking({ flightStatus: 'delayed', flightCheckedAt: '2026-11-23T13:32:00.000Z' }));
    expect(screen.getByText('Delayed · checked Mon 23 Nov, 14:32 WAT')).toBeInTheDocument();
  });

  it('says a flight not checked yet is not checked yet', () => {
    renderCard(makeBooking());
    expect(screen.getByText('Scheduled · not checked yet')).toBeInTheDocument();
  });

  it("tells the traveller of a cancelled flight to choose on the booking page, and shows the flight's new time", () => {
    renderCard(
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        flightStatus: 'cancelled',
        flightDisruption: 'cancelled',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight was cancelled. Open the booking to choose a full refund now or to keep it for your new flight.',
    );
    expect(screen.getByRole('button', { name: /Cancel booking/ })).toBeInTheDocument();
  });

  it('offers no payment for an unpaid booking on a cancelled flight', () => {
    renderCard(makeBooking({ status: 'pending', paymentStatus: 'pending', flightStatus: 'cancelled' }));
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(disruptedNotPayableMessage('cancelled'));
    expect(screen.getByRole('button', { name: /Cancel booking/ })).toBeInTheDocument();
  });

  it('tells a traveller who kept the booking that the team will move it', () => {
    renderCard(
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        flightDisruption: 'diverted',
        disruptionChoice: 'keep',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight was diverted. You chose to keep this booking: our team will move it to your new flight.',
    );
  });

  it('flags a diverted flight on the day board with its last check', () => {
    render(
      <BoardRow
        booking={makeOpsBooking({
          flightDisruption: 'diverted',
          flight: { ...makeOpsBooking().flight, status: 'diverted', checkedAt: '2026-11-23T13:32:00.000Z' },
        })}
      />,
    );
    expect(screen.getByText('Flight diverted')).toBeInTheDocument();
    expect(screen.getByText(/Flight status: Diverted · checked Mon 23 Nov, 14:32 WAT/)).toBeInTheDocument();
  });
});
