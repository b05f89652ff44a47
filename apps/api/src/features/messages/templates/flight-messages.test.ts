import { describe, expect, it } from 'vitest';
import type { BookingFacts, Recipient } from '../messages.repository';
import { flightDisrupted, serviceRetimed } from './flight-messages';

const booking = {
  id: 'b1',
  userId: 'u1',
  reference: 'FT-7K3M9Q',
  status: 'confirmed',
  paymentStatus: 'paid',
  refundStatus: null,
  serviceType: 'arrival',
  passengerCount: 2,
  totalUsdCents: 9000,
  totalNgnKobo: 13_500_000,
  unitPriceUsdCents: 4500,
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
} as unknown as BookingFacts;
const to = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' } as Recipient;

describe('flight messages (issue 18 §3, §4)', () => {
  it('gives the new meeting time in WAT, and the one it replaces', async () => {
    const mail = await serviceRetimed(
      { booking, to, publicUrl: 'https://fasttrack.test' },
      new Date('2026-11-27T16:45:00Z'),
    );
    expect(mail.subject).toBe('New meeting time Fri 27 Nov 2026, 19:45 WAT: FT-7K3M9Q');
    expect(mail.text).toContain('Fri 27 Nov 2026, 17:45 WAT');
    expect(mail.text).toContain('https://fasttrack.test/bookings');
  });

  it("shows the flight's own new landing time beside the new meeting time", async () => {
    const mail = await serviceRetimed(
      {
        booking: { ...booking, estimatedArrivalTime: new Date('2026-11-27T18:45:00Z') },
        to,
        publicUrl: 'https://fasttrack.test',
      },
      null,
    );
    expect(mail.text).toMatch(/Estimated landing:\s+Fri 27 Nov 2026, 19:45 WAT/);
  });

  it('offers the traveller of a diverted flight the one-tap choice, and the refund by itself at the meeting time', async () => {
    const mail = await flightDisrupted({
      booking: { ...booking, flightDisruption: 'diverted' },
      to,
      publicUrl: 'https://fasttrack.test',
    });
    expect(mail.subject).toBe('Your flight BA75 was diverted: FT-7K3M9Q');
    expect(mail.text).toContain('₦135,000.00 ($90.00)');
    expect(mail.text).toContain(
      'If you have not chosen by Fri 27 Nov 2026, 19:45 WAT, we refund you in full automatically.',
    );
    expect(mail.text).toContain('Keep my booking for my new flight');
  });
});
