/**
 * How a text is fitted (issue 28 §2, issue 36 item 6): every wording of its facts from the
 * fullest, the first whose GSM-7 body fits MAX_SMS_SEGMENTS, and the WhatsApp variables in order.
 * The texts themselves are in text-messages.ts.
 */
import { formatMoney, minorToMajor } from '@fasttrack/contracts';
import { fitsSms, toGsm7 } from '../texts/gsm';

export interface Text {
  /** The SMS body, GSM-7, at most MAX_SMS_SEGMENTS segments. */
  body: string;
  /** The template variables of the WhatsApp message, in order ("1", "2", …). */
  variables: string[];
}

/** Who a text goes to and the link it carries (the booking page, or the passenger's pass). */
export interface TextTo {
  audience: 'account' | 'lead_passenger';
  link: string;
}

export const BRAND = 'FastTrack LOS';

/** "NGN 45,000.00": the naira sign is not in GSM-7. */
export const textNgn = (kobo: number) => `NGN ${formatMoney(minorToMajor(kobo), 'NGN').replace(/^[^\d]+/, '')}`;

export type Facts = Record<string, string>;

/**
 * Every wording, from the fullest: each list holds the alternatives of some facts, fullest first,
 * and the first list's alternatives change slowest (so its facts are given up last).
 */
export function wordings(...alternatives: Facts[][]): Facts[] {
  return alternatives.reduce<Facts[]>(
    (acc, options) => acc.flatMap((facts) => options.map((o) => ({ ...facts, ...o }))),
    [{}],
  );
}

/**
 * The first wording whose body fits two segments (the last one else, which the longest facts the
 * product holds still fit: text-messages.test.ts); the fullest wording's facts, in `order`, are
 * the WhatsApp variables.
 */
export function fitted(options: Facts[], order: string[], build: (f: Facts) => string): Text {
  const gsm = options.map((facts) => Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, toGsm7(v)])));
  const bodies = gsm.map((facts) => toGsm7(build(facts)));
  const body = bodies.find(fitsSms) ?? bodies.at(-1) ?? '';
  return { body, variables: order.map((k) => gsm[0]?.[k] ?? '') };
}
