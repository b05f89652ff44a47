/**
 * Clock times with the name of their zone (issue 19 §10 "Times show their zone: WAT for Lagos,
 * the local zone for the other end"). The one place that names a zone: the web app and the
 * e-mails both call it.
 *
 * - A zone of a metazone that English knows by a name but not an abbreviation takes the
 *   abbreviation of that name: West Africa Time (Lagos, Douala, Kinshasa...) is "WAT" where
 *   Intl's English data says "GMT+1"; East, Central and South Africa are "EAT", "CAT", "SAST".
 * - Other IANA zones take their short English name when one exists ("BST"/"GMT" for
 *   Europe/London, "CET"/"CEST", "EST"/"EDT"), else "GMT+n" ("GMT+3" for Africa/Nairobi).
 * - With no known zone, the name comes from the time's own offset: "+00:00" -> "GMT",
 *   "+05:30" -> "GMT+5:30".
 * A booking's times are shown on its airport's clock: {@link formatInZone} with {@link serviceTimeZone}.
 */
import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from './airport-data';
import { clockInZone } from './dates';

/** Locales tried in turn for a zone's short name: British names first, then American ones. */
const NAME_LOCALES = ['en-GB', 'en-US'] as const;
const GMT_OFFSET = /^(?:GMT|UTC)[+-−]/;

/**
 * Abbreviations of the CLDR metazones whose English short name is only an offset, keyed by their
 * long English name (the usual abbreviations, as the airlines' timetables print them).
 */
const METAZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'West Africa Time': 'WAT',
  'West Africa Standard Time': 'WAT',
  'West Africa Summer Time': 'WAST',
  'Central Africa Time': 'CAT',
  'East Africa Time': 'EAT',
  'South Africa Standard Time': 'SAST',
};

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's name at `at` as `locale` writes it in `style`, e.g. ('en-GB', 'short') -> "GMT+1". */
function nameIn(zone: { locale: string; style: 'short' | 'long' }, timeZone: string, at: Date): string | null {
  const { locale, style } = zone;
  const key = `${locale}|${timeZone}|${style}`;
  let f = formatters.get(key);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style });
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
 * The short name of `timeZone` at the instant `at`: "WAT" for the West African zones (Lagos),
 * "BST" for Europe/London in summer and "GMT" in winter, "GMT+4" when the zone has no English
 * abbreviation (Asia/Baku).
 * @returns null when `timeZone` is not a zone the runtime knows.
 */
export function zoneName(timeZone: string, at: Date): string | null {
  let fallback: string | null = null;
  for (const locale of NAME_LOCALES) {
    const name = nameIn({ locale, style: 'short' }, timeZone, at);
    if (name === null) return null;
    if (!GMT_OFFSET.test(name)) return name;
    fallback ??= name.replace('UTC', 'GMT').replace('−', '-');
  }
  return METAZONE_ABBREVIATIONS[nameIn({ locale: 'en-GB', style: 'long' }, timeZone, at) ?? ''] ?? fallback;
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
  const clock = clockInZone(new TZDate(y, mo - 1, d, h, mi, 'UTC'), 'UTC', pattern);
  const name = (timeZone ? zoneName(timeZone, new Date(iso)) : null) ?? offsetZoneName(m[6] as string);
  return name ? `${clock} ${name}` : clock;
}

/**
 * An instant on the clock of `timeZone`, followed by the zone's name (issue 41 item 2: times follow
 * the airport): ("2026-11-21T16:45:00Z", BUSINESS_TIME_ZONE) -> "Sat 21 Nov 2026, 17:45 WAT";
 * with "Africa/Accra" -> "Sat 21 Nov 2026, 16:45 GMT". An unknown zone shows UTC with its name "GMT".
 * @param timeZone an IANA zone, normally the airport's (`airports.time_zone`).
 * @param pattern date-fns pattern of the clock part (default 'EEE d MMM yyyy, HH:mm').
 */
export function formatInZone(at: string | Date, timeZone: string, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  const name = zoneName(timeZone, new Date(at));
  // A zone this runtime does not know: UTC, said as such, rather than a clock with no name.
  if (name === null) return `${clockInZone(at, 'UTC', pattern)} ${offsetZoneName('Z')}`;
  return `${clockInZone(at, timeZone, pattern)} ${name}`;
}

/** The calendar day of `at` on the clock of `timeZone`, `YYYY-MM-DD`. */
export function dayInZone(at: string | Date, timeZone: string): string {
  return clockInZone(at, timeZone, 'yyyy-MM-dd');
}

/**
 * The zone of the airport where a booking's service happens (issue 41 item 2): the booking's
 * airport is the end of its flight the service is at, so the arrival airport's zone for an
 * arrival and the departure airport's for a departure, as the booking's flight carries them
 * (from the airports' rows); else (an old copy kept offline) the home zone.
 */
export function serviceTimeZone(booking: {
  serviceType: 'arrival' | 'departure';
  flight: { arrivalTimeZone?: string | null | undefined; departureTimeZone?: string | null | undefined };
}): string {
  const flightEnd =
    booking.serviceType === 'arrival' ? booking.flight.arrivalTimeZone : booking.flight.departureTimeZone;
  return flightEnd ?? BUSINESS_TIME_ZONE;
}

/**
 * An instant in Lagos time with its zone, e.g. "Sat 21 Nov 2026, 17:45 WAT" (issue 15 §1, issue 19
 * §10): times with no airport of their own (invoices, credits, staff screens). A booking's times
 * use {@link formatInZone} with {@link serviceTimeZone}.
 * @param pattern date-fns pattern of the clock part (default 'EEE d MMM yyyy, HH:mm').
 */
export function formatWat(at: string | Date, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  return formatInZone(at, BUSINESS_TIME_ZONE, pattern);
}
