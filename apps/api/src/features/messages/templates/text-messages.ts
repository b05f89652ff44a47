/**
 * The texts (issue 28 §2; issue 36 items 1, 5, 6): complete short sentences in GSM-7
 * (texts/gsm.ts) within MAX_SMS_SEGMENTS: what, when (WAT), where (the meeting point's short
 * wording and the terminal), and the link. A text is never cut: each is written in wordings from
 * the fullest to the shortest (full names, then first names; the place with its terminal, then
 * without, then left to the link), and the first that fits is sent. A WhatsApp content template
 * takes the fullest wording's facts as its variables "1", "2", …, so both channels say the same.
 *
 * `to.audience` `lead_passenger` is the booking's lead passenger, whom somebody else booked for:
 * their texts say so, link to their pass, and leave out money.
 */
import {
  bookingMovedPhrase,
  type CancellationRule,
  cancellationRuleMessage,
  clockInZone,
  DEFAULT_MEETING_POINT_SHORT_LABELS,
  formatInZone,
  type MeetingChange,
  meetingRetimedSentence,
  PassMessages,
  PHONE_CODE_TTL_MINUTES,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import type { BookingFacts } from '../messages.repository';
import { type ExtraUnavailable, ExtraUnavailableWords } from './extra-messages';
import { BRAND, fitted, type Text, type TextTo, textNgn, wordings } from './text-fit';

/** What a text needs to read a time: the zone of the booking's airport. */
type Zoned = Pick<BookingFacts, 'airportTimeZone'>;

export type { Text, TextTo } from './text-fit';
export { textNgn } from './text-fit';

/**
 * "Sat 21 Nov, 17:45 WAT": the year is never in doubt in a text about the next days. On the clock
 * of the booking's airport (issue 41 item 2).
 */
export const textTime = (b: Zoned, at: Date) => formatInZone(at, b.airportTimeZone, 'EEE d MMM, HH:mm');
const clockTime = (b: Zoned, at: Date) => formatInZone(at, b.airportTimeZone, 'HH:mm');
const textDay = (b: Zoned, at: Date) => clockInZone(at, b.airportTimeZone, 'EEE d MMM');
const firstWord = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] ?? '';

/** The meeting point in a few words: "at the aircraft door" (admins keep it with the point). */
export function shortPlace(b: BookingFacts): string {
  return b.meetingPointShort ?? DEFAULT_MEETING_POINT_SHORT_LABELS[b.serviceType];
}

/** Where, from the fullest wording to none (the link shows the full meeting point). */
function places(b: BookingFacts): { place: string }[] {
  const withTerminal = b.serviceTerminal ? [{ place: `${shortPlace(b)}, ${b.serviceTerminal} terminal` }] : [];
  return [...withTerminal, { place: shortPlace(b) }, { place: '' }];
}
const where = (place: string) => (place ? ` ${place}` : '');

export function bookingConfirmedText(b: BookingFacts, to: TextTo): Text {
  const base = {
    ref: b.reference,
    service: SERVICE_TYPE_LABELS[b.serviceType],
    time: textTime(b, b.meetingTime),
    link: to.link,
  };
  if (to.audience === 'lead_passenger') {
    const name = firstWord(b.leadPassengerName);
    return fitted(
      wordings([base], places(b), [{ who: name ? `${name}, ` : '' }, { who: '' }]),
      ['ref', 'time', 'place', 'link'],
      (f) =>
        `${BRAND}: ${f.who}airport assistance is booked for you (${f.ref}). Meet your officer ${f.time}${where(f.place ?? '')}. Your pass and code: ${f.link}`,
    );
  }
  return fitted(
    wordings([base], places(b)),
    ['ref', 'service', 'time', 'place', 'link'],
    (f) =>
      `${BRAND}: ${f.ref} is confirmed. ${f.service}: meet your officer ${f.time}${where(f.place ?? '')}. ${f.link}`,
  );
}

export function officerCardText(b: BookingFacts, officer: { name: string; badgeNumber: string }, to: TextTo): Text {
  const base = { ref: b.reference, badge: officer.badgeNumber, time: textTime(b, b.meetingTime), link: to.link };
  return fitted(
    wordings([base], places(b), [{ name: officer.name }, { name: firstWord(officer.name) }]),
    ['ref', 'name', 'badge', 'place', 'time', 'link'],
    (f) =>
      `${BRAND} ${f.ref}: your officer is ${f.name}, badge ${f.badge}. Meet ${f.time}${where(f.place ?? '')}. ${f.link}`,
  );
}

/** "Adebayo, your officer, is at the aircraft door" (issue 36 item 6): the officer checked in. */
export function officerCheckedInText(
  b: BookingFacts,
  officer: { name: string; badgeNumber: string },
  to: TextTo,
): Text {
  const base = { ref: b.reference, name: firstWord(officer.name), time: clockTime(b, b.meetingTime), link: to.link };
  const at = places(b).map(({ place }) => ({ place: place || 'at the meeting point' }));
  return fitted(
    wordings([base], at, [{ meet: `Badge ${officer.badgeNumber}, meeting` }, { meet: 'Meeting' }]),
    ['ref', 'name', 'place', 'time', 'link'],
    (f) => `${BRAND} ${f.ref}: ${f.name}, your officer, is ${f.place}. ${f.meet} ${f.time}. ${f.link}`,
  );
}

