/**
 * Times shown to a person are Lagos times with "WAT" after them (issue 15 §1, §7; issue 19 §10).
 * The rule lives in contracts (zone-time.ts), shared with the e-mails; flight times at another
 * airport use `formatFlightTime` (features/bookings/flight-time.ts).
 */
import { formatWat } from '@fasttrack/contracts';

/** An ISO instant in Lagos time with "WAT", e.g. "Sat 21 Nov 2026, 17:45 WAT". */
export { formatWat };

/** Only the clock time in Lagos, e.g. "17:45 WAT". */
export function formatWatTime(iso: string | Date): string {
  return formatWat(iso, 'HH:mm');
}
