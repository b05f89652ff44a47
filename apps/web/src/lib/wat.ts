/**
 * Times shown to a person are Lagos times with "WAT" after them (issue 15 §1, §7; issue 19 §10);
 * a booking's times are on its airport's clock (issue 41 item 2: `formatInZone`).
 * The rule lives in contracts (zone-time.ts), shared with the e-mails; flight times at another
 * airport use `formatFlightTime` (features/bookings/flight-time.ts).
 */
import { formatInZone, formatWat } from '@fasttrack/contracts';

/** An ISO instant in Lagos time with "WAT", e.g. "Sat 21 Nov 2026, 17:45 WAT". */
export { formatWat };

/** Only the clock time in Lagos, e.g. "17:45 WAT". */
export function formatWatTime(iso: string | Date): string {
  return formatWat(iso, 'HH:mm');
}

/**
 * A time on the clock of `timeZone` (a booking's airport: contracts `serviceTimeZone`) with the
 * zone's name, "Sat 21 Nov 2026, 17:45 WAT" (issue 41 item 2).
 */
export { formatInZone };

/** Only the clock time on the clock of `timeZone`, e.g. "16:45 GMT". */
export function formatLocalTime(iso: string | Date, timeZone: string): string {
  return formatInZone(iso, timeZone, 'HH:mm');
}
