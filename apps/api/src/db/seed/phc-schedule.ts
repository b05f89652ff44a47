/**
 * The embedded Port Harcourt (PHC, Port Harcourt International Airport, Omagwa) timetable
 * (issue 41 item 1): weekly patterns that land at or leave PHC, other than those to and from
 * Lagos, which are in los-schedule.ts (a flight number is one pattern). A realistic demo
 * timetable, not live data (docs/flight-data.md, "Abuja and Port Harcourt").
 *
 * Source for the routes: FAAN's regional manager on PHC in July 2021 (ThisDay, The Sun): Air
 * Peace and Arik Air each fly twice a day to Lagos and twice to Abuja (here: Air Peace twice,
 * Arik once). United Nigeria's Abuja flight is a route it is known for, with no dated report at
 * hand. Every number and time here is an inferred stand-in.
 *
 * No international service: we could confirm none that flies now. Ethiopian flew Addis Ababa-PHC
 * only from September to November 2019, while Enugu's runway was repaired (Daily Trust, The
 * Tide), so it is not in the timetable. PHC's International terminal is seeded all the same.
 *
 * ABV <-> PHC flights are here: their `terminal` is PHC's (Domestic, which ABV also has).
 */
import { DAILY, internationalOrDomestic, patternBuilder, type SchedulePattern } from './schedule-pattern';

const p = patternBuilder(internationalOrDomestic);

export const PHC_SCHEDULE: readonly SchedulePattern[] = [
  p('P47230', { from: 'ABV', to: 'PHC', dep: '07:50', arr: '08:55', days: DAILY }),
  p('P47231', { from: 'PHC', to: 'ABV', dep: '09:40', arr: '10:45', days: DAILY }),
  p('P47234', { from: 'ABV', to: 'PHC', dep: '15:20', arr: '16:25', days: DAILY }),
  p('P47235', { from: 'PHC', to: 'ABV', dep: '17:10', arr: '18:15', days: DAILY }),
  p('W3250', { from: 'ABV', to: 'PHC', dep: '11:00', arr: '12:05', days: DAILY }),
  p('W3251', { from: 'PHC', to: 'ABV', dep: '12:50', arr: '13:55', days: DAILY }),
  p('UN212', { from: 'ABV', to: 'PHC', dep: '13:10', arr: '14:15', days: DAILY }),
  p('UN213', { from: 'PHC', to: 'ABV', dep: '15:00', arr: '16:05', days: DAILY }),
];
