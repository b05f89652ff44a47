/**
 * Clock times with the name of their zone (issue 19 §10 "Times show their zone: WAT for Lagos,
 * the local zone for the other end"). The one place that names a zone: the web app and the
 * e-mails both call it.
 *
 * - Africa/Lagos is always "WAT" (Intl's English data says "GMT+1" for it).
 * - Other IANA zones take their short English name when one exists ("BST"/"GMT" for
 *   Europe/London, "CET"/"CEST", "EST"/"EDT"), else "GMT+n" ("GMT+3" for Africa/Nairobi).
 * - With no known zone, the name comes from the time's own offset: "+00:00" -> "GMT",
 *   "+05:30" -> "GMT+5:30".
 * Meeting times, holds and other service times are Lagos instants: {@link formatWat}.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LAGOS_TIME_ZONE } from './constants';
import { formatLagos } from './dates';

/** Locales tried in turn for a zone's short name: British names first, then American ones. */
const NAME_LOCALES = ['en-GB', 'en-US'] as const;
const GMT_OFFSET = /^(?:GMT|UTC)[+-−]/;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function shortNameIn(locale: string, timeZone: string, at: Date): string | null {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    } catch {
      f = null; // not an IANA zone this runtime knows
    }
    formatters.set(key, f);
  }
  return f?.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? null;
}

/** "+01:00" -> "GMT+1", "-04:30" -> "GMT-4:30", "+00:00" or "Z" -> "GMT". Unreadable: "". */
export function offsetZoneName(offset: string): string {
  if (offset === 'Z') return 'GMT';
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!m) return '';
  const [, sign, hh, mm] = m as unknown as [string, string, string, string];
  if (hh === '00' && mm === '00') return 'GMT';
  return `GMT${sign}${Number(hh)}${mm === '00' ? '' : `:${mm}`}`;
}

/**
 * The short name of `timeZone` at the instant `at`: "WAT" for Africa/Lagos, "BST" for
 * Europe/London in summer and "GMT" in winter, "GMT+3" when the zone has no English abbreviation.
 * @returns null when `timeZone` is not a zone the runtime knows.
 */
export function zoneName(timeZone: string, at: Date): string | null {
  if (timeZone === LAGOS_TIME_ZONE) return 'WAT';
  let fallback: string | null = null;
  for (const locale of NAME_LOCALES) {
    const name = shortNameIn(locale, timeZone, at);
    if (name === null) return null;
    if (!GMT_OFFSET.test(name)) return name;
    fallback ??= name.replace('UTC', 'GMT').replace('−', '-');
  }
  return fallback;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A flight time as the airport's clock shows it, followed by the zone's name:
 * ("2026-07-02T22:40:00+01:00", "Europe/London") -> "Thu 2 Jul 2026, 22:40 BST".
 * @param iso ISO 8601 with the airport's offset, as the API sends flight times.
 * @param timeZone the airport's IANA zone; when absent or unknown, the name comes from the offset.
 * @param pattern date-fns pattern for the clock part (default 'EEE d MMM yyyy, HH:mm').
 * Unparseable input is returned as is.
 */
export function formatAirportTime(iso: string, timeZone?: string | null, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  const m = WALL_CLOCK.exec(iso);
  if (!m) return iso;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  // The clock part is read off the ISO text: the process's own zone must not move it.
  const clock = format(new TZDate(y, mo - 1, d, h, mi, 'UTC'), pattern);
  const name = (timeZone ? zoneName(timeZone, new Date(iso)) : null) ?? offsetZoneName(m[6] as string);
  return name ? `${clock} ${name}` : clock;
}

/**
 * An instant in Lagos time with its zone, e.g. "Sat 21 Nov 2026, 17:45 WAT" (issue 15 §1, issue 19
 * §10): meeting times, service steps, holds.
 * @param pattern date-fns pattern of the clock part (default 'EEE d MMM yyyy, HH:mm').
 */
export function formatWat(at: string | Date, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  return `${formatLagos(at, pattern)} ${zoneName(LAGOS_TIME_ZONE, new Date(at))}`;
}
