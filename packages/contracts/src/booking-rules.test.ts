import { describe, expect, it } from 'vitest';
import {
  bookingBlock,
  cancellationRule,
  cancellationRuleMessage,
  openAirportsOf,
  servicesFor,
  serviceTime,
  whyNotBookable,
} from './booking-rules';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const inbound = {
  flightNumber: 'BA75',
  departureIata: 'LHR',
  arrivalIata: 'LOS',
  status: 'scheduled',
  departureTime: hours(-2),
  arrivalTime: hours(4),
  openAirports: ['LOS'],
};
const outbound = { ...inbound, flightNumber: 'BA74', departureIata: 'LOS', arrivalIata: 'LHR' };

describe('servicesFor', () => {
  const open = new Set(['LOS', 'ABV']);

  it('offers arrival to a flight landing at an open airport, departure to one leaving it, nothing to neither', () => {
    expect(servicesFor(inbound, open)).toEqual(['arrival']);
    expect(servicesFor(outbound, open)).toEqual(['departure']);
    expect(servicesFor({ departureIata: 'LHR', arrivalIata: 'ABV' }, open)).toEqual(['arrival']);
    expect(servicesFor({ departureIata: 'LHR', arrivalIata: 'PHC' }, open)).toEqual([]);
  });

  it('offers both services between two open airports, and only the open end otherwise', () => {
    const domestic = { departureIata: 'LOS', arrivalIata: 'ABV' };
    expect(servicesFor(domestic, open)).toEqual(['arrival', 'departure']);
    expect(servicesFor(domestic, ['LOS'])).toEqual(['departure']);
    expect(servicesFor(domestic, [])).toEqual([]);
  });

  it('is given back by the open airports a server answer stands for', () => {
    const domestic = { departureIata: 'LOS', arrivalIata: 'ABV' };
    for (const services of [[], ['arrival'], ['departure'], ['arrival', 'departure']] as const) {
      expect(servicesFor(domestic, openAirportsOf(domestic, services))).toEqual(services);
    }
  });
});

describe('serviceTime', () => {
  it('is the landing time for arrival service and the departure time for departure service', () => {
    expect(serviceTime(inbound, 'arrival')).toEqual(hours(4));
    expect(serviceTime(inbound, 'departure')).toEqual(hours(-2));
  });
});

describe('whyNotBookable', () => {
  it('accepts arrival service on a flight to an open airport that is in the air but has not landed', () => {
    expect(whyNotBookable(inbound, 'arrival', now)).toBeNull();
  });

  it('explains that arrival service needs a flight landing at an airport we serve', () => {
    expect(whyNotBookable({ ...outbound, departureTime: hours(5) }, 'arrival', now)).toBe(
      'Arrival Service is only for flights that land at an airport we serve; BA74 lands at LHR.',
    );
  });

  it('explains that departure service needs a flight leaving an airport we serve', () => {
    expect(whyNotBookable(inbound, 'departure', now)).toBe(
      'Departure Service is only for flights that leave an airport we serve; BA75 leaves from LHR.',
    );
  });

  it('refuses a served airport that is closed for sale', () => {
    expect(whyNotBookable({ ...inbound, openAirports: new Set(['ABV']) }, 'arrival', now)).toBe(
      'Arrival Service is only for flights that land at an airport we serve; BA75 lands at LOS.',
    );
  });

  it('refuses a flight that has landed (arrival) or departed (departure)', () => {
    expect(whyNotBookable({ ...inbound, arrivalTime: hours(-1) }, 'arrival', now)).toMatch(/already landed/);
    expect(whyNotBookable(outbound, 'departure', now)).toMatch(/already departed/);
  });

  it('refuses a cancelled flight', () => {
    expect(whyNotBookable({ ...inbound, status: 'Cancelled' }, 'arrival', now)).toBe(
      'BA75 is cancelled and can no longer be booked.',
    );
  });

  it('judges by the times alone when the flight status is unknown', () => {
    const { status: _, ...noStatus } = inbound;
    expect(whyNotBookable(noStatus, 'arrival', now)).toBeNull();
  });
});

