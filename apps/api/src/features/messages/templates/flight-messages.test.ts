import { describe, expect, it } from 'vitest';
import { flightDisrupted, serviceRetimed } from './flight-messages';
import { bookingFacts, recipient } from './template-fixtures';

const booking = bookingFacts();
const to = recipient;

describe('flight messages (issue 18 §3, §4)', () => {
  const retimed = {
    kind: 'retimed' as const,
    fromMeetingTime: '2026-11-27T16:45:00.000Z',
    toMeetingTime: '2026-11-27T18:45:00.000Z',
    fromFlightNumber: null,
    fromFlightDisruption: null,
    toFlightNumber: null,
  };

  it('gives the new meeting time in WAT, and the one it replaces', async () => {
    const mail = await serviceRetimed({ booking, to, publicUrl: 'https://fasttrack.test' }, retimed);
    expect(mail.subject).toBe('New meeting time Fri 27 Nov 2026, 19:45 WAT: FT-7K3M9Q');
    expect(mail.text).toContain('Your flight is delayed: your meeting moved from 17:45 to 19:45 WAT.');
    expect(mail.text).toContain('Fri 27 Nov 2026, 17:45 WAT');
    expect(mail.text).toContain('https://fasttrack.test/bookings');
  });

  it('says a move to another flight as a move, not as a new time of the new flight (issue 36 item 5)', async () => {
    const moved = {
      ...retimed,
      kind: 'moved' as const,
      fromFlightNumber: 'P47125',
      fromFlightDisruption: 'cancelled' as const,
      toFlightNumber: 'BA75',
    };
    const mail = await serviceRetimed({ booking, to, publicUrl: 'https://fasttrack.test' }, moved);
    expect(mail.text).toContain('Your booking moved from P47125 (cancelled) to BA75, Fri 27 Nov, meeting 19:45 WAT.');
    expect(mail.text).not.toContain('has a new estimated time');
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
