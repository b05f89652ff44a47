/** How the reports page writes amounts and shares (issue 30; dashes where there is nothing to divide). */
import { formatMoney, minorToMajor } from '@fasttrack/contracts';

export const naira = (kobo: number) => formatMoney(minorToMajor(kobo), 'NGN');
export const dollars = (cents: number) => formatMoney(minorToMajor(cents), 'USD');
export const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part * 100) / whole)}%`);
export const percentText = (value: number | null) => (value === null ? '–' : `${value}%`);
