/**
 * The texts (issue 28 §2): the same facts as the e-mails of the same kind, short, in GSM-7
 * (texts/gsm.ts), times in WAT, links to PUBLIC_URL. Each text is its facts in order, which a
 * WhatsApp content template takes as variables "1", "2", … and the SMS body wraps in words, so
 * both channels say the same thing.
 */
import {
  type CancellationRule,
  CancellationRuleMessages,
  formatMoney,
  formatWat,
  minorToMajor,
  PHONE_CODE_TTL_MINUTES,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import type { BookingFacts } from '../messages.repository';
import { fitSms, toGsm7 } from '../texts/gsm';
import { bookingUrl, meetingPlace } from './booking-messages';

export interface Text {
  /** The SMS body, GSM-7, at most MAX_SMS_SEGMENTS segments. */
  body: string;
  /** The template variables of the WhatsApp message, in order ("1", "2", …). */
  variables: string[];
}

/** "Sat 21 Nov, 17:45 WAT": the year is never in doubt in a text about the next days. */
export const textTime = (at: Date) => formatWat(at, 'EEE d MMM, HH:mm');
/** "NGN 45,000.00": the naira sign is not in GSM-7. */
export const textNgn = (kobo: number) =>
  `NGN ${formatMoney(minorToMajor(kobo), 'NGN', 'en-NG').replace(/^[^\d]+/, '')}`;

const BRAND = 'FastTrack LOS';

function text(variables: string[], build: (v: string[]) => string, free?: number): Text {
  const vars = variables.map(toGsm7);
  if (free === undefined) return { body: toGsm7(build(vars)), variables: vars };
  const body = fitSms((part) => build(vars.map((v, i) => (i === free ? part : v))), vars[free] ?? '');
  return { body, variables: vars };
}

export function bookingConfirmedText(b: BookingFacts, publicUrl: string): Text {
  return text(
    [
      b.reference,
      SERVICE_TYPE_LABELS[b.serviceType],
      textTime(b.meetingTime),
      meetingPlace(b),
      bookingUrl(publicUrl, b.id),
    ],
    ([ref, service, time, place, link]) => `${BRAND}: ${ref} confirmed. ${service}, meet ${time} at ${place}. ${link}`,
    3,
  );
}

export function officerCardText(
  b: BookingFacts,
  officer: { name: string; badgeNumber: string },
  publicUrl: string,
): Text {
  return text(
    [
      b.reference,
      officer.name,
      officer.badgeNumber,
      meetingPlace(b),
      textTime(b.meetingTime),
      bookingUrl(publicUrl, b.id),
    ],
    ([ref, name, badge, place, time, link]) =>
      `${BRAND} ${ref}: your officer is ${name}, badge ${badge}, at ${place} for ${time}. ${link}`,
    3,
  );
}

export function serviceRetimedText(b: BookingFacts, publicUrl: string): Text {
  return text(
    [
      b.reference,
      `${b.airlineName} ${b.flightNumber}`,
      textTime(b.meetingTime),
      meetingPlace(b),
      bookingUrl(publicUrl, b.id),
    ],
    ([ref, flight, time, place, link]) =>
      `${BRAND} ${ref}: ${flight} has a new time. New meeting time ${time} at ${place}. ${link}`,
    3,
  );
}

export function flightDisruptedText(b: BookingFacts, publicUrl: string): Text {
  const what = b.flightDisruption === 'diverted' ? 'diverted' : 'cancelled';
  return text(
    [b.reference, `${b.airlineName} ${b.flightNumber}`, what, textNgn(b.totalNgnKobo), bookingUrl(publicUrl, b.id)],
    ([ref, flight, w, amount, link]) =>
      `${BRAND} ${ref}: ${flight} was ${w}. Choose a full refund (${amount}) or keep your booking: ${link}`,
  );
}

export function bookingCancelledText(b: BookingFacts, rule: CancellationRule, publicUrl: string): Text {
  return text(
    [b.reference, CancellationRuleMessages[rule], bookingUrl(publicUrl, b.id)],
    ([ref, why, link]) => `${BRAND} ${ref}: ${why} ${link}`,
  );
}

export function refundCompletedText(b: BookingFacts, publicUrl: string): Text {
  return text(
    [b.reference, textNgn(b.totalNgnKobo), bookingUrl(publicUrl, b.id)],
    ([ref, amount, link]) =>
      `${BRAND} ${ref}: your refund of ${amount} is complete. Your bank may take a few days to show it. ${link}`,
  );
}

export function phoneCodeText(code: string): Text {
  return text(
    [code, String(PHONE_CODE_TTL_MINUTES)],
    ([c, minutes]) => `${BRAND} code: ${c}. It expires in ${minutes} minutes. Do not share it with anyone.`,
  );
}
