/**
 * The embedded Abuja (ABV, Nnamdi Azikiwe International Airport) timetable (issue 41 item 1):
 * weekly patterns that land at or leave ABV, other than those to and from Lagos, which are in
 * los-schedule.ts (a flight number is one pattern). A realistic demo timetable, not live data
 * (docs/flight-data.md, "Abuja and Port Harcourt").
 *
 * Sources for the carriers and routes: British Airways' Heathrow-Abuja service BA83/BA82 and its
 * 22:25 -> 04:40 timing (press reports of BA's schedule notice, Oct 2022: Vanguard, BusinessDay);
 * Ethiopian's daily midday Addis Ababa-Abuja service and its evening ET937/ET957 rotation
 * (ET957 ABV 22:00 -> ADD 05:00; The Guardian via ATTA). Turkish Airlines, EgyptAir and Qatar
 * Airways to Abuja, and the domestic routes of Ibom Air (Uyo), Max Air (Kano) and United Nigeria
 * (Enugu), are services the carriers are known for but no dated report was at hand: they follow
 * no source's numbers or times. Numbers and times marked (i) are inferred stand-ins, and so are
 * all frequencies.
 *
 * Terminals at ABV: International for routes abroad, Domestic otherwise (schedule-pattern.ts).
 */
import { DAILY, internationalOrDomestic, patternBuilder, type SchedulePattern } from './schedule-pattern';

const p = patternBuilder(internationalOrDomestic);

export const ABV_SCHEDULE: readonly SchedulePattern[] = [
  // International
  p('BA83', { from: 'LHR', to: 'ABV', dep: '22:25', arr: '04:40', days: DAILY, offset: 1 }),
  p('BA82', { from: 'ABV', to: 'LHR', dep: '07:30', arr: '13:20', days: DAILY }), // times (i)
  p('ET911', { from: 'ADD', to: 'ABV', dep: '08:50', arr: '12:05', days: DAILY }), // number, times (i)
  p('ET910', { from: 'ABV', to: 'ADD', dep: '13:15', arr: '20:25', days: DAILY }), // number, times (i)
  p('ET937', { from: 'ADD', to: 'ABV', dep: '16:15', arr: '19:25', days: [2, 4, 6] }), // departure (i)
  p('ET957', { from: 'ABV', to: 'ADD', dep: '22:00', arr: '05:00', days: [2, 4, 6], offset: 1 }),
  p('TK623', { from: 'IST', to: 'ABV', dep: '10:35', arr: '15:05', days: [1, 3, 5, 7] }), // (i)
  p('TK624', { from: 'ABV', to: 'IST', dep: '16:40', arr: '01:10', days: [1, 3, 5, 7], offset: 1 }), // (i)
  p('MS877', { from: 'CAI', to: 'ABV', dep: '14:30', arr: '18:05', days: [2, 4, 6] }), // (i)
  p('MS878', { from: 'ABV', to: 'CAI', dep: '19:20', arr: '00:55', days: [2, 4, 6], offset: 1 }), // (i)
  p('QR1407', { from: 'DOH', to: 'ABV', dep: '01:55', arr: '06:40', days: [2, 4, 6, 7] }), // (i)
  p('QR1408', { from: 'ABV', to: 'DOH', dep: '08:35', arr: '17:05', days: [2, 4, 6, 7] }), // (i)
  // Domestic (ABV <-> LOS: los-schedule.ts; ABV <-> PHC: phc-schedule.ts)
  p('QI340', { from: 'UYO', to: 'ABV', dep: '07:30', arr: '08:45', days: DAILY }), // number, times (i)
  p('QI341', { from: 'ABV', to: 'UYO', dep: '09:30', arr: '10:45', days: DAILY }), // number, times (i)
  p('VM1610', { from: 'KAN', to: 'ABV', dep: '07:00', arr: '08:00', days: [1, 3, 5] }), // number, times (i)
  p('VM1611', { from: 'ABV', to: 'KAN', dep: '17:00', arr: '18:00', days: [1, 3, 5] }), // number, times (i)
  p('UN312', { from: 'ABV', to: 'ENU', dep: '10:30', arr: '11:30', days: DAILY }), // number, times (i)
  p('UN313', { from: 'ENU', to: 'ABV', dep: '12:15', arr: '13:15', days: DAILY }), // number, times (i)
];
