import { creditsKeptOnLateCancel, HOLD_EXPIRED_MESSAGE } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { bookingCancelled, bookingConfirmed, bookingExpired } from './booking-messages';
import { bookingFacts, recipient } from './template-fixtures';

// An unpaid booking whose hold ran out.
const booking = bookingFacts({ status: 'expired', paymentStatus: 'pending', passengerCount: 1 });
const to = recipient;

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

describe('cancellation e-mail and loyalty credits (issue 37)', () => {
  const withCredits = (returned: number) =>
    bookingFacts({
      status: 'cancelled',
      moneyCreditsUsdCents: 1000,
      moneyCreditsReturnedUsdCents: returned,
      moneyChargedNgnKobo: 12_000_000,
    } as never);

  it('on a full refund, sends back the naira charged and says the credits are back', async () => {
    const mail = await bookingCancelled(
      { booking: withCredits(1000), to: recipient, publicUrl: 'https://fasttrack.test' },
      'full_refund',
    );
    expect(mail.text).toContain('₦120,000.00 goes back to your card or account.');
    expect(mail.text).toContain('$10.00 of loyalty credits went back to your balance.');
    expect(mail.text).not.toContain('₦135,000.00 goes back');
  });

  it('on a late cancellation, says the credits used are not returned', async () => {
    const mail = await bookingCancelled(
      { booking: withCredits(0), to: recipient, publicUrl: 'https://fasttrack.test' },
      'late_no_refund',
    );
    expect(mail.text).toContain(creditsKeptOnLateCancel());
    expect(mail.text).not.toContain('goes back to your card');
  });
});

describe('confirmation e-mail price lines (issue 41 item 5)', () => {
  const night = bookingFacts({
    priceLines: [
      {
        kind: 'service',
        label: 'Arrival Service',
        unit: 'per passenger',
        quantity: 2,
        unitPriceUsdCents: 4500,
        amountUsdCents: 9000,
      },
      {
        kind: 'night_surcharge',
        label: 'Night service (meeting 23:00-05:00 WAT)',
        unit: 'per booking',
        quantity: 1,
        unitPriceUsdCents: 1000,
        amountUsdCents: 1000,
      },
    ],
    totalUsdCents: 10_000,
    totalNgnKobo: 15_000_000,
    moneyChargedNgnKobo: 15_000_000,
  } as never);

  it('lists each line the booking was sold with above the total in USD and naira', async () => {
    const mail = await bookingConfirmed({ booking: night, to: recipient, publicUrl: 'https://fasttrack.test' }, null);
    const receipt = mail.text.slice(mail.text.indexOf('\nReceipt\n')).split('\n');
    expect(receipt.slice(2, 5)).toEqual([
      'Arrival Service: 2 × $45.00 per passenger — $90.00',
      'Night service (meeting 23:00-05:00 WAT): 1 × $10.00 per booking — $10.00',
      'Total: $100.00 (₦150,000.00)',
    ]);
    expect(mail.html).toContain('Night service (meeting 23:00-05:00 WAT)');
    expect(mail.html).toContain('1 × $10.00 per booking — $10.00');
  });

  it('shows a booking made before price lines as its one service line', async () => {
    const mail = await bookingConfirmed(
      { booking: bookingFacts(), to: recipient, publicUrl: 'https://fasttrack.test' },
      null,
    );
    expect(mail.text).toContain('Arrival Service: 2 × $45.00 per passenger — $90.00\nTotal: $90.00 (₦135,000.00)');
  });
});
