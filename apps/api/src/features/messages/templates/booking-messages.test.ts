import { HOLD_EXPIRED_MESSAGE } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import type { BookingFacts, Recipient } from '../messages.repository';
import { bookingExpired } from './booking-messages';

const booking = {
  id: 'b1',
  userId: 'u1',
  reference: 'FT-7K3M9Q',
  status: 'expired',
  paymentStatus: 'pending',
  refundStatus: null,
  serviceType: 'arrival',
  passengerCount: 1,
  totalUsdCents: 4500,
  totalNgnKobo: 6_750_000,
  unitPriceUsdCents: 4500,
  exchangeRateE4: 15_000_000,
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
  arrivalTime: new Date('2026-11-27T18:45:00Z'),
  terminal: 'International',
  meetingPoint: 'At the aircraft door',
} as unknown as BookingFacts;
const to = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' } as Recipient;

describe('booking expired e-mail (issue 15 §5, issue 26 §6)', () => {
  it('says why in the payment step’s words, that nothing was charged, and links Book again', async () => {
    const mail = await bookingExpired({ booking, to, publicUrl: 'https://fasttrack.test' });
    expect(mail.subject).toBe('Booking not completed: FT-7K3M9Q');
    expect(mail.text).toContain(HOLD_EXPIRED_MESSAGE);
    expect(mail.text).toContain('Nothing was charged.');
    expect(mail.text).toContain('https://fasttrack.test/dashboard?openBooking=true');
    expect(mail.html).toContain('Book again');
  });
});

describe('e-mail layout (issue 26 §6)', () => {
  it('keeps the label column wide enough not to break words on a narrow phone', async () => {
    const mail = await bookingExpired({ booking, to, publicUrl: 'https://fasttrack.test' });
    const labelCells = mail.html.match(/<td style="width:38%;[^"]*word-break:normal[^"]*">Booking reference<\/td>/g);
    expect(labelCells).toHaveLength(1);
    expect(mail.html).toContain('table-layout:fixed');
  });
});
