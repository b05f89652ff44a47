/**
 * AeroDataBox answers made from the embedded demo timetables (the TypeScript seed data, so the
 * stand-in needs no database), open airport or not: which airports are open is the API's
 * concern, as with the real provider. Shapes follow AeroDataBox API v1 `FlightContract`; a
 * pattern's terminal is given at the served airport its timetable is for.
 */
import { addDaysIso } from '@fasttrack/contracts';
import { AIRLINES, type AirlineSeed } from '../../db/seed/airlines';
import { AIRPORTS, type AirportSeed } from '../../db/seed/airports';
import { DEMO_TIMETABLES } from '../../db/seed/demo-timetables';
import type { SchedulePattern } from '../../db/seed/schedule-pattern';
import type { AdbAirport, AdbFlight, AdbMovement } from '../../integrations/flight-data/aerodatabox.contract';
import { isoWeekday, isoWithOffset, zonedInstant } from '../../integrations/flight-data/zoned-time';

const airports = new Map<string, AirportSeed>(AIRPORTS.map((a) => [a.iata, a]));
const airlines = new Map<string, AirlineSeed>(AIRLINES.map((a) => [a.iata, a]));

/** A pattern with the served airport whose terminal it names. */
interface Pattern extends SchedulePattern {
  servedIata: string;
}
const PATTERNS: readonly Pattern[] = DEMO_TIMETABLES.flatMap((t) =>
  t.patterns.map((p) => ({ ...p, servedIata: t.airportIata })),
);

export type DateRole = 'Both' | 'Departure' | 'Arrival';

function place(iata: string): AirportSeed {
  const a = airports.get(iata);
  if (!a) throw new Error(`schedule uses an airport missing from the curated list: ${iata}`);
  return a;
}

function adbAirport(a: AirportSeed): AdbAirport {
  return {
    icao: a.icao,
    iata: a.iata,
    name: a.name,
    shortName: a.name,
    municipalityName: a.city,
    countryCode: a.country,
    timeZone: a.timeZone,
  };
}

/**
 * One end of a flight at airport `a`, at `at.hhmm` local time on `at.date`, from `at.terminal`
 * when known; `local` is `YYYY-MM-DD HH:mm+hh:mm` as AeroDataBox writes it.
 */
function movement(a: AirportSeed, at: { date: string; hhmm: string; terminal: string | null }) {
  const { date, hhmm, terminal } = at;
  const { time, utcOffset } = zonedInstant(date, hhmm, a.timeZone);
  const iso = isoWithOffset(time, utcOffset);
  const m: AdbMovement & { localDate: string; localKey: string } = {
    airport: adbAirport(a),
    scheduledTime: {
      utc: `${time.toISOString().slice(0, 10)} ${time.toISOString().slice(11, 16)}Z`,
      local: `${iso.slice(0, 10)} ${iso.slice(11, 16)}${utcOffset}`,
    },
    ...(terminal ? { terminal } : {}),
    quality: ['Basic'],
    localDate: iso.slice(0, 10),
    localKey: `${iso.slice(0, 10)}T${iso.slice(11, 16)}`,
  };
  return m;
}

interface Leg {
  flight: AdbFlight;
  departureKey: string;
  arrivalKey: string;
  departureDate: string;
  arrivalDate: string;
}

/** The pattern flown on departure date `date`, or null when it does not fly that weekday. */
function leg(p: Pattern, date: string): Leg | null {
  if (!p.daysOfWeek.includes(isoWeekday(date))) return null;
  const airline = airlines.get(p.airlineIata);
  const dep = movement(place(p.departureIata), {
    date,
    hhmm: p.departureLocalTime,
    terminal: p.departureIata === p.servedIata ? p.terminal : null,
  });
  const arr = movement(place(p.arrivalIata), {
    date: addDaysIso(date, p.arrivalDayOffset),
    hhmm: p.arrivalLocalTime,
    terminal: p.arrivalIata === p.servedIata ? p.terminal : null,
  });
  const { localDate: departureDate, localKey: departureKey, ...departure } = dep;
  const { localDate: arrivalDate, localKey: arrivalKey, ...arrival } = arr;
  return {
    departureDate,
    arrivalDate,
    departureKey,
    arrivalKey,
    flight: {
      departure,
      arrival,
      number: `${p.flightNumber.slice(0, 2)} ${p.flightNumber.slice(2)}`,
      callSign: `${airline?.icao ?? p.airlineIata}${p.flightNumber.slice(2)}`,
      status: 'Expected',
      codeshareStatus: 'IsOperator',
      isCargo: false,
      airline: { name: airline?.name ?? p.airlineIata, iata: p.airlineIata, icao: airline?.icao },
    },
  };
}

/** `GET /flights/number/{number}/{dateLocal}`: `number` already normalised (BA75). */
export function flightsByNumber(number: string, dateLocal: string, role: DateRole): AdbFlight[] {
  const out: AdbFlight[] = [];
  for (const p of PATTERNS) {
    if (p.flightNumber !== number) continue;
    if (role !== 'Arrival') {
      const l = leg(p, dateLocal);
      if (l) out.push(l.flight);
    }
    if (role !== 'Departure') {
      const l = leg(p, addDaysIso(dateLocal, -p.arrivalDayOffset));
      if (l && l.arrivalDate === dateLocal && !(role === 'Both' && l.departureDate === dateLocal)) out.push(l.flight);
    }
  }
  return out;
}

/**
 * `GET /flights/airports/iata/{code}/{fromLocal}/{toLocal}`: flights leaving or reaching
 * `code` with local scheduled times in [from, to] (`YYYY-MM-DDTHH:mm`, at most 12 hours apart).
 * @param window.direction which movements to list; `withLeg` whether an item carries both ends.
 */
export function airportFlights(
  code: string,
  window: { from: string; to: string; direction: DateRole; withLeg: boolean },
): { departures: AdbFlight[]; arrivals: AdbFlight[] } {
  const { from, to, direction, withLeg } = window;
  const dates = [...new Set([from.slice(0, 10), to.slice(0, 10)])];
  const departures: Leg[] = [];
  const arrivals: Leg[] = [];
  const inWindow = (key: string) => key >= from && key <= to;
  for (const p of PATTERNS) {
    if (direction !== 'Arrival' && p.departureIata === code) {
      for (const d of dates) {
        const l = leg(p, d);
        if (l && inWindow(l.departureKey)) departures.push(l);
      }
    }
    if (direction !== 'Departure' && p.arrivalIata === code) {
      for (const d of dates) {
        const l = leg(p, addDaysIso(d, -p.arrivalDayOffset));
        if (l && l.arrivalDate === d && inWindow(l.arrivalKey)) arrivals.push(l);
      }
    }
  }
  // Without withLeg an item carries only the far end, as `movement`.
  const shape =
    (far: 'departure' | 'arrival') =>
    (l: Leg): AdbFlight => {
      if (withLeg) return l.flight;
      const { departure, arrival, ...rest } = l.flight;
      return { ...rest, movement: far === 'arrival' ? arrival : departure } as AdbFlight;
    };
  const utc = (m: AdbMovement | undefined) => m?.scheduledTime?.utc ?? '';
  return {
    departures: departures
      .sort((a, b) => utc(a.flight.departure).localeCompare(utc(b.flight.departure)))
      .map(shape('arrival')),
    arrivals: arrivals
      .sort((a, b) => utc(a.flight.arrival).localeCompare(utc(b.flight.arrival)))
      .map(shape('departure')),
  };
}
