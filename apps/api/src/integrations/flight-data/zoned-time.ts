/**
 * Local wall-clock times at airports, turned into instants with the airport's IANA zone
 * (@date-fns/tz), and instants shown back as ISO 8601 with the zone's offset.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

/** `90` -> `+01:30`, `-240` -> `-04:00`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** `+01:00` -> 60. */
export function parseOffset(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) throw new RangeError(`not a UTC offset: ${offset}`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * The instant at local `date` (`YYYY-MM-DD`) and `hhmm` (`HH:MM`) in `timeZone`, with the
 * zone's offset then. A time skipped by a daylight-saving change moves forward, as
 * @date-fns/tz does.
 */
export function zonedInstant(date: string, hhmm: string, timeZone: string): { time: Date; utcOffset: string } {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  const time = new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
  return { time, utcOffset: formatOffset(tzOffset(timeZone, time)) };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `2026-11-21T17:45:00+01:00`: the instant as read on a clock at `utcOffset`. Written from the
 * date's UTC fields rather than cut from `toISOString()`, which costs about three times as much on
 * the flight search's hot path (two calls per result).
 * @throws RangeError when `utcOffset` is not `±HH:MM`, or for an invalid date or a year outside 1000-9999.
 */
export function isoWithOffset(time: Date, utcOffset: string): string {
  const local = new Date(time.getTime() + parseOffset(utcOffset) * 60_000);
  const year = local.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) throw new RangeError(`not a four-digit year: ${year}`);
  return `${year}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}T${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}${utcOffset}`;
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
