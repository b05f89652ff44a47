import { type Booking, ON_REQUEST_NOTE, type PriceLine } from '@fasttrack/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ABV_NIGHT_LINES, makeBooking, makeMoney } from '../test-fixtures';
import { BookingCard } from './booking-card';
import { BookingSummary } from './booking-summary';

/** Two passengers landing at Abuja at night: $110.00 (₦165,000.00). */
function abvBooking(overrides: Partial<Booking> = {}): Booking {
  const booking = makeBooking();
  return makeBooking({
    airportIata: 'ABV',
    flight: { ...booking.flight, arrivalAirport: 'Nnamdi Azikiwe International', arrivalIata: 'ABV' },
    totalAmount: 110,
    totalAmountNgn: 165_000,
    unitPriceUsd: 50,
    priceLines: ABV_NIGHT_LINES,
    money: makeMoney({ totalUsdCents: 11_000, totalNgnKobo: 16_500_000 }),
    ...overrides,
  });
}

const lineTexts = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: 'Price' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The value next to `term` in a definition list. */
const valueNextTo = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling?.textContent;

describe('the payment step summary shows the lines the booking was sold with (issue 41 item 5)', () => {
  it('lists the service and the night surcharge above the Total, and names the airport it lands at', () => {
    render(<BookingSummary booking={abvBooking()} />);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(lineTexts(summary)).toEqual([
      'Arrival Service2 × $50.00 per passenger$100.00',
      'Night service (meeting 23:00-05:00 WAT)1 × $10.00 per booking$10.00',
    ]);
    expect(valueNextTo(summary, 'Total')).toBe('$110.00₦165,000.00');
    expect(within(summary).getByText('Lands at ABV')).toBeInTheDocument();
    expect(within(summary).queryByText(/Lagos/)).not.toBeInTheDocument();
  });

  it('reads a booking kept offline without lines as one line: unit price × passengers', () => {
    render(<BookingSummary booking={makeBooking({ priceLines: undefined })} />);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(lineTexts(summary)).toEqual(['Arrival Service2 × $45.00 per passenger$90.00']);
    expect(valueNextTo(summary, 'Total')).toBe('$90.00₦135,000.00');
  });

  it('lists add-on lines as sold (issue 41 item 4): the package that includes one, and who confirms an on-request one', () => {
    const addOn = { kind: 'add_on', unit: 'per block of 3 bags', quantity: 1, fulfilment: 'guaranteed' } as const;
    const lines: PriceLine[] = [
      ...ABV_NIGHT_LINES.slice(0, 1),
      { ...addOn, label: 'Porter', unitPriceUsdCents: 1000, amountUsdCents: 1000, packageName: 'Premium' },
      {
        ...addOn,
        label: 'Buggy',
        unit: 'per vehicle of 4 seats',
        unitPriceUsdCents: 2000,
        amountUsdCents: 2000,
        fulfilment: 'on_request',
        packageName: 'Premium',
      },
      // The same add-on again, chosen by hand beside the package.
      { ...addOn, label: 'Porter', unitPriceUsdCents: 1000, amountUsdCents: 1000 },
    ];
    render(<BookingSummary booking={abvBooking({ priceLines: lines })} />);
    expect(lineTexts(screen.getByRole('region', { name: 'Booking summary' }))).toEqual([
      'Arrival Service2 × $50.00 per passenger$100.00',
      'Porter (in Premium)1 × $10.00 per block of 3 bags$10.00',
      `Buggy (in Premium)1 × $20.00 per vehicle of 4 seats${ON_REQUEST_NOTE}$20.00`,
      'Porter1 × $10.00 per block of 3 bags$10.00',
    ]);
  });

  it('names the airport a departure leaves from', () => {
    const booking = makeBooking();
    render(
      <BookingSummary
        booking={makeBooking({
          serviceType: 'departure',
          airportIata: 'PHC',
          flight: { ...booking.flight, departureIata: 'PHC', arrivalIata: 'LHR' },
        })}
      />,
    );
    expect(screen.getByText('Departs PHC')).toBeInTheDocument();
  });
});

describe('the booking card shows the same lines and total (issue 41 item 5)', () => {
  it('lists the lines above the total with its currency, and names the airport', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BookingCard booking={abvBooking()} onPay={vi.fn()} onCancel={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article');
    expect(lineTexts(card)).toEqual([
      'Arrival Service2 × $50.00 per passenger$100.00',
      'Night service (meeting 23:00-05:00 WAT)1 × $10.00 per booking$10.00',
    ]);
    expect(within(card).getByText('$110.00 USD (₦165,000.00 NGN)')).toBeInTheDocument();
    expect(within(card).getByText('Lands at ABV')).toBeInTheDocument();
  });
});
