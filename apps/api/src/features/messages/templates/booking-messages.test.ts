import { HOLD_EXPIRED_MESSAGE } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { bookingExpired } from './booking-messages';
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
