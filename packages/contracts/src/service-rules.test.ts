import { describe, expect, it } from 'vitest';
import { milestonePath, nextMilestone } from './live';
import { checkInOpensAt, checkInTooEarly, serviceUnderWay } from './service-rules';

const meeting = new Date('2026-11-27T14:30:00Z'); // 15:30 WAT

describe('service rules (issue 26 §1, §2)', () => {
  it('opens check-in 60 minutes before the meeting time, or the window given', () => {
    expect(checkInOpensAt(meeting)).toEqual(new Date('2026-11-27T13:30:00Z'));
    const service = { meetingTime: meeting, timeZone: 'Africa/Lagos' };
    expect(checkInTooEarly(service, new Date('2026-11-27T13:29:59Z'))).toBe(
      'Check-in opens at Fri 27 Nov, 14:30 WAT. Ask the dispatcher if you must check in earlier.',
    );
    expect(checkInTooEarly(service, new Date('2026-11-27T13:30:00Z'))).toBeNull();
    expect(checkInTooEarly(service, new Date('2026-11-27T13:30:00Z'), 30)).toMatch(
      /^Check-in opens at Fri 27 Nov, 15:00 WAT/,
    );
    // On the clock of an airport in Accra's zone (issue 41 item 2).
    expect(checkInTooEarly({ ...service, timeZone: 'Africa/Accra' }, new Date('2026-11-27T13:00:00Z'))).toMatch(
      /^Check-in opens at Fri 27 Nov, 13:30 GMT\./,
    );
  });

  it('takes a departure through check-in and security before immigration', () => {
    expect(milestonePath('departure')).toEqual(['checked_in', 'met', 'check_in_security', 'immigration', 'completed']);
    expect(nextMilestone('departure', ['checked_in', 'met'])).toBe('check_in_security');
    expect(milestonePath('arrival')).toEqual(['checked_in', 'met', 'immigration', 'baggage', 'completed']);
  });

  it('is under way from check-in', () => {
    expect(serviceUnderWay([])).toBe(false);
    expect(serviceUnderWay(['checked_in'])).toBe(true);
  });
});
