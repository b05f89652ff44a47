/**
 * Lagos calendar months (issue 39 item 3: "on the 1st of each month at 06:00 WAT a job closes the
 * month"): a month `YYYY-MM` is billed from 00:00 WAT on its first day to 00:00 WAT on the first
 * of the next. Lagos keeps UTC+1 all year, so every month starts at 23:00 UTC the day before.
 */
import { lagosToday } from '@fasttrack/contracts';
import { businessDayStart } from '../../lib/zone-day';

/** A Lagos month's first day and the next month's first day (`YYYY-MM-DD`), and their instants. */
export interface InvoiceMonth {
  month: string;
  periodStart: string;
  periodEnd: string;
  from: Date;
  until: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The bounds of `month` (`YYYY-MM`, already validated). */
export function invoiceMonth(month: string): InvoiceMonth {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const nextYear = index === 11 ? year + 1 : year;
  const nextIndex = (index + 1) % 12;
  const periodStart = `${year}-${pad(index + 1)}-01`;
  const periodEnd = `${nextYear}-${pad(nextIndex + 1)}-01`;
  return { month, periodStart, periodEnd, from: businessDayStart(periodStart), until: businessDayStart(periodEnd) };
}

/** The Lagos month before the one `now` is in: what the close on the 1st bills. */
export function previousLagosMonth(now: Date): string {
  const today = lagosToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}
