/**
 * How organisation money and dates read (issue 39 items 3, 6): naira from the API's kobo with the
 * contracts' money helpers, Lagos dates, a billed month by its name.
 */
import { formatLagos, formatNgnKobo } from '@fasttrack/contracts';

/** 1_234_550 kobo -> "₦12,345.50"; a credit keeps its minus sign (the contracts' helper). */
export const naira = formatNgnKobo;

/** A change of the balance with its sign: +₦1,000.00 or −₦1,000.00. */
export function nairaChange(kobo: number): string {
  return kobo < 0 ? `−${naira(-kobo)}` : `+${naira(kobo)}`;
}

/** An instant as its Lagos date, e.g. "30 Dec 2026". */
export function lagosDate(iso: string): string {
  return formatLagos(iso, 'd MMM yyyy');
}

/** A Lagos calendar date `YYYY-MM-DD` as "2 Nov 2026" (noon in Lagos, so no zone moves it). */
export function calendarDate(date: string): string {
  return formatLagos(`${date}T12:00:00+01:00`, 'd MMM yyyy');
}

/** A billed month `YYYY-MM` as "November 2026". */
export function monthName(month: string): string {
  return formatLagos(`${month}-15T12:00:00+01:00`, 'MMMM yyyy');
}
