import { describe, expect, it } from 'vitest';
import {
  fullyBookedMessage,
  holdExpiresAt,
  isDomesticRoute,
  nextSteps,
  noticeProblem,
  officersNeeded,
  serviceEndsAt,
  servicePlan,
} from './service-plan';

const at = (iso: string) => new Date(iso);
const flight = (departure: string, arrival: string, domestic: boolean) => ({
  departureTime: at(departure),
  arrivalTime: at(arrival),
  domestic,
});

describe('servicePlan', () => {
  it('arrival: meets at landing; busy from 15 min before to 90 min after', () => {
    const plan = servicePlan(flight('2026-12-01T06:00:00Z', '2026-12-01T12:30:00Z', false), 'arrival');
    expect(plan).toEqual({
      meetingTime: at('2026-12-01T12:30:00Z'),
      windowStart: at('2026-12-01T12:15:00Z'),
      windowEnd: at('2026-12-01T14:00:00Z'),
    });
  });

  it('international departure: meets 3 h before; busy from 15 min before that to 30 min before departure', () => {
    const plan = servicePlan(flight('2026-12-01T22:00:00Z', '2026-12-02T05:00:00Z', false), 'departure');
    expect(plan).toEqual({
      meetingTime: at('2026-12-01T19:00:00Z'),
      windowStart: at('2026-12-01T18:45:00Z'),
      windowEnd: at('2026-12-01T21:30:00Z'),
    });
  });

  it('domestic departure: meets 2 h before', () => {
    const plan = servicePlan(flight('2026-12-01T10:00:00Z', '2026-12-01T11:10:00Z', true), 'departure');
    expect(plan).toEqual({
      meetingTime: at('2026-12-01T08:00:00Z'),
      windowStart: at('2026-12-01T07:45:00Z'),
      windowEnd: at('2026-12-01T09:30:00Z'),
    });
  });
});

describe('serviceEndsAt', () => {
  it("ends an arrival 90 min after its meeting time and a departure 30 min before the flight, as the plan's window", () => {
    const arrival = {
      serviceType: 'arrival',
      meetingTime: '2026-12-01T12:30:00Z',
      flight: { departureTime: '2026-12-01T06:00:00Z' },
    } as const;
    const departure = {
      serviceType: 'departure',
      meetingTime: '2026-12-01T19:00:00Z',
      flight: { departureTime: '2026-12-01T22:00:00Z' },
    } as const;
    expect(serviceEndsAt(arrival)).toEqual(
      servicePlan(flight('2026-12-01T06:00:00Z', '2026-12-01T12:30:00Z', false), 'arrival').windowEnd,
    );
    expect(serviceEndsAt(departure)).toEqual(at('2026-12-01T21:30:00Z'));
  });

  it('ends when the booked window ends: a longer arrival at another airport, or extra waiting time bought', () => {
    const arrival = {
      serviceType: 'arrival',
      meetingTime: '2026-12-01T12:30:00Z',
      serviceWindowEnd: '2026-12-01T15:00:00Z',
      flight: { departureTime: '2026-12-01T06:00:00Z' },
    } as const;
    expect(serviceEndsAt(arrival)).toEqual(at('2026-12-01T15:00:00Z'));
  });
});

describe('noticeProblem', () => {
  const plan = servicePlan(flight('2026-12-01T22:00:00Z', '2026-12-02T05:00:00Z', false), 'departure');

  it('accepts a meeting time exactly 3 h away and refuses one a minute closer, in WAT', () => {
    expect(noticeProblem(plan, { serviceType: 'departure' }, at('2026-12-01T16:00:00Z'))).toBeNull();
    expect(noticeProblem(plan, { serviceType: 'departure' }, at('2026-12-01T16:01:00Z'))).toBe(
      'Departure Service must be booked at least 3 hours before the meeting time (Tue 1 Dec, 20:00 WAT). For a service sooner than that, call us on +234 800 327 8725.',
    );
  });

  it('counts from the meeting time, not the flight: a domestic departure in 4.5 h is too soon', () => {
    const domestic = servicePlan(flight('2026-12-01T10:00:00Z', '2026-12-01T11:10:00Z', true), 'departure');
    expect(noticeProblem(domestic, { serviceType: 'departure' }, at('2026-12-01T05:30:00Z'))).toMatch(
      /at least 3 hours/,
    );
    expect(noticeProblem(domestic, { serviceType: 'departure' }, at('2026-12-01T05:00:00Z'))).toBeNull();
  });

  it('arrival: refuses a landing less than 3 h away', () => {
    const arrival = servicePlan(flight('2026-12-01T06:00:00Z', '2026-12-01T12:30:00Z', false), 'arrival');
    expect(noticeProblem(arrival, { serviceType: 'arrival' }, at('2026-12-01T10:00:00Z'))).toBe(
      'Arrival Service must be booked at least 3 hours before the meeting time (Tue 1 Dec, 13:30 WAT). For a service sooner than that, call us on +234 800 327 8725.',
    );
  });
});

describe('capacity numbers', () => {
  it('needs one officer per 5 passengers, rounded up', () => {
    expect([1, 5, 6, 10].map(officersNeeded)).toEqual([1, 1, 2, 2]);
  });

  it('holds an unpaid booking for 30 minutes by default, or the minutes given', () => {
    expect(holdExpiresAt(at('2026-12-01T10:00:00Z'))).toEqual(at('2026-12-01T10:30:00Z'));
    expect(holdExpiresAt(at('2026-12-01T10:00:00Z'), 1)).toEqual(at('2026-12-01T10:01:00Z'));
  });

  it('says a full window in words the dialog shows as they are, with the passengers it can still serve', () => {
    expect(fullyBookedMessage('arrival', 0)).toBe(
      'No protocol officer is free for this Arrival Service. Choose another flight.',
    );
    expect(fullyBookedMessage('departure', 1)).toBe(
      'This Departure Service can still serve up to 5 passengers. Choose 5 or fewer, or another flight.',
    );
  });
});

describe('nextSteps', () => {
  it('promises the team within 24 hours only when the meeting is further away, else before the meeting (WAT)', () => {
    const now = at('2026-12-01T08:00:00Z');
    const lagos = (meetingTime: Date) => ({ meetingTime, timeZone: 'Africa/Lagos' });
    expect(nextSteps(lagos(at('2026-12-02T08:00:00Z')), now)[1]).toBe('Our team will contact you within 24 hours.');
    expect(nextSteps(lagos(at('2026-12-01T13:30:00Z')), now)[1]).toBe(
      'Our team will contact you before your meeting time (14:30 WAT).',
    );
    // At an airport in Accra's zone, the same instant is 13:30 GMT (issue 41 item 2).
    expect(nextSteps({ meetingTime: at('2026-12-01T13:30:00Z'), timeZone: 'Africa/Accra' }, now)[1]).toBe(
      'Our team will contact you before your meeting time (13:30 GMT).',
    );
    expect(nextSteps(null, now)).toHaveLength(4);
    expect(nextSteps(null, now)[1]).toBe('Our team will contact you within 24 hours.');
  });
});

describe('isDomesticRoute', () => {
  it('is domestic only when both airports are in Nigeria', () => {
    expect(isDomesticRoute('NG', 'NG')).toBe(true);
    expect(isDomesticRoute('NG', 'GB')).toBe(false);
  });
});
