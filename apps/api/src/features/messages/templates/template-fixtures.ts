/**
 * The booking and recipient the template tests render: a paid arrival of two on BA75, meeting at
 * 18:45 UTC (19:45 WAT). Give `overrides` for what a test is about.
 */
import type { BookingFacts, Recipient } from '../messages.repository';

export function bookingFacts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return {
    id: 'b1',
    userId: 'u1',
    reference: 'FT-7K3M9Q',
    status: 'confirmed',
    paymentStatus: 'paid',
    refundStatus: null,
    serviceType: 'arrival',
    airportIata: 'LOS',
    airportPlace: 'Murtala Muhammed International Airport, Lagos',
    airportTimeZone: 'Africa/Lagos',
    passengerCount: 2,
    leadPassengerName: 'Ada Obi',
    contactPhone: '+2348031234567',
    leadPassengerEmail: null,
    organisationId: null,
    passengerUserId: null,
    serviceWindowEnd: new Date('2026-11-27T20:15:00Z'),
    totalUsdCents: 9000,
    totalNgnKobo: 13_500_000,
    unitPriceUsdCents: 4500,
    priceLines: [
      {
        kind: 'service',
        label: 'Arrival Service',
        unit: 'per passenger',
        quantity: 2,
        unitPriceUsdCents: 4500,
        amountUsdCents: 9000,
      },
    ],
    exchangeRateE4: 15_000_000,
    // 18:45 UTC is 19:45 in Lagos.
    meetingTime: new Date('2026-11-27T18:45:00Z'),
    meetingCode: 'ABC123',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    cancelledAt: null,
    flightDisruption: null,
    flightNumber: 'BA75',
    airlineName: 'British Airways',
    departureIata: 'LHR',
    arrivalIata: 'LOS',
    departureCity: 'London',
    arrivalCity: 'Lagos',
    departureTime: new Date('2026-11-27T10:45:00Z'),
    arrivalTime: new Date('2026-11-27T16:45:00Z'),
    terminal: 'International',
    meetingPoint: 'At the aircraft door',
    meetingPointShort: 'at the aircraft door',
    serviceTerminal: 'International',
    // Paid in full by card: the money columns (db/booking-money.ts).
    moneyCreditsUsdCents: 0,
    moneyCreditsReturnedUsdCents: 0,
    moneyChargedNgnKobo: 13_500_000,
    moneyRefundedNgnKobo: 0,
    ...overrides,
  } as unknown as BookingFacts;
}

export const recipient = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' } as Recipient;
