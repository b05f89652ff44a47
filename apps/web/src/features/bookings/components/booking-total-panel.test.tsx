import type { Quote, QuoteRequest } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hangUntilAborted, json, stubFetch } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render';
import { ABV_NIGHT_LINES, ok, PRICING } from '../test-fixtures';
import { BookingTotalPanel } from './booking-total-panel';

const REQUEST: QuoteRequest = { flightBookingReference: 'FL-ET911-1', serviceType: 'arrival', passengerCount: 2 };

/** Two passengers at Abuja, 50 USD each, meeting at 23:40 WAT: the night surcharge applies. */
const NIGHT_QUOTE: Quote = {
  airportIata: 'ABV',
  serviceType: 'arrival',
  passengerCount: 2,
  lines: ABV_NIGHT_LINES,
  totalUsdCents: 11_000,
  totalNgnKobo: 16_500_000,
  exchangeRate: 1500,
  freeCancellationHours: 24,
  priceListVersion: 1,
  packages: [],
  addOns: [],
  credits: null,
};

function renderPanel(quote: QuoteRequest | null = REQUEST) {
  renderWithApp(
    <BookingTotalPanel
      serviceType="arrival"
      passengers={quote?.passengerCount ?? 2}
      validCount={quote !== null}
      quote={quote}
    />,
  );
}

/** Each line's words, as the traveller reads them. */
const lineTexts = () =>
  within(screen.getByRole('list', { name: 'Price' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the booking form total, line by line (issue 41 item 5)', () => {
  it("shows the server's quote: the service per passenger, the night surcharge per booking, and its totals", async () => {
    const net = stubFetch({
      'GET /api/pricing': () => json(200, ok(PRICING)),
      'POST /api/quotes': () => json(200, ok({ quote: NIGHT_QUOTE })),
    });
    renderPanel();

    expect(await screen.findByRole('list', { name: 'Price' })).toBeInTheDocument();
    expect(lineTexts()).toEqual([
      'Arrival Service2 × $50.00 per passenger$100.00',
      'Night service (meeting 23:00-05:00 WAT)1 × $10.00 per booking$10.00',
    ]);
    expect(screen.getByText('Total: $110.00')).toBeInTheDocument();
    expect(screen.getByText('≈ ₦165,000.00 (charged in Naira)')).toBeInTheDocument();
    // The estimate from /api/pricing is gone once the server has priced the booking.
    expect(screen.queryByText(/per passenger × 2/)).not.toBeInTheDocument();
    expect(net.calls('POST /api/quotes')[0]?.body).toEqual(REQUEST);
  });

  it('shows the /api/pricing estimate while the quote is on its way', async () => {
    stubFetch({ 'GET /api/pricing': () => json(200, ok(PRICING)), 'POST /api/quotes': hangUntilAborted });
    renderPanel();
    expect(await screen.findByText('$45.00 per passenger × 2')).toBeInTheDocument();
    expect(screen.getByText('Total: $90.00')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('says nothing new when the service cannot be quoted (422): the estimate stays', async () => {
    const net = stubFetch({
      'GET /api/pricing': () => json(200, ok(PRICING)),
      'POST /api/quotes': () =>
        json(422, { success: false, message: 'Departure Service does not fit', error: 'VALIDATION_ERROR' }),
    });
    renderPanel();
    await waitFor(() => expect(net.calls('POST /api/quotes')).toHaveLength(1));
    expect(await screen.findByText('Total: $90.00')).toBeInTheDocument();
    expect(screen.queryByText('Departure Service does not fit')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('asks for no quote until a service and a valid count are chosen, and keeps the 45 USD default', async () => {
    const net = stubFetch({
      'GET /api/pricing': () => json(500, { success: false, message: 'down', error: 'INTERNAL_ERROR' }),
    });
    renderPanel(null);
    expect(await screen.findByText('Failed to fetch pricing')).toBeInTheDocument();
    expect(screen.getByText('Total: $0.00')).toBeInTheDocument();
    expect(screen.getByText('$45.00 per passenger')).toBeInTheDocument();
    expect(net.calls('POST /api/quotes')).toHaveLength(0);
  });
});
