/**
 * Shift times as people enter them (issue 15 §3): a Lagos date and "HH:mm" WAT clock times,
 * turned into ISO instants with the +01:00 offset (Lagos has no daylight saving). An end at or
 * before the start is on the next day (a night shift).
 */
import { addDaysIso, formatLagos } from '@fasttrack/contracts';

const LAGOS_OFFSET = '+01:00';

/** `2026-11-24`, `05:00` -> `2026-11-24T05:00:00+01:00`. */
export function lagosInstant(date: string, time: string): string {
  return `${date}T${time}:00${LAGOS_OFFSET}`;
}

/** The ISO range of a shift entered on `date` from `start` to `end` (both "HH:mm" WAT). */
export function shiftRange(date: string, start: string, end: string): { startsAt: string; endsAt: string } {
  const endDate = end <= start ? addDaysIso(date, 1) : date;
  return { startsAt: lagosInstant(date, start), endsAt: lagosInstant(endDate, end) };
}

/** The Monday (Lagos date) of the week holding `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDaysIso(date, -((weekday + 6) % 7));
}

/** The 7 Lagos dates from `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** The Lagos date and "HH:mm" clock time of an instant. */
export function lagosDateOf(iso: string): string {
  return formatLagos(iso, 'yyyy-MM-dd');
}
export function lagosClockOf(iso: string): string {
  return formatLagos(iso, 'HH:mm');
}
