import { describe, expect, it } from 'vitest';
import { formatAirportTime, formatWat, offsetZoneName, zoneName } from './zone-time';

describe('times with their zone (issue 19 §10)', () => {
  it('names Lagos WAT, not the GMT+1 the runtime gives, and every other West African zone too', () => {
    expect(formatAirportTime('2026-07-03T05:10:00+01:00', 'Africa/Lagos')).toBe('Fri 3 Jul 2026, 05:10 WAT');
    expect(zoneName('Africa/Lagos', new Date('2026-12-01T12:00:00Z'))).toBe('WAT');
    expect(zoneName('Africa/Douala', new Date('2026-12-01T12:00:00Z'))).toBe('WAT');
    expect(zoneName('Africa/Johannesburg', new Date('2026-12-01T12:00:00Z'))).toBe('SAST');
  });

  it('names London BST in summer and GMT in winter, on the clock of the airport', () => {
    expect(formatAirportTime('2026-07-02T22:40:00+01:00', 'Europe/London')).toBe('Thu 2 Jul 2026, 22:40 BST');
    expect(formatAirportTime('2026-12-02T22:40:00+00:00', 'Europe/London')).toBe('Wed 2 Dec 2026, 22:40 GMT');
  });

  it('changes name on the night the clocks go back (London, 25 Oct 2026)', () => {
    // 00:30 UTC is 01:30 BST; an hour later the clocks read 01:30 again, now GMT.
    expect(formatAirportTime('2026-10-25T01:30:00+01:00', 'Europe/London', 'HH:mm')).toBe('01:30 BST');
    expect(formatAirportTime('2026-10-25T01:30:00+00:00', 'Europe/London', 'HH:mm')).toBe('01:30 GMT');
  });

  it('uses an English abbreviation when there is one, else GMT+n', () => {
    expect(formatAirportTime('2026-07-02T20:00:00+02:00', 'Europe/Paris', 'HH:mm')).toBe('20:00 CEST');
    expect(formatAirportTime('2026-07-02T16:00:00-04:00', 'America/New_York', 'HH:mm')).toBe('16:00 EDT');
    expect(formatAirportTime('2026-07-02T23:00:00+03:00', 'Africa/Nairobi', 'HH:mm')).toBe('23:00 EAT');
    expect(formatAirportTime('2026-07-02T23:00:00+04:00', 'Asia/Baku', 'HH:mm')).toBe('23:00 GMT+4');
  });

  it('names the zone from the offset when the airport zone is unknown', () => {
    expect(formatAirportTime('2026-07-02T23:00:00+05:30', undefined, 'HH:mm')).toBe('23:00 GMT+5:30');
    expect(formatAirportTime('2026-07-02T23:00:00+01:00', 'Not/AZone', 'HH:mm')).toBe('23:00 GMT+1');
    expect(offsetZoneName('+00:00')).toBe('GMT');
    expect(offsetZoneName('-03:00')).toBe('GMT-3');
    expect(formatAirportTime('not a time', 'Africa/Lagos')).toBe('not a time');
  });
});

describe('Lagos instants (meeting times, holds)', () => {
  it('read in Lagos with WAT, whatever zone the instant was written in', () => {
    expect(formatWat('2026-11-21T16:45:00Z')).toBe('Sat 21 Nov 2026, 17:45 WAT');
    expect(formatWat(new Date('2026-07-02T23:30:00-04:00'), 'HH:mm')).toBe('04:30 WAT');
  });
});
