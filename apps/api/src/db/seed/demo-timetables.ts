/**
 * Every embedded demo timetable (issue 41 item 1), each with the served airport whose terminals
 * its patterns name: what the seed stores in `flight_schedules` and what the flight-data
 * stand-in answers from. A flight number appears in one timetable only.
 */
import { ABV_SCHEDULE } from './abv-schedule';
import { LOS_SCHEDULE } from './los-schedule';
import { PHC_SCHEDULE } from './phc-schedule';
import type { DemoTimetable, SchedulePattern } from './schedule-pattern';

export const DEMO_TIMETABLES: readonly DemoTimetable[] = [
  { airportIata: 'LOS', patterns: LOS_SCHEDULE },
  { airportIata: 'ABV', patterns: ABV_SCHEDULE },
  { airportIata: 'PHC', patterns: PHC_SCHEDULE },
];

/** The patterns of every timetable, LOS first. */
export const ALL_PATTERNS: readonly SchedulePattern[] = DEMO_TIMETABLES.flatMap((t) => t.patterns);
