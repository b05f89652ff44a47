/** How credits read on screen: USD amounts from cents, signed for statement lines, and what expires when. */
import { type CreditExpiry, formatMoney, minorToMajor } from '@fasttrack/contracts';
import { formatWat } from '../../lib/wat';

/** 1250 -> "$12.50". */
export function formatCredits(cents: number): string {
  return formatMoney(minorToMajor(cents), 'USD');
}

/** A statement line: "+$2.25" or "−$10.00". */
export function formatCreditChange(cents: number): string {
  return `${cents >= 0 ? '+' : '−'}${formatCredits(Math.abs(cents))}`;
}

/** Expiries a line names before it sends the reader to the statement. */
const EXPIRIES_SHOWN = 3;

/**
 * What expires when, every earning told (issue 37: the rating bonus was left out):
 * "$3.25 expires on Sat 27 Nov 2027, 10:00 WAT." or "$2.25 expires on …, $1.00 on …."; null
 * when nothing expires.
 */
export function expiryLine(expiries: readonly CreditExpiry[]): string | null {
  const [first, ...rest] = expiries;
  if (!first) return null;
  const part = (e: CreditExpiry) => `${formatCredits(e.amountUsdCents)} on ${formatWat(e.expiresAt)}`;
  const more = rest.slice(0, EXPIRIES_SHOWN - 1).map(part);
  const beyond = rest.length > EXPIRIES_SHOWN - 1 ? ', and more on your statement' : '';
  return `${formatCredits(first.amountUsdCents)} expires on ${formatWat(first.expiresAt)}${more.map((p) => `, ${p}`).join('')}${beyond}.`;
}
