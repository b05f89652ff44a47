/**
 * SMS bodies in the GSM-7 alphabet (3GPP TS 23.038), so a text costs as few segments as it can:
 * one character outside it turns the whole message to UCS-2, 70 characters a segment instead of
 * 160 (issue 28 §2). Counted with Twilio's own segment calculator (`sms-segments-calculator`),
 * and characters that have a GSM-7 look-alike (curly quotes, dashes, the ellipsis, odd spaces)
 * are replaced with Twilio's Smart Encoding table.
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import SmartEncodingMap from 'sms-segments-calculator/dist/libs/SmartEncodingMap';

/** At most this many segments for one text (issue 28 §2: "one where possible, two at most"). */
export const MAX_SMS_SEGMENTS = 2;

/**
 * `text` with every character that GSM-7 lacks replaced: by its Smart Encoding look-alike, or
 * (a name in another script, say) by "?", as a handset would show it.
 */
export function toGsm7(text: string): string {
  const smart = Array.from(text, (c) => SmartEncodingMap[c] ?? c).join('');
  const foreign = new Set(new SegmentedMessage(smart).getNonGsmCharacters());
  return foreign.size ? Array.from(smart, (c) => (foreign.has(c) ? '?' : c)).join('') : smart;
}

/** The segments `text` takes, and its encoding (GSM-7 or UCS-2). */
export function smsSegments(text: string): { segments: number; encoding: string } {
  const message = new SegmentedMessage(text);
  return { segments: message.segmentsCount, encoding: message.getEncodingName() };
}

/**
 * The body `build(part)` makes, in GSM-7, with `part` (the one free-length fact, e.g. the
 * meeting point) shortened with "..." until the body fits MAX_SMS_SEGMENTS.
 */
export function fitSms(build: (part: string) => string, part: string): string {
  let body = toGsm7(build(part));
  let cut = part;
  while (smsSegments(body).segments > MAX_SMS_SEGMENTS && cut.length > 10) {
    // Two GSM-7 segments hold 306 characters: cut at least the overflow at once.
    cut = cut.slice(0, Math.max(10, cut.length - Math.max(20, body.length - 306)));
    body = toGsm7(build(`${cut.trimEnd()}...`));
  }
  return body;
}
