/**
 * Date helpers on the business's clock (`BUSINESS_TIME_ZONE`: Lagos, WAT, UTC+1, no DST). "Today"
 * for every date rule with no airport of its own is today in Lagos (architecture guide, API
 * conventions).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInYears, format, isValid, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE } from './airport-data';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in Lagos as `YYYY-MM-DD`. `now` is injectable for tests. */
export function lagosToday(now: Date = new Date()): string {
  return format(new TZDate(now, BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
}

/** True when `value` is a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = parseISO(value);
  return isValid(d) && format(d, 'yyyy-MM-dd') === value;
}

/** Adds whole days to a `YYYY-MM-DD` date and returns `YYYY-MM-DD`. */
export function addDaysIso(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** Age in whole years on `onDate` (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  return differenceInYears(parseISO(onDate), parseISO(dateOfBirth));
}

/**
 * A calendar date (`YYYY-MM-DD`) written out, e.g. ("2026-11-24") -> "Tue 24 Nov": the date
 * itself, in no zone (a day list's heading, a shift week's day).
 * @param pattern date-fns pattern (default 'EEE d MMM').
 */
export function formatIsoDate(date: string, pattern = 'EEE d MMM'): string {
  return clockInZone(`${date}T12:00:00Z`, 'UTC', pattern);
}

/** Formats an instant for display in Lagos, e.g. "Sat 21 Nov 2026, 17:45". */
export function formatLagos(iso: string | Date, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  return clockInZone(iso, BUSINESS_TIME_ZONE, pattern);
}

/**
 * The clock of `timeZone` at an instant, without the zone's name (zone-time.ts adds it):
 * ("2026-11-21T16:45:00Z", "Africa/Accra", "HH:mm") -> "16:45".
 */
export function clockInZone(at: string | Date, timeZone: string, pattern: string): string {
  return format(new TZDate(typeof at === 'string' ? new Date(at) : at, timeZone), pattern);
}
