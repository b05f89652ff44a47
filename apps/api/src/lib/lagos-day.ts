/**
 * Lagos calendar days as instants (Africa/Lagos, UTC+1, no DST; architecture guide, API
 * conventions). The day board, the shift list, the roster and capacity's same-day count all
 * count days in Lagos.
 */
import { TZDate } from '@date-fns/tz';
import { LAGOS_TIME_ZONE } from '@fasttrack/contracts';

/** The instant a Lagos date (`YYYY-MM-DD`) begins, e.g. 2026-11-23 -> 2026-11-22T23:00:00Z. */
export function lagosDayStart(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, LAGOS_TIME_ZONE).getTime());
}

/** `hour` o'clock (0-24) on a Lagos date, as an instant. */
export function lagosHour(date: string, hour: number): Date {
  return new Date(lagosDayStart(date).getTime() + hour * 3_600_000);
}

/** Africa/Lagos is UTC+1 all year (WAT, no DST): the offset the day numbers below count with. */
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The Lagos calendar day of an instant as a whole number of days since 1970-01-01 (the day of
 * `lagosToday(instant)`, without formatting a date: capacity computes it on every booking
 * creation, issue 29 §4). Day `n` begins at {@link lagosDayNumberStart}(n).
 */
export function lagosDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
}

/** The instant Lagos day number `day` begins (lagosDayStart of the same date). */
export function lagosDayNumberStart(day: number): Date {
  return new Date(day * DAY_MS - LAGOS_OFFSET_MS);
}