describe('bookingBlock', () => {
  const plan = { ...inbound, domestic: false };

  it('lets a flight far enough ahead be booked', () => {
    expect(bookingBlock({ ...plan, arrivalTime: hours(3) }, 'arrival', now)).toBeNull();
  });

  it('says NOT_BOOKABLE first, with the same words as whyNotBookable', () => {
    expect(bookingBlock({ ...plan, status: 'cancelled' }, 'arrival', now)).toEqual({
      code: 'NOT_BOOKABLE',
      message: 'BA75 is cancelled and can no longer be booked.',
    });
  });

  it('says TOO_SOON inside the minimum notice, naming the meeting time in WAT', () => {
    expect(bookingBlock({ ...plan, arrivalTime: hours(2.5) }, 'arrival', now)).toEqual({
      code: 'TOO_SOON',
      message: expect.stringMatching(
        /^Arrival Service must be booked at least 3 hours before the meeting time \(Sat 21 Nov, 15:30 WAT\)/,
      ),
    });
  });

  it('counts the notice from the meeting time: 3 hours before an international departure', () => {
    const leaving = { ...outbound, domestic: false, departureTime: hours(5.5) };
    expect(bookingBlock(leaving, 'departure', now)?.code).toBe('TOO_SOON');
    expect(bookingBlock({ ...leaving, departureTime: hours(6) }, 'departure', now)).toBeNull();
  });

  it("takes the minimum notice of the service's airport when the flight carries it (issue 41 item 1)", () => {
    const abuja = { ...plan, arrivalIata: 'ABV', openAirports: ['ABV'], arrivalTime: hours(5) };
    expect(bookingBlock({ ...abuja, noticeMinutes: { ABV: 360, LHR: 30 } }, 'arrival', now)).toEqual({
      code: 'TOO_SOON',
      message: expect.stringMatching(/^Arrival Service must be booked at least 6 hours before the meeting time/),
    });
    expect(bookingBlock({ ...abuja, arrivalTime: hours(1.5), noticeMinutes: { ABV: 90 } }, 'arrival', now)).toBeNull();
    expect(
      bookingBlock({ ...abuja, arrivalTime: hours(1), noticeMinutes: { ABV: 90 } }, 'arrival', now)?.message,
    ).toMatch(/at least 90 minutes before/);
  });
});

describe('cancellationRule', () => {
  const booking = (
    h: number,
    paymentStatus: 'pending' | 'paid' = 'paid',
    status: 'pending' | 'confirmed' | 'completed' = 'confirmed',
  ) => ({
    status,
    paymentStatus,
    serviceType: 'departure' as const,
    flight: { departureTime: hours(h), arrivalTime: hours(h + 6) },
  });

  it('gives a full refund to a paid booking cancelled 24 h or more before the flight', () => {
    expect(cancellationRule(booking(24), now)).toEqual({ ok: true, rule: 'full_refund' });
    expect(cancellationRule(booking(100), now)).toEqual({ ok: true, rule: 'full_refund' });
  });

  it('gives no refund to a paid booking cancelled less than 24 h before the flight', () => {
    expect(cancellationRule(booking(23.99), now)).toEqual({ ok: true, rule: 'late_no_refund' });
  });

  it("counts the booking's own free-cancellation hours when its airport set others (issue 41 item 1)", () => {
    expect(cancellationRule({ ...booking(30), freeCancellationHours: 48 }, now)).toEqual({
      ok: true,
      rule: 'late_no_refund',
    });
    expect(cancellationRule({ ...booking(13), freeCancellationHours: 12 }, now)).toEqual({
      ok: true,
      rule: 'full_refund',
    });
    expect(cancellationRuleMessage('late_no_refund', 48)).toBe(
      'Booking cancelled. It was cancelled less than 48 hours before the flight, so no refund applies.',
    );
  });

  it('has nothing to refund on an unpaid booking', () => {
    expect(cancellationRule(booking(48, 'pending', 'pending'), now)).toEqual({ ok: true, rule: 'unpaid_no_refund' });
  });

  it('refunds a paid booking in full whatever the time when the flight was cancelled or diverted (issue 18 §4)', () => {
    const cancelled = { ...booking(2), flightDisruption: 'cancelled' as const };
    expect(cancellationRule(cancelled, now)).toEqual({ ok: true, rule: 'flight_disrupted_refund' });
    const diverted = { ...booking(-1), flightDisruption: 'diverted' as const };
    expect(cancellationRule(diverted, now)).toEqual({ ok: true, rule: 'flight_disrupted_refund' });
    const unpaid = { ...booking(2, 'pending', 'pending'), flightDisruption: 'cancelled' as const };
    expect(cancellationRule(unpaid, now)).toEqual({ ok: true, rule: 'unpaid_no_refund' });
    const done = { ...booking(2, 'paid', 'completed'), flightDisruption: 'cancelled' as const };
    expect(cancellationRule(done, now)).toMatchObject({ ok: false });
  });

  it('refuses after the flight time and for completed bookings', () => {
    expect(cancellationRule(booking(-0.01), now)).toMatchObject({ ok: false });
    expect(cancellationRule(booking(48, 'paid', 'completed'), now)).toEqual({
      ok: false,
      reason: 'A completed booking cannot be cancelled.',
    });
  });

  it('measures arrival service from the landing time', () => {
    // departs 20 h from now, lands 26 h from now: the arrival service is 26 h away.
    const arrival = { ...booking(20), serviceType: 'arrival' as const };
    expect(cancellationRule(arrival, now)).toEqual({ ok: true, rule: 'full_refund' });
  });
});
