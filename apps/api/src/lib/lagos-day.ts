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
