/**
 * Shift times as people enter them (issue 15 §3): a date and "HH:mm" clock times on the clock of
 * the officer's airport (issue 41 item 2: `Officer.airportTimeZone`), turned into ISO instants. An
 * end at or before the start is on the next day (a night shift).
 */
import { TZDate } from '@date-fns/tz';
import { addDaysIso, clockInZone, dayInZone } from '@fasttrack/contracts';

/** (`2026-11-24`, `05:00`, a WAT zone) -> `2026-11-24T05:00:00.000+01:00`: the clock entered, with its offset. */
export function instantInZone(date: string, time: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new TZDate(year, month - 1, day, hour, minute, timeZone).toISOString();
}

/** The ISO range of a shift entered on `date` from `start` to `end` ("HH:mm" in `timeZone`). */
export function shiftRange(
  date: string,
  clock: { start: string; end: string },
  timeZone: string,
): { startsAt: string; endsAt: string } {
  const endDate = clock.end <= clock.start ? addDaysIso(date, 1) : date;
  return { startsAt: instantInZone(date, clock.start, timeZone), endsAt: instantInZone(endDate, clock.end, timeZone) };
}

/** The Monday of the week holding `date` (`YYYY-MM-DD`). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDaysIso(date, -((weekday + 6) % 7));
}

/** The 7 dates from `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** The date and "HH:mm" clock time of an instant on the clock of `timeZone`. */
export function dateOf(iso: string, timeZone: string): string {
  return dayInZone(iso, timeZone);
}
export function clockOf(iso: string, timeZone: string): string {
  return clockInZone(iso, timeZone, 'HH:mm');
}
