import { HOME_AIRPORT_IATA, normalizeFlightNumber } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { AIRLINES } from './airlines';
import { AIRPORTS } from './airports';
import { LOS_SCHEDULE } from './los-schedule';

const airports = new Map(AIRPORTS.map((a) => [a.iata, a]));
const domestic = (iata: string) => airports.get(iata)?.country === 'NG';

describe('the embedded LOS schedule', () => {
  it('has at least 60 weekly patterns, international and domestic, arriving and departing', () => {
    expect(LOS_SCHEDULE.length).toBeGreaterThanOrEqual(60);
    const intl = LOS_SCHEDULE.filter((p) => !domestic(p.departureIata) || !domestic(p.arrivalIata));
    const dom = LOS_SCHEDULE.filter((p) => domestic(p.departureIata) && domestic(p.arrivalIata));
    for (const group of [intl, dom]) {
      expect(group.some((p) => p.arrivalIata === HOME_AIRPORT_IATA)).toBe(true);
      expect(group.some((p) => p.departureIata === HOME_AIRPORT_IATA)).toBe(true);
    }
  });

  it('only has flights at LOS, with known airports and airlines and unique normalised numbers', () => {
    const airlineCodes = new Set(AIRLINES.map((a) => a.iata));
    const numbers = new Set<string>();
    for (const p of LOS_SCHEDULE) {
      expect([p.departureIata, p.arrivalIata]).toContain(HOME_AIRPORT_IATA);
      expect(airports.has(p.departureIata) && airports.has(p.arrivalIata)).toBe(true);
      expect(airlineCodes.has(p.airlineIata)).toBe(true);
      expect(normalizeFlightNumber(p.flightNumber)).toBe(p.flightNumber);
      expect(numbers.has(p.flightNumber)).toBe(false);
      numbers.add(p.flightNumber);
    }
  });

  it('has valid times, day offsets and weekdays', () => {
    for (const p of LOS_SCHEDULE) {
      expect(p.departureLocalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(p.arrivalLocalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect([0, 1]).toContain(p.arrivalDayOffset);
      expect(p.daysOfWeek.length).toBeGreaterThan(0);
      for (const d of p.daysOfWeek) expect(d >= 1 && d <= 7).toBe(true);
    }
  });

  it('uses the international terminal abroad, MMA2 for United Nigeria and Domestic otherwise', () => {
    for (const p of LOS_SCHEDULE) {
      const expected =
        !domestic(p.departureIata) || !domestic(p.arrivalIata)
          ? 'International'
          : p.airlineIata === 'UN'
            ? 'MMA2'
            : 'Domestic';
      expect(p.terminal).toBe(expected);
    }
  });

  it('has a valid IANA time zone for every airport', () => {
    for (const a of AIRPORTS) expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timeZone })).not.toThrow();
  });
});
