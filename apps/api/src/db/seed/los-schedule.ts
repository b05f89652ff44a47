/**
 * The embedded LOS timetable: weekly flight patterns that land at or leave Lagos, built from
 * the facts in `los-flights.md` (carriers, routes, approximate local times, frequencies).
 * Numbers the facts mark as inferred, and the smaller domestic carriers' numbers, are
 * plausible stand-ins. This is a realistic demo timetable, not live data (see
 * docs/flight-data.md).
 *
 * Times are local `HH:MM` at each airport; `arrivalDayOffset` is the days added to the
 * departure date for overnight flights; `days` are ISO weekdays of departure (1 = Monday).
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
  /** Terminal used at LOS: International, Domestic, or MMA2 (United Nigeria). */
  terminal: string;
}

const DAILY = [1, 2, 3, 4, 5, 6, 7];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

const country = new Map(AIRPORTS.map((a) => [a.iata, a.country]));

/** International flights use the international terminal; domestic ones Domestic, or MMA2 for United Nigeria. */
function terminalAtLos(airline: string, from: string, to: string): string {
  if (country.get(from) !== 'NG' || country.get(to) !== 'NG') return 'International';
  return airline === 'UN' ? 'MMA2' : 'Domestic';
}

/** `p('BA75', 'LHR', 'LOS', '10:45', '17:45', DAILY)`; a `+1` arrival takes `offset` 1. */
function p(
  flightNumber: string,
  from: string,
  to: string,
  dep: string,
  arr: string,
  days: number[],
  offset = 0,
): SchedulePattern {
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
    terminal: terminalAtLos(airlineIata, from, to),
  };
}

