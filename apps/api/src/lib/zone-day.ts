/**
 * Calendar days of a time zone as instants (issue 41 item 2: a day is the airport's day). The day
 * board, the officer's list, the shift list, capacity's same-day count and the organisation's
 * date filter count days on the clock of the airport concerned; invoices and the money reports on
 * the business's (`BUSINESS_TIME_ZONE`). Zones are IANA names (`airports.time_zone`).
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from '@fasttrack/contracts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Zones change their offset only on a quarter hour (UTC), e.g. 01:00 UTC for Europe/London. */
const QUARTER_HOUR_MS = 900_000;
const MAX_OFFSETS = 4096;
/**
 * Offsets already read, in ms, by zone and quarter hour: zone rules, not state, so each process
 * may keep its own (booking creation reads the same few on every create; issue 42 item 4).
 */
const offsets = new Map<string, number>();

/** The offset of `timeZone` from UTC at the instant `at` (ms since the epoch), in ms. */
function offsetMs(timeZone: string, at: number): number {
  const key = `${timeZone}|${Math.floor(at / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offset = tzOffset(timeZone, new Date(at)) * MINUTE_MS;
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant a date (`YYYY-MM-DD`) begins in `timeZone`: (2026-11-23, WAT) -> 2026-11-22T23:00:00Z. */
export function dayStartInZone(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** The instant a date on the business's clock begins (00:00 WAT): invoices and reports keep the business's days. */
export function businessDayStart(date: string): Date {
  return dayStartInZone(date, BUSINESS_TIME_ZONE);
}

/** `hour` o'clock (0-24, fractions allowed) after the start of a date in `timeZone`, as an instant. */
export function hourInZone(date: string, hour: number, timeZone: string): Date {
  return new Date(dayStartInZone(date, timeZone).getTime() + hour * 3_600_000);
}

/**
 * The calendar day of an instant in `timeZone`, as a whole number of days since 1970-01-01 (the
 * day of `dayInZone(instant, timeZone)`, without formatting a date: capacity computes it on every
 * booking creation, issue 29 §4). Day `n` begins at {@link dayNumberStartInZone}(n, timeZone).
 */
export function dayNumberInZone(instant: Date, timeZone: string): number {
  const at = instant.getTime();
  return Math.floor((at + offsetMs(timeZone, at)) / DAY_MS);
}

/**
 * The instant day number `day` begins in `timeZone` (dayStartInZone of the same date), by the
 * zone's offset at that midnight: read once at a guess, then again at the instant it gives.
 */
export function dayNumberStartInZone(day: number, timeZone: string): Date {
  const localMidnight = day * DAY_MS;
  const guess = localMidnight - offsetMs(timeZone, localMidnight);
  return new Date(localMidnight - offsetMs(timeZone, guess));
}
