/**
 * The embedded demo timetables as a {@link FlightDataProvider} (the default source): weekly
 * patterns at the served airports open for sale, from the database, turned into dated flights
 * with each airport's IANA zone.
 */
import { addDaysIso } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { matchingIataCodes } from '../../integrations/flight-data/airport-match';
import type { DatedFlight, FlightDataProvider } from '../../integrations/flight-data/types';
import { isoWeekday, zonedInstant } from '../../integrations/flight-data/zoned-time';
import {
  findSchedulesByNumber,
  findSchedulesByRoute,
  listAirportPlaces,
  type ScheduleRow,
} from './schedule.repository';

/** The pattern flown on `date` (departure date at the departure airport). */
export function datedFromPattern(p: ScheduleRow, date: string): DatedFlight {
  const departure = zonedInstant(date, p.departureLocalTime, p.departureTimeZone);
  const arrival = zonedInstant(addDaysIso(date, p.arrivalDayOffset), p.arrivalLocalTime, p.arrivalTimeZone);
  return {
    flightNumber: p.flightNumber,
    serviceDate: date,
    airlineIata: p.airlineIata,
    airlineName: p.airlineName,
    departure: { iata: p.departureIata, airportName: p.departureName, city: p.departureCity, ...departure },
    arrival: { iata: p.arrivalIata, airportName: p.arrivalName, city: p.arrivalCity, ...arrival },
    terminal: p.terminal,
    status: 'scheduled',
  };
}

export function createScheduleProvider(db: Executor): FlightDataProvider {
  return {
    source: 'schedule',
    async findByNumber(flightNumber, date) {
      const rows = await findSchedulesByNumber(db, flightNumber, isoWeekday(date));
      return rows.map((p) => datedFromPattern(p, date));
    },
    async findByRoute({ departure, arrival, date }) {
      // Matching runs here, not in SQL, so accents and word starts follow the one shared rule.
      const places = await listAirportPlaces(db);
      const from = matchingIataCodes(departure, places);
      const to = matchingIataCodes(arrival, places);
      const rows = await findSchedulesByRoute(db, {
        departureIatas: from,
        arrivalIatas: to,
        weekday: isoWeekday(date),
      });
      return rows.map((p) => datedFromPattern(p, date));
    },
  };
}
