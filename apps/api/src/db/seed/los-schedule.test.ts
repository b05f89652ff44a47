/**
 * The embedded demo timetables (issue: flights; issue 41 item 1): LOS's as before, and those of
 * Abuja and Port Harcourt, each only at its own airport, with one pattern per flight number.
 */
import { normalizeFlightNumber } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { AIRLINES } from './airlines';
import { AIRPORTS } from './airports';
import { ALL_PATTERNS, DEMO_TIMETABLES } from './demo-timetables';
import { LOS_SCHEDULE } from './los-schedule';
import { SERVED_AIRPORTS } from './service-airports';

const airports = new Map(AIRPORTS.map((a) => [a.iata, a]));
const domestic = (iata: string) => airports.get(iata)?.country === 'NG';
const route = (p: { departureIata: string; arrivalIata: string }) =>
  domestic(p.departureIata) && domestic(p.arrivalIata) ? 'domestic' : 'international';

describe('the embedded LOS schedule', () => {
  it('has at least 60 weekly patterns, international and domestic, arriving and departing', () => {
    expect(LOS_SCHEDULE.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['international', 'domestic']) {
      const group = LOS_SCHEDULE.filter((p) => route(p) === kind);
      expect(group.some((p) => p.arrivalIata === 'LOS')).toBe(true);
      expect(group.some((p) => p.departureIata === 'LOS')).toBe(true);
    }
  });

  it('uses the international terminal abroad, MMA2 for United Nigeria and Domestic otherwise', () => {
    for (const p of LOS_SCHEDULE) {
      const expected = route(p) === 'international' ? 'International' : p.airlineIata === 'UN' ? 'MMA2' : 'Domestic';
      expect(p.terminal).toBe(expected);
    }
  });
});

describe('the demo timetables of the served airports', () => {
  it('exist for LOS, ABV and PHC, each with arrivals and departures at its own airport', () => {
    expect(DEMO_TIMETABLES.map((t) => t.airportIata)).toEqual(['LOS', 'ABV', 'PHC']);
    for (const t of DEMO_TIMETABLES) {
      expect(t.patterns.some((p) => p.arrivalIata === t.airportIata)).toBe(true);
      expect(t.patterns.some((p) => p.departureIata === t.airportIata)).toBe(true);
      for (const p of t.patterns) expect([p.departureIata, p.arrivalIata]).toContain(t.airportIata);
    }
  });

  it('give Abuja international flights (BA83 from Heathrow) and Port Harcourt flights to Abuja', () => {
    const abv = DEMO_TIMETABLES.find((t) => t.airportIata === 'ABV')?.patterns ?? [];
    expect(abv.find((p) => p.flightNumber === 'BA83')).toMatchObject({ departureIata: 'LHR', arrivalIata: 'ABV' });
    const phc = DEMO_TIMETABLES.find((t) => t.airportIata === 'PHC')?.patterns ?? [];
    expect(phc.some((p) => p.departureIata === 'PHC' && p.arrivalIata === 'ABV')).toBe(true);
  });

  it('name a terminal their airport is seeded with: International abroad, else a domestic one', () => {
    for (const t of DEMO_TIMETABLES) {
      const terminals = SERVED_AIRPORTS.find((a) => a.iata === t.airportIata)?.terminals ?? [];
      for (const p of t.patterns) {
        const terminal = terminals.find((x) => x.name === p.terminal);
        expect(terminal, `${p.flightNumber} at ${t.airportIata}`).toBeDefined();
        expect(route(p) === 'international' ? terminal?.international : terminal?.domestic).toBe(true);
      }
    }
  });

  it('have known airports and airlines and unique normalised numbers across all timetables', () => {
    const airlineCodes = new Set(AIRLINES.map((a) => a.iata));
    const numbers = new Set<string>();
    for (const p of ALL_PATTERNS) {
      expect(airports.has(p.departureIata) && airports.has(p.arrivalIata)).toBe(true);
      expect(airlineCodes.has(p.airlineIata)).toBe(true);
      expect(normalizeFlightNumber(p.flightNumber)).toBe(p.flightNumber);
      expect(numbers.has(p.flightNumber), p.flightNumber).toBe(false);
      numbers.add(p.flightNumber);
    }
  });

  it('have valid times, day offsets and weekdays', () => {
    for (const p of ALL_PATTERNS) {
      expect(p.departureLocalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(p.arrivalLocalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect([0, 1]).toContain(p.arrivalDayOffset);
      expect(p.daysOfWeek.length).toBeGreaterThan(0);
      for (const d of p.daysOfWeek) expect(d >= 1 && d <= 7).toBe(true);
    }
  });

  it('land after they leave, with the time zones of their airports', () => {
    for (const p of ALL_PATTERNS) {
      const dep = airports.get(p.departureIata);
      const arr = airports.get(p.arrivalIata);
      const at = (date: string, hhmm: string, zone: string | undefined) =>
        new Date(new Date(`${date}T${hhmm}:00Z`).getTime() - offsetMs(zone, date));
      const leaves = at('2027-03-01', p.departureLocalTime, dep?.timeZone);
      const lands = at(`2027-03-0${1 + p.arrivalDayOffset}`, p.arrivalLocalTime, arr?.timeZone);
      const hours = (lands.getTime() - leaves.getTime()) / 3_600_000;
      expect(hours, p.flightNumber).toBeGreaterThan(0.4);
      expect(hours, p.flightNumber).toBeLessThan(16);
    }
  });

  it('has a valid IANA time zone for every airport', () => {
    for (const a of AIRPORTS) expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timeZone })).not.toThrow();
  });
});

/** The zone's offset from UTC at noon UTC of `date`, in ms. */
function offsetMs(zone: string | undefined, date: string): number {
  const at = new Date(`${date}T12:00:00Z`);
  const local = new Date(at.toLocaleString('en-US', { timeZone: zone ?? 'UTC' }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return local.getTime() - utc.getTime();
}
