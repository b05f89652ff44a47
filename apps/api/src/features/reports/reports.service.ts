/**
 * The reports of a range of Lagos dates (issue 30 §1): money (admin), work and quality
 * (dispatcher, admin). The database computes every figure (reports.repository.ts); here the
 * dates become instants and the grouped rows become the contract's shapes.
 */
import {
  addDaysIso,
  type CreditsTotals,
  type MoneyDay,
  type MoneyReport,
  type MoneyTotals,
  PRICE_LINE_KINDS,
  type QualityReport,
  type ReportRange,
  SERVICE_TYPES,
  type WorkReport,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { businessDayStart } from '../../lib/zone-day';
import {
  selectCreditsByDay,
  selectCreditsOutstanding,
  selectCreditsPaidByDay,
  selectCreditsReturnedByDay,
  selectPaidByDay,
  selectRefundedByDay,
} from './money.repository';
import {
  type InstantRange,
  selectLowComments,
  selectOfficerRatings,
  selectOfficerUtilisation,
  selectRatingDistribution,
  selectRefusalsByDay,
  selectServiceOutcomes,
  selectServicesByTerminalHour,
} from './reports.repository';
import { selectRevenueByLine } from './revenue-lines.repository';

/**
 * [start of `from`, start of the day after `to`), both dates on the business's clock: the reports
 * count the business's days, as the month-end close does (ADR 377).
 */
export function instantRange(range: ReportRange): InstantRange {
  return { from: businessDayStart(range.from), to: businessDayStart(addDaysIso(range.to, 1)) };
}

const NO_MONEY: MoneyTotals = {
  bookingsPaid: 0,
  grossNgnKobo: 0,
  grossUsdCents: 0,
  refunds: 0,
  refundedNgnKobo: 0,
  refundedUsdCents: 0,
  netNgnKobo: 0,
  netUsdCents: 0,
  creditsAppliedUsdCents: 0,
  creditsReturnedUsdCents: 0,
};

const NO_CREDITS: CreditsTotals = {
  earnedCents: 0,
  appliedCents: 0,
  reversedCents: 0,
  expiredCents: 0,
  adjustedCents: 0,
};

/**
 * Money by Lagos day and service type (issue 37): charges count on the day they were taken,
 * refunds on the day they were made (a refund of an earlier day's payment lands on its own day),
 * credits that paid a booking on the day it became paid, credits returned on the day they went
 * back. Net is gross less refunds, in naira and in its USD equivalent; `revenueByLine` shares the
 * net among the price lines of the bookings, by airport and kind (issue 41 item 5).
 */
export async function getMoneyReport(db: Executor, range: ReportRange): Promise<MoneyReport> {
  const instants = instantRange(range);
  const [paid, refunded, creditsPaid, creditsReturned, credits, outstandingCents, byLine] = await Promise.all([
    selectPaidByDay(db, instants),
    selectRefundedByDay(db, instants),
    selectCreditsPaidByDay(db, instants),
    selectCreditsReturnedByDay(db, instants),
    selectCreditsByDay(db, instants),
    selectCreditsOutstanding(db, instants.to),
    selectRevenueByLine(db, instants),
  ]);
  const days = new Map<string, MoneyDay>();
  const dayOf = (date: string, serviceType: MoneyDay['serviceType']) => {
    const key = `${date} ${serviceType}`;
    const day = days.get(key) ?? { date, serviceType, ...NO_MONEY };
    days.set(key, day);
    return day;
  };
  for (const row of paid) Object.assign(dayOf(row.date, row.serviceType), row);
  for (const row of refunded) Object.assign(dayOf(row.date, row.serviceType), row);
  for (const { creditsOnlyBookings, ...row } of creditsPaid) {
    const day = dayOf(row.date, row.serviceType);
    day.creditsAppliedUsdCents = row.creditsAppliedUsdCents;
    // Credits alone: a booking paid with no charge, which the charges did not count.
    day.bookingsPaid += creditsOnlyBookings;
  }
  for (const row of creditsReturned) Object.assign(dayOf(row.date, row.serviceType), row);
  const sorted = [...days.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || SERVICE_TYPES.indexOf(a.serviceType) - SERVICE_TYPES.indexOf(b.serviceType),
  );
  const totals = { ...NO_MONEY };
  for (const day of sorted) {
    day.netNgnKobo = day.grossNgnKobo - day.refundedNgnKobo;
    day.netUsdCents = day.grossUsdCents - day.refundedUsdCents;
    for (const key of Object.keys(NO_MONEY) as Array<keyof MoneyTotals>) totals[key] += day[key];
  }
  const creditDays = [...credits].sort((a, b) => a.date.localeCompare(b.date));
  const creditTotals = { ...NO_CREDITS };
  for (const day of creditDays) {
    for (const key of Object.keys(NO_CREDITS) as Array<keyof CreditsTotals>) creditTotals[key] += day[key];
  }
  // Airport, then the lines in the order a booking shows them (issue 41 item 5).
  const revenueByLine = byLine.sort(
    (a, b) =>
      a.airportIata.localeCompare(b.airportIata) || PRICE_LINE_KINDS.indexOf(a.kind) - PRICE_LINE_KINDS.indexOf(b.kind),
  );
  return {
    ...range,
    days: sorted,
    totals,
    credits: { days: creditDays, totals: creditTotals, outstandingCents },
    revenueByLine,
  };
}

/** Work: services by terminal and hour, officer utilisation, on time, no-shows, refusals. */
export async function getWorkReport(db: Executor, range: ReportRange, now: Date = new Date()): Promise<WorkReport> {
  const instants = instantRange(range);
  const [byHour, officers, outcomes, refusals] = await Promise.all([
    selectServicesByTerminalHour(db, instants),
    selectOfficerUtilisation(db, instants),
    selectServiceOutcomes(db, instants, now),
    selectRefusalsByDay(db, instants),
  ]);
  return {
    ...range,
    servicesByTerminalHour: byHour,
    officers: officers.map(({ firstName, lastName, ...o }) => ({ ...o, name: `${firstName} ${lastName}` })),
    onTime: { checkedIn: outcomes.checkedIn, onTime: outcomes.onTime },
    noShows: { traveller: outcomes.traveller, ours: outcomes.ours },
    capacityRefusals: refusals,
  };
}

/** Quality: ratings per score (1-5, each present), per officer, and the latest comments under 4. */
export async function getQualityReport(db: Executor, range: ReportRange): Promise<QualityReport> {
  const instants = instantRange(range);
  const [distribution, officers, low] = await Promise.all([
    selectRatingDistribution(db, instants),
    selectOfficerRatings(db, instants),
    selectLowComments(db, instants),
  ]);
  return {
    ...range,
    distribution: [1, 2, 3, 4, 5].map((score) => ({
      score,
      ratings: distribution.find((d) => d.score === score)?.ratings ?? 0,
    })),
    officers: officers.map(({ firstName, lastName, ...o }) => ({ ...o, name: `${firstName} ${lastName}` })),
    lowComments: low.map(({ officerFirstName, officerLastName, ratedAt, ...c }) => ({
      ...c,
      officerName: officerFirstName === null ? null : `${officerFirstName} ${officerLastName}`,
      ratedAt: ratedAt.toISOString(),
    })),
  };
}
