import { describe, expect, it } from 'vitest';
import { flightDisrupted, serviceRetimed } from './flight-messages';
import { bookingFacts, recipient } from './template-fixtures';

const booking = bookingFacts();
const to = recipient;

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
