/**
 * The business at a glance (issue 30): reports of a range of Lagos dates under
 * `/api/ops/reports/*`. Money (admin only): bookings paid, NGN collected, USD equivalent at the
 * rate each booking used, refunds, by Lagos day and service type. Work and quality (dispatcher,
 * admin): services by terminal and hour, officer utilisation, on-time rate, no-shows, capacity
 * refusals, ratings. Every amount is integer minor units; every day and hour is in Lagos (WAT).
 */
import { z } from 'zod';
import { addDaysIso } from './dates';
import { ServiceTypeSchema } from './flights';
import { RevenueLineSchema } from './price-line-labels';
import { IsoDateSchema } from './staff-fields';

/** The longest range a report covers, in Lagos days (a year and a day, for leap years). */
export const REPORT_MAX_DAYS = 366;

/** Days from `from` to `to`, both included (`YYYY-MM-DD`). */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `?from=&to=`: Lagos dates, both included, `from` not after `to`, at most REPORT_MAX_DAYS days. */
export const ReportRangeQuerySchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { error: 'The start date must not be after the end date', path: ['from'] })
  .refine((q) => reportDayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    error: `Choose a range of at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof ReportRangeQuerySchema>;

/** The ranges the reports page offers, ending on `today` (a Lagos date) except `yesterday`. */
export const REPORT_PRESETS = ['yesterday', 'last-7', 'last-30', 'last-90'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  yesterday: 'Yesterday',
  'last-7': 'Last 7 days',
  'last-30': 'Last 30 days',
  'last-90': 'Last 90 days',
};

/** The Lagos dates of a preset: yesterday alone, or the last N days up to and including today. */
export function reportPresetRange(preset: ReportPreset, today: string): ReportRange {
  if (preset === 'yesterday') {
    const day = addDaysIso(today, -1);
    return { from: day, to: day };
  }
  const days = Number(preset.slice('last-'.length));
  return { from: addDaysIso(today, -(days - 1)), to: today };
}

/* ---------- money (admin) ---------- */

/**
 * One Lagos day and service type of money (issue 37, ADR 302): what was charged in naira (gross),
 * what went back (refunds), what stayed (net), each with its USD equivalent at the rate of the
 * booking it paid for, and loyalty credits as their own lines: credits are not money collected.
 */
export const MoneyDaySchema = z.object({
  /** Lagos date. */
  date: z.string(),
  serviceType: ServiceTypeSchema,
  /** Bookings paid this day: by a charge taken this day (later refunded or not), or by credits alone. */
  bookingsPaid: z.number().int(),
  /** Naira charged this day (card or transfer), kobo. */
  grossNgnKobo: z.number().int(),
  /** The same naira in USD cents, each charge at its booking's rate (kobo / rate, half up). */
  grossUsdCents: z.number().int(),
  /** Refunds made this day (of charges taken this day or before). */
  refunds: z.number().int(),
  refundedNgnKobo: z.number().int(),
  /** The refunded naira in USD cents, each at its booking's rate. */
  refundedUsdCents: z.number().int(),
  /** Gross less refunds, kobo. */
  netNgnKobo: z.number().int(),
  /** Gross less refunds in USD cents: the USD equivalent of the naira the business kept. */
  netUsdCents: z.number().int(),
  /** Loyalty credits that paid for the bookings paid this day, USD cents (not money collected). */
  creditsAppliedUsdCents: z.number().int(),
  /** Credits given back this day when paid bookings were cancelled with a refund, USD cents. */
  creditsReturnedUsdCents: z.number().int(),
});
export type MoneyDay = z.infer<typeof MoneyDaySchema>;

export const MoneyTotalsSchema = MoneyDaySchema.omit({ date: true, serviceType: true });
export type MoneyTotals = z.infer<typeof MoneyTotalsSchema>;

/**
 * Loyalty credits by Lagos day (issue 27's ledger, USD cents): what that day's entries of each
 * kind add up to, each as a positive amount except adjustments, which keep their sign.
 */
export const CreditsDaySchema = z.object({
  /** Lagos date. */
  date: z.string(),
  /** Earned on completed services and first ratings. */
  earnedCents: z.number().int(),
  /**
   * Redeemed at checkout, less every redemption given back that day (unpaid holds, failed
   * payments, cancellations): the ledger's movement, not what credits paid for (a reservation
   * and its release may fall on two days). What credits paid is the money report's
   * `creditsAppliedUsdCents`.
   */
  appliedCents: z.number().int(),
  /** Taken back by refunds of completed services. */
  reversedCents: z.number().int(),
  expiredCents: z.number().int(),
  /** Admin adjustments and forfeits on account deletion, signed. */
  adjustedCents: z.number().int(),
});
export type CreditsDay = z.infer<typeof CreditsDaySchema>;

export const CreditsTotalsSchema = CreditsDaySchema.omit({ date: true });
export type CreditsTotals = z.infer<typeof CreditsTotalsSchema>;

export const MoneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per Lagos day and service type with any payment or refund, date order. */
  days: z.array(MoneyDaySchema),
  totals: MoneyTotalsSchema,
  credits: z.object({
    /** One row per Lagos day with any ledger entry, date order. */
    days: z.array(CreditsDaySchema),
    totals: CreditsTotalsSchema,
    /** Every account's balance at the end of the range: what the business owes in credits. */
    outstandingCents: z.number().int(),
  }),
  /** Net revenue by airport and kind of line (issue 41 item 5), airport then line order. */
  revenueByLine: z.array(RevenueLineSchema),
});
export type MoneyReport = z.infer<typeof MoneyReportSchema>;

/* ---------- work (dispatcher, admin) ---------- */

export const TerminalHourSchema = z.object({
  /** IATA code of the served airport (issue 41 item 1): terminal names repeat across airports. */
  airportIata: z.string().length(3),
  /** A terminal of that airport as `terminals` names it (empty when the airport has none). */
  terminal: z.string(),
  /** Lagos hour of the meeting time, 0-23. */
  hour: z.number().int(),
  services: z.number().int(),
});

/**
 * Booked over rostered time as a whole percent (the reports page and its CSV both show it;
 * issue 37), or null without rostered time. Integer arithmetic, half up.
 */
export function utilisationPercent(bookedMinutes: number, rosteredMinutes: number): number | null {
  if (rosteredMinutes <= 0) return null;
  return Math.floor((bookedMinutes * 200 + rosteredMinutes) / (rosteredMinutes * 2));
}

export const OfficerUtilisationSchema = z.object({
  officerId: z.uuid(),
  name: z.string(),
  badgeNumber: z.string(),
  /** Service windows of the officer's confirmed or completed services that start in the range. */
  bookedMinutes: z.number().int(),
  /** Shift time inside the range. */
  rosteredMinutes: z.number().int(),
});
export type OfficerUtilisation = z.infer<typeof OfficerUtilisationSchema>;

export const RefusalDaySchema = z.object({
  date: z.string(),
  serviceType: ServiceTypeSchema,
  refusals: z.number().int(),
});

export const WorkReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Confirmed or completed services, by airport, terminal and Lagos hour of the meeting time. */
  servicesByTerminalHour: z.array(TerminalHourSchema),
  officers: z.array(OfficerUtilisationSchema),
  /** Services whose officer checked in, and of those, checked in by the meeting time. */
  onTime: z.object({ checkedIn: z.number().int(), onTime: z.number().int() }),
  /** Theirs: the officer recorded a no-show. Ours: the meeting time passed with no officer there. */
  noShows: z.object({ traveller: z.number().int(), ours: z.number().int() }),
  /** 409 FULLY_BOOKED answers, by the Lagos day of the meeting time asked for. */
  capacityRefusals: z.array(RefusalDaySchema),
});
export type WorkReport = z.infer<typeof WorkReportSchema>;

/* ---------- quality (dispatcher, admin) ---------- */

export const OfficerRatingSchema = z.object({
  officerId: z.uuid(),
  name: z.string(),
  ratings: z.number().int(),
  /** Mean score, two decimals. */
  average: z.number(),
});

export const LowRatingSchema = z.object({
  bookingReference: z.string(),
  score: z.number().int(),
  comment: z.string(),
  officerName: z.string().nullable(),
  ratedAt: z.string(),
});

/** The latest comments under 4 the report lists. */
export const REPORT_LOW_COMMENTS = 20;

export const QualityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Ratings given in the range, per score 1-5 (every score present). */
  distribution: z.array(z.object({ score: z.number().int(), ratings: z.number().int() })),
  officers: z.array(OfficerRatingSchema),
  lowComments: z.array(LowRatingSchema),
});
export type QualityReport = z.infer<typeof QualityReportSchema>;

/* ---------- CSV exports (issue 30 §2) ---------- */

/** The tables an admin alone may download: they hold money. */
export const MONEY_EXPORTS = ['money', 'revenue-lines', 'credits', 'bookings'] as const;
/** The tables dispatchers may download too. */
export const OPERATIONAL_EXPORTS = [
  'terminal-hours',
  'officers',
  'refusals',
  'ratings',
  'officer-ratings',
  'low-comments',
] as const;
export type ReportExport = (typeof MONEY_EXPORTS)[number] | (typeof OPERATIONAL_EXPORTS)[number];
export const OperationalExportParamsSchema = z.strictObject({
  table: z.enum(OPERATIONAL_EXPORTS, { error: 'Not a report table' }),
});

/** `GET /api/ops/reports/export/{table}?from=&to=`: the path of a table's CSV. */
export function reportExportPath(table: ReportExport, range: ReportRange): string {
  return `/api/ops/reports/export/${table}?from=${range.from}&to=${range.to}`;
}
