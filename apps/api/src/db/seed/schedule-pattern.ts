/**
 * The shape of the embedded demo timetables (issue: flights, "The embedded schedule"; issue 41
 * item 1) and the one way they are written: `pattern('BA75', { from: 'LHR', to: 'LOS', ... })`.
 *
 * Times are local `HH:MM` at each airport; `arrivalDayOffset` is the days added to the departure
 * date for overnight flights; `daysOfWeek` are ISO weekdays of departure (1 = Monday).
 */
import { AIRPORTS } from './airports';

export interface SchedulePattern {
  flightNumber: string;
  airlineIata: string;
  departureIata: string;
  arrivalIata: string;
  departureLocalTime: string;
  arrivalLocalTime: string;
  arrivalDayOffset: number;
  daysOfWeek: number[];
  /**
   * Terminal at the served airport the timetable is built for (its `airportIata`), as the
   * source names it, e.g. International, Domestic, MMA2.
   */
  terminal: string;
}

/** A served airport's demo timetable: every pattern's `terminal` is a terminal of `airportIata`. */
export interface DemoTimetable {
  airportIata: string;
  patterns: readonly SchedulePattern[];
}

export const DAILY = [1, 2, 3, 4, 5, 6, 7];
export const MON_SAT = [1, 2, 3, 4, 5, 6];
export const WEEKDAYS = [1, 2, 3, 4, 5];

const country = new Map(AIRPORTS.map((a) => [a.iata, a.country]));

/** Both ends in Nigeria (the curated airports' countries). */
export function domesticRoute(from: string, to: string): boolean {
  return country.get(from) === 'NG' && country.get(to) === 'NG';
}

/** The route, times and days of one pattern, as `pattern` takes them. */
export interface PatternLeg {
  from: string;
  to: string;
  dep: string;
  arr: string;
  days: number[];
  offset?: number;
}

/**
 * A pattern builder for one airport's timetable: `terminal(airlineIata, from, to)` names the
 * terminal there. The builder takes `('BA75', { from: 'LHR', to: 'LOS', dep: '10:45', arr:
 * '17:45', days: DAILY })`; `from`/`to` are IATA codes, `dep`/`arr` local `HH:MM` times, `days` ISO
 * weekdays of departure, and a `+1` arrival takes `offset: 1` (0 by default). The airline is the
 * flight number's first two characters.
 */
export function patternBuilder(terminal: (airline: string, from: string, to: string) => string) {
  return (flightNumber: string, { from, to, dep, arr, days, offset = 0 }: PatternLeg): SchedulePattern => {
    const airlineIata = flightNumber.slice(0, 2);
    return {
      flightNumber,
      airlineIata,
      departureIata: from,
      arrivalIata: to,
      departureLocalTime: dep,
      arrivalLocalTime: arr,
      arrivalDayOffset: offset,
      daysOfWeek: days,
      terminal: terminal(airlineIata, from, to),
    };
  };
}

/** International routes use the International terminal, domestic ones Domestic (ABV, PHC). */
export const internationalOrDomestic = (_airline: string, from: string, to: string) =>
  domesticRoute(from, to) ? 'Domestic' : 'International';
