/** API payloads for the bookings and payments component tests, shaped like the contract schemas. */
import type { Booking, FlightSearchResult, PaymentRecord, PriceLine, PricingEntry } from '@fasttrack/contracts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DDTHH:mm:00+01:00` (Lagos) `days` from now at `time`. */
export function lagosTime(days: number, time: string): string {
  const date = new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString().slice(0, 10);
  return `${date}T${time}:00+01:00`;
}

/** BA75 London Heathrow -> Lagos tomorrow: arrival service only. */
export function makeFlight(overrides: Partial<FlightSearchResult> = {}): FlightSearchResult {
  return {
    bookingReference: 'FL-BA75-1',
    flightInfo: {
      flightNumber: 'BA75',
      airlineName: 'British Airways',
      airlineIata: 'BA',
      departureAirportName: 'London Heathrow',
      departureIata: 'LHR',
      departureCity: 'London',
      arrivalAirportName: 'Murtala Muhammed International',
      arrivalIata: 'LOS',
      arrivalCity: 'Lagos',
      departureTime: lagosTime(1, '10:45').replace('+01:00', '+00:00'),
      arrivalTime: lagosTime(1, '17:45'),
      // As the API sends it from the airport's row; London's is left out, so its name comes
      // from the offset whatever the season the tests run in.
      arrivalTimeZone: 'Africa/Lagos',
      terminal: 'International',
    },
    availableServices: ['arrival'],
    source: 'schedule',
    ...overrides,
  };
}

export const BOOKING_ID = '5f0c1e2a-3b4c-4d5e-8f60-718293a4b5c6';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const flight = makeFlight().flightInfo;
  return {
    id: BOOKING_ID,
    bookingReference: 'FT-7K3M9Q',
    status: 'pending',
    paymentStatus: 'pending',
    refundStatus: null,
    serviceType: 'arrival',
    passengerCount: 2,
    specialRequests: null,
    leadPassengerName: 'Ada Obi',
    contactPhone: '+2348031234567',
    totalAmount: 90,
    currency: 'USD',
    totalAmountNgn: 135_000,
    unitPriceUsd: 45,
    exchangeRate: 1500,
    createdAt: new Date().toISOString(),
    flightStatus: 'scheduled',
    flightCheckedAt: null,
    flightDisruption: null,
    flight: {
      bookingReference: 'FL-BA75-1',
      airlineName: flight.airlineName,
      flightNumber: flight.flightNumber,
      departureAirport: flight.departureAirportName,
      arrivalAirport: flight.arrivalAirportName,
      departureIata: flight.departureIata,
      arrivalIata: flight.arrivalIata,
      departureTime: flight.departureTime,
      arrivalTime: flight.arrivalTime,
      arrivalTimeZone: flight.arrivalTimeZone,
      terminal: flight.terminal,
    },
    meetingTime: flight.arrivalTime,
    meetingPoint: 'At the aircraft door, or at the top of the air bridge as you leave the aircraft.',
    holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    money: makeMoney(),
    ...overrides,
  };
}

/** A booking's money story: $90.00 (₦135,000.00), nothing paid yet unless overridden. */
export function makeMoney(overrides: Partial<Booking['money']> = {}): Booking['money'] {
  return {
    totalUsdCents: 9000,
    totalNgnKobo: 13_500_000,
    creditsUsdCents: 0,
    creditsReturnedUsdCents: 0,
    chargedNgnKobo: 0,
    refundedNgnKobo: 0,
    ...overrides,
  };
}

export const PRICING: PricingEntry[] = [
  { service_type: 'arrival', price_usd: 45, exchange_rate_ngn: 1500 },
  { service_type: 'departure', price_usd: 50, exchange_rate_ngn: 1500 },
];

export function makePayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    reference: 'FT-7K3M9Q-1763720000000',
    provider: 'paystack',
    bookingId: BOOKING_ID,
    bookingReference: 'FT-7K3M9Q',
    serviceType: 'arrival',
    flightNumber: 'BA75',
    airlineName: 'British Airways',
    status: 'paid',
    method: 'card',
    amount: 135_000,
    amountMinor: 13_500_000,
    currency: 'NGN',
    amountUsd: 90,
    failureReason: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: '2026-11-21T10:01:00.000Z',
    ...overrides,
  };
}

/** `{ success: true, data }`. */
export const ok = <T>(data: T, message?: string) => ({ success: true, data, ...(message ? { message } : {}) });

/** Two passengers at Abuja, 50 USD each, met at night: the service line and the night surcharge, $110.00. */
export const ABV_NIGHT_LINES: PriceLine[] = [
  {
    kind: 'service',
    label: 'Arrival Service',
    unit: 'per passenger',
    quantity: 2,
    unitPriceUsdCents: 5000,
    amountUsdCents: 10_000,
  },
  {
    kind: 'night_surcharge',
    label: 'Night service (meeting 23:00-05:00 WAT)',
    unit: 'per booking',
    quantity: 1,
    unitPriceUsdCents: 1000,
    amountUsdCents: 1000,
  },
];
