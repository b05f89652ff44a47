/** How credits read on screen: USD amounts from cents, signed for statement lines. */
import { formatMoney, minorToMajor } from '@fasttrack/contracts';

/** 1250 -> "$12.50". */
export function formatCredits(cents: number): string {
  return formatMoney(minorToMajor(cents), 'USD', 'en-US');
}

/** A statement line: "+$2.25" or "−$10.00". */
export function formatCreditChange(cents: number): string {
  return `${cents >= 0 ? '+' : '−'}${formatCredits(Math.abs(cents))}`;
}
