/**
 * Flight times name their zone wherever a traveller reads them (issue 19 §10): the flight details
 * after a search, the booking summary before paying and the booking card.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BookingCard } from '../../bookings/components/booking-card';
import { BookingSummary } from '../../bookings/components/booking-summary';
import { makeBooking, makeFlight } from '../../bookings/test-fixtures';
import { FlightDetails } from './flight-details';

/** BA74 Lagos -> London, late October, landing after the clocks went back (GMT). */
const departure = {
  ...makeFlight().flightInfo,
  flightNumber: 'BA74',
  departureIata: 'LOS',
  departureAirportName: 'Murtala Muhammed International Airport',
  arrivalIata: 'LHR',
  arrivalAirportName: 'London Heathrow Airport',
  departureTime: '2027-10-30T22:50:00+01:00',
  arrivalTime: '2027-10-31T05:15:00+00:00',
  departureTimeZone: 'Africa/Lagos',
  arrivalTimeZone: 'Europe/London',
};

describe('flight times with their zone', () => {
  it("flight details name both airports' zones", () => {
    render(<FlightDetails flight={departure} />);
    expect(screen.getByText(/Sat 30 Oct 2027, 22:50 WAT/)).toBeInTheDocument();
    expect(screen.getByText(/Sun 31 Oct 2027, 05:15 GMT/)).toBeInTheDocument();
  });

  it('the booking summary and the booking card show the Lagos time in WAT', () => {
    const booking = makeBooking({
      serviceType: 'departure',
      flight: {
        ...makeBooking().flight,
        ...departure,
        departureAirport: departure.departureAirportName,
        arrivalAirport: departure.arrivalAirportName,
      },
    });
    const { unmount } = render(<BookingSummary booking={booking} />);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Sat 30 Oct 2027, 22:50 WAT')).toBeInTheDocument();
    unmount();

    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BookingCard booking={booking} onPay={vi.fn()} onCancel={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Sat 30 Oct 2027, 22:50 WAT')).toBeInTheDocument();
  });
});
