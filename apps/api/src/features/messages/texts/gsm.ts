/**
 * SMS bodies in the GSM-7 alphabet (3GPP TS 23.038), so a text costs as few segments as it can:
 * one character outside it turns the whole message to UCS-2, 70 characters a segment instead of
 * 160 (issue 28 §2). Counted with Twilio's own segment calculator (`sms-segments-calculator`),
 * and characters that have a GSM-7 look-alike (curly quotes, dashes, the ellipsis, odd spaces)
 * are replaced with Twilio's Smart Encoding table; letters GSM-7 lacks ("Zoë Łukasiewicz",
 * "Adébáyọ̀") are written in Latin letters with `@sindresorhus/transliterate` (issue 36 item 6).
 */
import transliterate from '@sindresorhus/transliterate';
import { SegmentedMessage } from 'sms-segments-calculator';
import SmartEncodingMap from 'sms-segments-calculator/dist/libs/SmartEncodingMap.js';

/** At most this many segments for one text (issue 28 §2: "one where possible, two at most"). */
export const MAX_SMS_SEGMENTS = 2;

/**
 * `text` with every character that GSM-7 lacks replaced: by its Smart Encoding look-alike, else
 * by its Latin letters (accents and combining marks dropped), else (a name in another script) by
 * "?", as a handset would show it.
 */
export function toGsm7(text: string): string {
  const smart = Array.from(text.normalize('NFC'), (c) => SmartEncodingMap[c] ?? c).join('');
  if (isGsm7(smart)) return smart;
  // Code point by code point: the calculator names grapheme clusters ("ọ̀"), a mark and its letter.
  return Array.from(smart, (c) => {
    if (isGsm7(c)) return c;
    const latin = transliterate(c);
    return isGsm7(latin) ? latin : '?';
  }).join('');
}

const isGsm7 = (text: string) => new SegmentedMessage(text).getNonGsmCharacters().length === 0;

/** The segments `text` takes, and its encoding (GSM-7 or UCS-2). */
export function smsSegments(text: string): { segments: number; encoding: string } {
  const message = new SegmentedMessage(text);
  return { segments: message.segmentsCount, encoding: message.getEncodingName() };
}

/** True when `body` (already GSM-7) fits MAX_SMS_SEGMENTS. */
export const fitsSms = (body: string) => smsSegments(body).segments <= MAX_SMS_SEGMENTS;
