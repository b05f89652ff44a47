/**
 * A stored flight as the search answers it (§3 Flight search result): times on each airport's
 * clock, and the airports' IANA zones only when they are known (issue 19 §10).
 */
import { describe, expect, it } from 'vitest';
import type { FlightSearchRow } from './flights.repository';
import { toSearchResult } from './flights.service';

const row: FlightSearchRow = {
  reference: 'FL-BA75-20261203',
  flightNumber: 'BA75',
  airlineName: 'British Airways',
  airlineIata: 'BA',
  departureAirportName: 'London Heathrow',
  departureIata: 'LHR',
  departureCity: 'London',
  arrivalAirportName: 'Murtala Muhammed International',
  arrivalIata: 'LOS',
  arrivalCity: 'Lagos',
  departureTime: new Date('2026-12-03T09:30:00Z'),
  arrivalTime: new Date('2026-12-03T16:10:00Z'),
  departureUtcOffset: '+00:00',
  arrivalUtcOffset: '+01:00',
  terminal: 'I',
  source: 'schedule',
  departureTimeZone: 'Europe/London',
  arrivalTimeZone: 'Africa/Lagos',
};

describe('toSearchResult', () => {
  it("gives each time on its airport's clock, with the zones", () => {
    const answer = JSON.parse(JSON.stringify(toSearchResult(row)));
    expect(answer.flightInfo).toMatchObject({
      departureTime: '2026-12-03T09:30:00+00:00',
      arrivalTime: '2026-12-03T17:10:00+01:00',
      departureTimeZone: 'Europe/London',
      arrivalTimeZone: 'Africa/Lagos',
    });
    expect(answer.availableServices).toEqual(['arrival']);
  });

  it('leaves an unknown zone out of the answer', () => {
    const answer = JSON.parse(JSON.stringify(toSearchResult({ ...row, departureTimeZone: null })));
    expect(answer.flightInfo).not.toHaveProperty('departureTimeZone');
    expect(answer.flightInfo.arrivalTimeZone).toBe('Africa/Lagos');
  });
});
