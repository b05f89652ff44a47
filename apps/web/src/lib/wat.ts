/**
 * Times shown to a person are Lagos times with "WAT" after them (issue 15 §1, §7): one helper so
 * every screen writes them the same way.
 */
import { formatLagos } from '@fasttrack/contracts';

/** An ISO instant in Lagos time with "WAT", e.g. "Sat 21 Nov 2026, 17:45 WAT". */
export function formatWat(iso: string | Date, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  return `${formatLagos(iso, pattern)} WAT`;
}

/** Only the clock time in Lagos, e.g. "17:45 WAT". */
export function formatWatTime(iso: string | Date): string {
  return formatWat(iso, 'HH:mm');
}
