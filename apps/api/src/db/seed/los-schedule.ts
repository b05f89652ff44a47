/**
 * The embedded LOS timetable: weekly flight patterns that land at or leave Lagos, built from
 * the facts in `los-flights.md` (carriers, routes, approximate local times, frequencies).
 * Numbers the facts mark as inferred, and the smaller domestic carriers' numbers, are
 * plausible stand-ins. This is a realistic demo timetable, not live data (see
 * docs/flight-data.md). Its `terminal`s are terminals at LOS, even on flights to or from another
 * served airport (ABV, PHC); their own timetables are abv-schedule.ts and phc-schedule.ts.
 * Shape and units: schedule-pattern.ts.
 */
import { DAILY, domesticRoute, MON_SAT, patternBuilder, type SchedulePattern, WEEKDAYS } from './schedule-pattern';

/** International flights use the international terminal; domestic ones Domestic, or MMA2 for United Nigeria. */
function terminalAtLos(airline: string, from: string, to: string): string {
  if (!domesticRoute(from, to)) return 'International';
  return airline === 'UN' ? 'MMA2' : 'Domestic';
}

const p = patternBuilder(terminalAtLos);

export type { SchedulePattern };

export const LOS_SCHEDULE: readonly SchedulePattern[] = [
  // International: Europe
  p('BA75', { from: 'LHR', to: 'LOS', dep: '10:45', arr: '17:45', days: DAILY }),
  p('BA74', { from: 'LOS', to: 'LHR', dep: '22:50', arr: '05:15', days: DAILY, offset: 1 }),
  p('VS411', { from: 'LHR', to: 'LOS', dep: '12:30', arr: '19:20', days: DAILY }),
  p('VS412', { from: 'LOS', to: 'LHR', dep: '21:40', arr: '04:35', days: DAILY, offset: 1 }),
  p('KL587', { from: 'AMS', to: 'LOS', dep: '13:35', arr: '20:15', days: [1, 2, 4, 5, 7] }),
  p('KL588', { from: 'LOS', to: 'AMS', dep: '22:45', arr: '05:35', days: [1, 2, 4, 5, 7], offset: 1 }),
  p('AF148', { from: 'CDG', to: 'LOS', dep: '14:00', arr: '21:00', days: [1, 3, 5, 7] }),
  p('AF149', { from: 'LOS', to: 'CDG', dep: '22:40', arr: '05:45', days: [1, 3, 5, 7], offset: 1 }),
  p('LH568', { from: 'FRA', to: 'LOS', dep: '10:55', arr: '17:45', days: [1, 2, 4, 5, 6] }),
  p('LH569', { from: 'LOS', to: 'FRA', dep: '22:55', arr: '06:05', days: [1, 2, 4, 5, 6], offset: 1 }),
  p('TK625', { from: 'IST', to: 'LOS', dep: '10:45', arr: '15:25', days: DAILY }),
  p('TK626', { from: 'LOS', to: 'IST', dep: '17:05', arr: '01:40', days: DAILY, offset: 1 }),
  // International: Middle East
  p('EK783', { from: 'DXB', to: 'LOS', dep: '09:45', arr: '15:20', days: DAILY }),
  p('EK784', { from: 'LOS', to: 'DXB', dep: '17:30', arr: '05:10', days: DAILY, offset: 1 }),
  p('QR1405', { from: 'DOH', to: 'LOS', dep: '08:30', arr: '13:35', days: [1, 3, 5, 6, 7] }),
  p('QR1406', { from: 'LOS', to: 'DOH', dep: '19:10', arr: '04:25', days: [1, 3, 5, 6, 7], offset: 1 }),
  // International: North America
  p('DL54', { from: 'ATL', to: 'LOS', dep: '17:40', arr: '09:55', days: DAILY, offset: 1 }),
  p('DL55', { from: 'LOS', to: 'ATL', dep: '11:45', arr: '18:20', days: DAILY }),
  p('UA612', { from: 'IAD', to: 'LOS', dep: '18:30', arr: '10:40', days: [1, 4, 6], offset: 1 }),
  p('UA613', { from: 'LOS', to: 'IAD', dep: '23:50', arr: '06:00', days: [2, 5, 7], offset: 1 }),
  // International: Africa
  p('ET901', { from: 'ADD', to: 'LOS', dep: '08:45', arr: '12:15', days: DAILY }),
  p('ET900', { from: 'LOS', to: 'ADD', dep: '13:45', arr: '21:20', days: DAILY }),
  p('KQ532', { from: 'NBO', to: 'LOS', dep: '08:15', arr: '12:10', days: [2, 4, 6, 7] }),
  p('KQ533', { from: 'LOS', to: 'NBO', dep: '13:45', arr: '22:05', days: [2, 4, 6, 7] }),
  p('SA60', { from: 'JNB', to: 'LOS', dep: '09:50', arr: '14:50', days: [1, 3, 5, 7] }),
  p('SA61', { from: 'LOS', to: 'JNB', dep: '16:35', arr: '23:40', days: [1, 3, 5, 7] }),
  p('MS875', { from: 'CAI', to: 'LOS', dep: '13:55', arr: '17:55', days: [1, 3, 4, 6, 7] }),
  p('MS876', { from: 'LOS', to: 'CAI', dep: '19:10', arr: '01:25', days: [1, 3, 4, 6, 7], offset: 1 }),
  p('P47950', { from: 'LOS', to: 'ACC', dep: '09:30', arr: '09:40', days: DAILY }),
  p('P47951', { from: 'ACC', to: 'LOS', dep: '11:00', arr: '13:05', days: DAILY }),
  // Domestic: Air Peace
  p('P47120', { from: 'LOS', to: 'ABV', dep: '11:45', arr: '12:55', days: DAILY }),
  p('P47121', { from: 'ABV', to: 'LOS', dep: '14:00', arr: '15:15', days: DAILY }),
  p('P47124', { from: 'LOS', to: 'ABV', dep: '17:30', arr: '18:40', days: DAILY }),
  p('P47125', { from: 'ABV', to: 'LOS', dep: '19:30', arr: '20:45', days: DAILY }),
  p('P47180', { from: 'LOS', to: 'PHC', dep: '08:00', arr: '09:10', days: DAILY }),
  p('P47181', { from: 'PHC', to: 'LOS', dep: '10:00', arr: '11:10', days: DAILY }),
  p('P47160', { from: 'LOS', to: 'ENU', dep: '12:15', arr: '13:20', days: MON_SAT }),
  p('P47161', { from: 'ENU', to: 'LOS', dep: '14:10', arr: '15:15', days: MON_SAT }),
  p('P47190', { from: 'LOS', to: 'QOW', dep: '07:30', arr: '08:35', days: [1, 3, 5, 7] }),
  p('P47191', { from: 'QOW', to: 'LOS', dep: '09:20', arr: '10:25', days: [1, 3, 5, 7] }),
  // Domestic: Arik Air
  p('W3720', { from: 'LOS', to: 'ABV', dep: '07:20', arr: '08:30', days: DAILY }),
  p('W3721', { from: 'ABV', to: 'LOS', dep: '09:20', arr: '10:30', days: DAILY }),
  p('W3200', { from: 'LOS', to: 'PHC', dep: '08:50', arr: '10:00', days: MON_SAT }),
  p('W3201', { from: 'PHC', to: 'LOS', dep: '10:40', arr: '11:50', days: MON_SAT }),
  // Domestic: United Nigeria (MMA2)
  p('UN504', { from: 'LOS', to: 'ABV', dep: '06:45', arr: '07:55', days: DAILY }),
  p('UN505', { from: 'ABV', to: 'LOS', dep: '08:15', arr: '09:25', days: DAILY }),
  p('UN302', { from: 'LOS', to: 'ENU', dep: '07:00', arr: '08:05', days: DAILY }),
  p('UN303', { from: 'ENU', to: 'LOS', dep: '11:30', arr: '12:35', days: DAILY }),
  p('UN402', { from: 'LOS', to: 'ABB', dep: '09:45', arr: '10:40', days: DAILY }),
  p('UN403', { from: 'ABB', to: 'LOS', dep: '14:15', arr: '15:10', days: DAILY }),
  p('UN202', { from: 'LOS', to: 'PHC', dep: '13:30', arr: '14:35', days: DAILY }),
  p('UN203', { from: 'PHC', to: 'LOS', dep: '18:00', arr: '19:05', days: DAILY }),
  // Domestic: Ibom Air
  p('QI310', { from: 'LOS', to: 'ABV', dep: '08:20', arr: '09:30', days: DAILY }),
  p('QI311', { from: 'ABV', to: 'LOS', dep: '10:15', arr: '11:25', days: DAILY }),
  p('QI320', { from: 'LOS', to: 'PHC', dep: '15:00', arr: '16:05', days: [1, 2, 3, 4, 5, 7] }),
  p('QI321', { from: 'PHC', to: 'LOS', dep: '16:50', arr: '17:55', days: [1, 2, 3, 4, 5, 7] }),
  p('QI330', { from: 'LOS', to: 'UYO', dep: '10:10', arr: '11:20', days: DAILY }),
  p('QI331', { from: 'UYO', to: 'LOS', dep: '12:05', arr: '13:15', days: DAILY }),
  // Domestic: Max Air
  p('VM1620', { from: 'LOS', to: 'ABV', dep: '12:40', arr: '13:50', days: [1, 3, 5] }),
  p('VM1621', { from: 'ABV', to: 'LOS', dep: '15:10', arr: '16:20', days: [1, 3, 5] }),
  p('VM1640', { from: 'LOS', to: 'KAN', dep: '09:00', arr: '10:35', days: [2, 4, 6] }),
  p('VM1641', { from: 'KAN', to: 'LOS', dep: '11:30', arr: '13:05', days: [2, 4, 6] }),
  // Domestic: Overland Airways
  p('OF1181', { from: 'LOS', to: 'IBA', dep: '07:45', arr: '08:20', days: WEEKDAYS }),
  p('OF1182', { from: 'IBA', to: 'LOS', dep: '09:00', arr: '09:35', days: WEEKDAYS }),
  p('OF1191', { from: 'LOS', to: 'ILR', dep: '10:30', arr: '11:15', days: WEEKDAYS }),
  p('OF1192', { from: 'ILR', to: 'LOS', dep: '12:00', arr: '12:45', days: WEEKDAYS }),
  p('OF1101', { from: 'LOS', to: 'ABV', dep: '15:30', arr: '16:40', days: DAILY }),
  p('OF1102', { from: 'ABV', to: 'LOS', dep: '18:00', arr: '19:10', days: DAILY }),
];
