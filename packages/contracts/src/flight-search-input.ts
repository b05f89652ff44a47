/**
 * What a flight search checks of its input (spec §5 Flight number, Route, Travel date; §7): the
 * form fields and the search routes' path parameters. Apart from ./flights.ts (ADR 391): only the
 * search pages and the API build these schemas.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from './airport-data';
import { SEARCH_MAX_DAYS_AHEAD } from './constants';
import { addDaysIso, isIsoDate, lagosToday } from './dates';
import { FLIGHT_NUMBER_PATTERN } from './flights';
import { Messages } from './messages';

/** Flight number as typed in the form (§5): required, 2 to 6 letters or digits. */
export const FlightNumberInputSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, { error: Messages.flightNumberInvalid }));

/** Departure or arrival search text: IATA code, city or airport name (§5: at least 3 characters). */
export const RouteTermSchema = z.string().trim().min(3, { error: Messages.routeTooShort }).max(80);

let todayCache: { today: string; latest: string; from: number; until: number } | undefined;

/**
 * Today in Lagos and the last searchable date, cached until the Lagos day ends: every search
 * validates its date, and formatting in a time zone is the slow part of that check.
 */
function searchWindow(): { today: string; latest: string } {
  const now = Date.now();
  if (todayCache && now >= todayCache.from && now < todayCache.until) return todayCache;
  const today = lagosToday(new Date(now));
  const dayStart = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, BUSINESS_TIME_ZONE).getTime();
  };
  todayCache = {
    today,
    latest: addDaysIso(today, SEARCH_MAX_DAYS_AHEAD),
    from: dayStart(today),
    until: dayStart(addDaysIso(today, 1)),
  };
  return todayCache;
}

const validDates = new Map<string, boolean>();

/** isIsoDate with a bounded memo: a few hundred distinct dates are searched, over and over. */
function isSearchableDateFormat(value: string): boolean {
  if (value.length !== 10) return false;
  let ok = validDates.get(value);
  if (ok === undefined) {
    if (validDates.size >= 2_000) validDates.clear();
    ok = isIsoDate(value);
    validDates.set(value, ok);
  }
  return ok;
}

/**
 * Travel date `YYYY-MM-DD`: not before today in Lagos and at most 330 days ahead.
 * `today` is read when the schema runs, so a long-lived process stays correct.
 */
export const TravelDateSchema = z
  .string({ error: Messages.travelDateRequired })
  .min(1, { error: Messages.travelDateRequired })
  .refine(isSearchableDateFormat, { error: 'Travel date must be a valid date (YYYY-MM-DD)', abort: true })
  .refine((d) => d >= searchWindow().today, { error: Messages.travelDateInPast })
  .refine((d) => d <= searchWindow().latest, {
    error: `Travel date must be within ${SEARCH_MAX_DAYS_AHEAD} days from today`,
  });

/** Path parameters of `GET /flights/search/number/:flightNumber/:date`; the number comes out compact and upper case. */
export const FlightNumberSearchParamsSchema = z.strictObject({
  flightNumber: z.string().max(20).pipe(FlightNumberInputSchema),
  date: TravelDateSchema,
});
export const RouteSearchParamsSchema = z.strictObject({
  departure: RouteTermSchema,
  arrival: RouteTermSchema,
  date: TravelDateSchema,
});
export const FlightReferenceParamsSchema = z.strictObject({ id: z.string().min(1).max(40) });
