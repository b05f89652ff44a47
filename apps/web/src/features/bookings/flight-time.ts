/**
 * Flight times as the traveller reads them on a ticket: in the airport's own local time. The API
 * sends each time as ISO 8601 with that airport's offset (e.g. 10:45+00:00 in London,
 * 17:45+01:00 in Lagos), so the wall-clock part is shown as is, with no time-zone conversion.
 */
import { format } from 'date-fns';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** '2026-11-22T17:45:00+01:00' -> 'Sun 22 Nov 2026, 17:45'. Unparseable input is returned as is. */
export function formatFlightTime(iso: string): string {
  const m = WALL_CLOCK.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return format(new Date(y, mo - 1, d, h, mi), 'EEE d MMM yyyy, HH:mm');
}