export const LOS_SCHEDULE: readonly SchedulePattern[] = [
  // International: Europe
  p('BA75', 'LHR', 'LOS', '10:45', '17:45', DAILY),
  p('BA74', 'LOS', 'LHR', '22:50', '05:15', DAILY, 1),
  p('VS411', 'LHR', 'LOS', '12:30', '19:20', DAILY),
  p('VS412', 'LOS', 'LHR', '21:40', '04:35', DAILY, 1),
  p('KL587', 'AMS', 'LOS', '13:35', '20:15', [1, 2, 4, 5, 7]),
  p('KL588', 'LOS', 'AMS', '22:45', '05:35', [1, 2, 4, 5, 7], 1),
  p('AF148', 'CDG', 'LOS', '14:00', '21:00', [1, 3, 5, 7]),
  p('AF149', 'LOS', 'CDG', '22:40', '05:45', [1, 3, 5, 7], 1),
  p('LH568', 'FRA', 'LOS', '10:55', '17:45', [1, 2, 4, 5, 6]),
  p('LH569', 'LOS', 'FRA', '22:55', '06:05', [1, 2, 4, 5, 6], 1),
  p('TK625', 'IST', 'LOS', '10:45', '15:25', DAILY),
  p('TK626', 'LOS', 'IST', '17:05', '01:40', DAILY, 1),
  // International: Middle East
  p('EK783', 'DXB', 'LOS', '09:45', '15:20', DAILY),
  p('EK784', 'LOS', 'DXB', '17:30', '05:10', DAILY, 1),
  p('QR1405', 'DOH', 'LOS', '08:30', '13:35', [1, 3, 5, 6, 7]),
  p('QR1406', 'LOS', 'DOH', '19:10', '04:25', [1, 3, 5, 6, 7], 1),
  // International: North America
  p('DL54', 'ATL', 'LOS', '17:40', '09:55', DAILY, 1),
  p('DL55', 'LOS', 'ATL', '11:45', '18:20', DAILY),
  p('UA612', 'IAD', 'LOS', '18:30', '10:40', [1, 4, 6], 1),
  p('UA613', 'LOS', 'IAD', '23:50', '06:00', [2, 5, 7], 1),
  // International: Africa
  p('ET901', 'ADD', 'LOS', '08:45', '12:15', DAILY),
  p('ET900', 'LOS', 'ADD', '13:45', '21:20', DAILY),
  p('KQ532', 'NBO', 'LOS', '08:15', '12:10', [2, 4, 6, 7]),
  p('KQ533', 'LOS', 'NBO', '13:45', '22:05', [2, 4, 6, 7]),
  p('SA60', 'JNB', 'LOS', '09:50', '14:50', [1, 3, 5, 7]),
  p('SA61', 'LOS', 'JNB', '16:35', '23:40', [1, 3, 5, 7]),
  p('MS875', 'CAI', 'LOS', '13:55', '17:55', [1, 3, 4, 6, 7]),
  p('MS876', 'LOS', 'CAI', '19:10', '01:25', [1, 3, 4, 6, 7], 1),
  p('P47950', 'LOS', 'ACC', '09:30', '09:40', DAILY),
  p('P47951', 'ACC', 'LOS', '11:00', '13:05', DAILY),
  // Domestic: Air Peace
  p('P47120', 'LOS', 'ABV', '11:45', '12:55', DAILY),
  p('P47121', 'ABV', 'LOS', '14:00', '15:15', DAILY),
  p('P47124', 'LOS', 'ABV', '17:30', '18:40', DAILY),
  p('P47125', 'ABV', 'LOS', '19:30', '20:45', DAILY),
  p('P47180', 'LOS', 'PHC', '08:00', '09:10', DAILY),
  p('P47181', 'PHC', 'LOS', '10:00', '11:10', DAILY),
  p('P47160', 'LOS', 'ENU', '12:15', '13:20', MON_SAT),
  p('P47161', 'ENU', 'LOS', '14:10', '15:15', MON_SAT),
  p('P47190', 'LOS', 'QOW', '07:30', '08:35', [1, 3, 5, 7]),
  p('P47191', 'QOW', 'LOS', '09:20', '10:25', [1, 3, 5, 7]),
  // Domestic: Arik Air
  p('W3720', 'LOS', 'ABV', '07:20', '08:30', DAILY),
  p('W3721', 'ABV', 'LOS', '09:20', '10:30', DAILY),
  p('W3200', 'LOS', 'PHC', '08:50', '10:00', MON_SAT),
  p('W3201', 'PHC', 'LOS', '10:40', '11:50', MON_SAT),
  // Domestic: United Nigeria (MMA2)
  p('UN504', 'LOS', 'ABV', '06:45', '07:55', DAILY),
  p('UN505', 'ABV', 'LOS', '08:15', '09:25', DAILY),
  p('UN302', 'LOS', 'ENU', '07:00', '08:05', DAILY),
  p('UN303', 'ENU', 'LOS', '11:30', '12:35', DAILY),
  p('UN402', 'LOS', 'ABB', '09:45', '10:40', DAILY),
  p('UN403', 'ABB', 'LOS', '14:15', '15:10', DAILY),
  p('UN202', 'LOS', 'PHC', '13:30', '14:35', DAILY),
  p('UN203', 'PHC', 'LOS', '18:00', '19:05', DAILY),
  // Domestic: Ibom Air
  p('QI310', 'LOS', 'ABV', '08:20', '09:30', DAILY),
  p('QI311', 'ABV', 'LOS', '10:15', '11:25', DAILY),
  p('QI320', 'LOS', 'PHC', '15:00', '16:05', [1, 2, 3, 4, 5, 7]),
  p('QI321', 'PHC', 'LOS', '16:50', '17:55', [1, 2, 3, 4, 5, 7]),
  p('QI330', 'LOS', 'UYO', '10:10', '11:20', DAILY),
  p('QI331', 'UYO', 'LOS', '12:05', '13:15', DAILY),
  // Domestic: Max Air
  p('VM1620', 'LOS', 'ABV', '12:40', '13:50', [1, 3, 5]),
  p('VM1621', 'ABV', 'LOS', '15:10', '16:20', [1, 3, 5]),
  p('VM1640', 'LOS', 'KAN', '09:00', '10:35', [2, 4, 6]),
  p('VM1641', 'KAN', 'LOS', '11:30', '13:05', [2, 4, 6]),
  // Domestic: Overland Airways
  p('OF1181', 'LOS', 'IBA', '07:45', '08:20', WEEKDAYS),
  p('OF1182', 'IBA', 'LOS', '09:00', '09:35', WEEKDAYS),
  p('OF1191', 'LOS', 'ILR', '10:30', '11:15', WEEKDAYS),
  p('OF1192', 'ILR', 'LOS', '12:00', '12:45', WEEKDAYS),
  p('OF1101', 'LOS', 'ABV', '15:30', '16:40', DAILY),
  p('OF1102', 'ABV', 'LOS', '18:00', '19:10', DAILY),
];
