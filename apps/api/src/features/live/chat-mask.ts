/**
 * Keeps the chat masked (issue 17 §5): a phone number or e-mail address typed into a message is
 * replaced by a notice, so neither side moves the conversation off the product. Phone numbers
 * are found by libphonenumber-js with Nigeria as the default country, so local forms written
 * with spaces or dashes ("0803 123 4567", "0803-123-4567") are caught as well as "+234 ...".
 * Lagos landlines in the form still printed on cards and signs ("01 234 5678", "+234 1 234
 * 5678") are no longer in the numbering plan that libphonenumber-js knows, so a pattern of their
 * own catches them.
 */
import { CHAT_MASK_NOTICE } from '@fasttrack/contracts';
import { findPhoneNumbersInText } from 'libphonenumber-js';

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** 01 (or +234 1) then seven digits, in groups of 3 and 4 or none, not inside a longer number. */
const LAGOS_LANDLINE = /(?<![\d+])(?:\+234[\s-]?|0)1[\s-]?\d{3}[\s-]?\d{4}(?!\d)/g;

/** @returns the text with every phone number and e-mail address replaced by CHAT_MASK_NOTICE. */
export function maskContactDetails(text: string): string {
  const withoutEmails = text.replace(EMAIL, CHAT_MASK_NOTICE).replace(LAGOS_LANDLINE, CHAT_MASK_NOTICE);
  const found = findPhoneNumbersInText(withoutEmails, 'NG');
  let out = withoutEmails;
  // Right to left, so earlier offsets stay valid.
  for (const m of [...found].sort((a, b) => b.startsAt - a.startsAt)) {
    out = `${out.slice(0, m.startsAt)}${CHAT_MASK_NOTICE}${out.slice(m.endsAt)}`;
  }
  return out;
}