/**
 * The meeting time moved (issue 36 items 5, 6): "your booking moved from P47125 (cancelled) to
 * P47121, Mon 30 Nov, meeting 15:15 WAT", or "Your flight is delayed: your meeting moved from
 * 17:45 to 19:15 WAT" (contracts meeting-change.ts); `change` null: only the new time is known.
 */
export function serviceRetimedText(b: BookingFacts, change: MeetingChange | null, to: TextTo): Text {
  const at = (place: string) => (place ? `, ${place}` : '');
  if (change?.kind === 'moved' && change.fromFlightNumber) {
    const moved = bookingMovedPhrase(
      {
        fromFlightNumber: change.fromFlightNumber,
        fromFlightDisruption: change.fromFlightDisruption,
        toFlightNumber: b.flightNumber,
        meetingTime: b.meetingTime,
      },
      b.airportTimeZone,
    );
    return fitted(
      wordings([{ ref: b.reference, moved, link: to.link }], places(b)),
      ['ref', 'moved', 'place', 'link'],
      (f) => `${BRAND} ${f.ref}: your booking ${f.moved}${at(f.place ?? '')}. ${f.link}`,
    );
  }
  const said = change
    ? meetingRetimedSentence(change.fromMeetingTime, change.toMeetingTime, b.airportTimeZone)
    : `Your flight has a new time: meet ${textTime(b, b.meetingTime)}`;
  const which = `${b.flightNumber}, ${textDay(b, b.meetingTime)}`;
  return fitted(
    wordings([{ ref: b.reference, which, said, link: to.link }], places(b)),
    ['ref', 'which', 'said', 'place', 'link'],
    (f) => `${BRAND} ${f.ref} (${f.which}). ${f.said}${at(f.place ?? '')}. ${f.link}`,
  );
}

export function flightDisruptedText(b: BookingFacts, to: TextTo): Text {
  const what = b.flightDisruption === 'diverted' ? 'diverted' : 'cancelled';
  if (to.audience === 'lead_passenger') {
    return fitted(
      wordings(
        [{ ref: b.reference, link: to.link }],
        [{ which: ` (${b.flightNumber}, ${textDay(b, b.meetingTime)})` }, { which: '' }],
        [{ said: PassMessages.disrupted(what) }, { said: PassMessages.disruptedShort(what) }],
      ),
      ['ref', 'said', 'link'],
      (f) => `${BRAND} ${f.ref}${f.which}: ${f.said} ${f.link}`,
    );
  }
  return fitted(
    wordings(
      [{ ref: b.reference, what, amount: textNgn(b.totalNgnKobo), link: to.link }],
      [{ flight: `${b.airlineName} ${b.flightNumber}` }, { flight: b.flightNumber }],
    ),
    ['ref', 'flight', 'what', 'amount', 'link'],
    (f) =>
      `${BRAND} ${f.ref}: ${f.flight} was ${f.what}. Choose a full refund (${f.amount}) or keep your booking for your new flight: ${f.link}`,
  );
}

export function bookingCancelledText(b: BookingFacts, rule: CancellationRule, to: TextTo): Text {
  if (to.audience === 'lead_passenger') {
    return fitted(
      [{ ref: b.reference, time: textTime(b, b.meetingTime), link: to.link }],
      ['ref', 'time', 'link'],
      (f) => `${BRAND} ${f.ref} (${f.time}): ${PassMessages.cancelled} ${f.link}`,
    );
  }
  return fitted(
    wordings(
      [{ ref: b.reference, link: to.link }],
      [{ why: cancellationRuleMessage(rule, b.freeCancellationHours) }, { why: 'Booking cancelled.' }],
    ),
    ['ref', 'why', 'link'],
    (f) => `${BRAND} ${f.ref}: ${f.why} ${f.link}`,
  );
}

export function refundCompletedText(b: BookingFacts, to: TextTo): Text {
  return fitted(
    [{ ref: b.reference, amount: textNgn(b.totalNgnKobo), link: to.link }],
    ['ref', 'amount', 'link'],
    (f) =>
      `${BRAND} ${f.ref}: your refund of ${f.amount} is complete. Your bank may take a few days to show it. ${f.link}`,
  );
}

/**
 * An extra the booker paid for will not be given (issue 41 item 4): "Lounge access is not
 * available" (declined) or "was not delivered", and the naira coming back for it, if any.
 */
export function extraUnavailableText(b: BookingFacts, line: ExtraUnavailable, to: TextTo): Text {
  const what = ExtraUnavailableWords.outcome(line.outcome);
  const back = line.creditedOnAccount ? ExtraUnavailableWords.onAccount : ExtraUnavailableWords.onItsWayBack;
  const money = line.refundNgnKobo > 0 ? `${textNgn(line.refundNgnKobo)} for it ${back}.` : 'It was not charged.';
  return fitted(
    wordings([{ ref: b.reference, what, money, link: to.link }], [{ label: line.label }, { label: 'An extra' }]),
    ['ref', 'label', 'what', 'money', 'link'],
    (f) => `${BRAND} ${f.ref}: ${f.label} ${f.what}. ${f.money} ${ExtraUnavailableWords.unchanged}. ${f.link}`,
  );
}

export function phoneCodeText(code: string): Text {
  return fitted(
    [{ code, minutes: String(PHONE_CODE_TTL_MINUTES) }],
    ['code', 'minutes'],
    (f) => `${BRAND} code: ${f.code}. It expires in ${f.minutes} minutes. Do not share it with anyone.`,
  );
}
