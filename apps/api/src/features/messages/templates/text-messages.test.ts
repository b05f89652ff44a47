/**
 * Text bodies (issue 28 §2; issue 36 item 6): every text the product sends, for the booker and
 * for the lead passenger, is GSM-7, within two segments, complete (never cut: it ends on its whole
 * link), with the time in WAT and the place in a few words. Rendered here for the longest facts
 * the product holds, and printed, so a reader sees what a phone shows.
 */
import { randomBytes } from 'node:crypto';
import { CANCELLATION_RULES, cancellationRuleMessage, passExpiresAt } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { createPassSigner } from '../../../lib/passenger-pass';
import { passLink } from '../pass-link';
import { smsSegments, toGsm7 } from '../texts/gsm';
import { bookingFacts } from './template-fixtures';
import {
  bookingCancelledText,
  bookingConfirmedText,
  extraUnavailableText,
  flightDisruptedText,
  officerCardText,
  officerCheckedInText,
  phoneCodeText,
  refundCompletedText,
  serviceRetimedText,
  type Text,
  type TextTo,
} from './text-messages';

const URL = 'https://fasttrack-los.com';
const ID = '7f3e2a10-5b1c-4c8e-9d2f-0a1b2c3d4e5f';
const b = bookingFacts({ id: ID });
const link = `${URL}/bookings/${ID}`;
const account: TextTo = { audience: 'account', link };
const officer = { name: 'Chidinma Okafor', badgeNumber: 'LOS-PO-001' };

const delayed = {
  kind: 'retimed' as const,
  fromMeetingTime: '2026-11-27T16:45:00.000Z',
  toMeetingTime: '2026-11-27T18:45:00.000Z',
  fromFlightNumber: null,
  fromFlightDisruption: null,
  toFlightNumber: null,
};
const moved = {
  ...delayed,
  kind: 'moved' as const,
  fromFlightNumber: 'P47125',
  fromFlightDisruption: 'cancelled' as const,
  toFlightNumber: 'BA75',
};

describe('GSM-7', () => {
  it('replaces curly quotes, dashes, the ellipsis and odd spaces with their GSM-7 look-alikes', () => {
    expect(toGsm7('Officer’s “card” – 10–12 … ok')).toBe('Officer\'s "card" - 10-12 ... ok');
    expect(smsSegments(toGsm7('Officer’s “card”')).encoding).toBe('GSM-7');
  });

  it('writes letters GSM-7 lacks in Latin letters, so a name never turns the text to UCS-2', () => {
    expect(toGsm7('Zoë Łukasiewicz')).toBe('Zoe Lukasiewicz');
    // NFD input and stacked marks (Yoruba tones): each mark goes, the letter stays.
    expect(toGsm7('Adébáyọ̀ Ọládípọ̀'.normalize('NFD'))).toBe('Adébayo Oladipo');
    expect(smsSegments(toGsm7('Adébáyọ̀')).encoding).toBe('GSM-7');
  });

  it('turns characters with no Latin letters into "?", so the text stays GSM-7', () => {
    expect(toGsm7('₦ 中')).toMatch(/^[?N] (\?|Zhong)$/);
    expect(smsSegments(toGsm7('₦ 中')).encoding).toBe('GSM-7');
  });

  it('counts 160 GSM-7 characters as one segment, 161 as two, and 70 UCS-2 characters as one', () => {
    expect(smsSegments('a'.repeat(160)).segments).toBe(1);
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('€'.repeat(80)).segments).toBe(1); // € takes two GSM-7 septets
    expect(smsSegments('ē'.repeat(70))).toEqual({ segments: 1, encoding: 'UCS-2' });
  });
});

describe('text bodies', () => {
  it('say what, when in WAT, where in a few words, and the link', () => {
    expect(bookingConfirmedText(b, account).body).toBe(
      `FastTrack LOS: FT-7K3M9Q is confirmed. Arrival Service: meet your officer Fri 27 Nov, 19:45 WAT at the aircraft door, International terminal. ${link}`,
    );
    expect(officerCardText(b, officer, account).body).toBe(
      `FastTrack LOS FT-7K3M9Q: your officer is Chidinma Okafor, badge LOS-PO-001. Meet Fri 27 Nov, 19:45 WAT at the aircraft door, International terminal. ${link}`,
    );
    expect(officerCheckedInText(b, { name: 'Adebayo Okafor', badgeNumber: 'LOS-PO-002' }, account).body).toBe(
      `FastTrack LOS FT-7K3M9Q: Adebayo, your officer, is at the aircraft door, International terminal. Badge LOS-PO-002, meeting 19:45 WAT. ${link}`,
    );
    expect(serviceRetimedText(b, delayed, account).body).toBe(
      `FastTrack LOS FT-7K3M9Q (BA75, Fri 27 Nov). Your flight is delayed: your meeting moved from 17:45 to 19:45 WAT, at the aircraft door, International terminal. ${link}`,
    );
    expect(serviceRetimedText(b, moved, account).body).toBe(
      `FastTrack LOS FT-7K3M9Q: your booking moved from P47125 (cancelled) to BA75, Fri 27 Nov, meeting 19:45 WAT, at the aircraft door, International terminal. ${link}`,
    );
    expect(flightDisruptedText(bookingFacts({ id: ID, flightDisruption: 'cancelled' }), account).body).toContain(
      'British Airways BA75 was cancelled. Choose a full refund (NGN 135,000.00)',
    );
    expect(bookingCancelledText(b, 'full_refund', account).body).toContain(cancellationRuleMessage('full_refund'));
    expect(refundCompletedText(b, account).body).toContain('your refund of NGN 135,000.00 is complete');
  });

  it('tell the lead passenger it was booked for them, link to their pass, and leave money out', () => {
    const pass: TextTo = { audience: 'lead_passenger', link: `${URL}/pass/abc.def.ghi` };
    const forZoe = bookingFacts({ id: ID, leadPassengerName: 'Zoë Łukasiewicz' });
    expect(bookingConfirmedText(forZoe, pass).body).toBe(
      `FastTrack LOS: Zoe, airport assistance is booked for you (FT-7K3M9Q). Meet your officer Fri 27 Nov, 19:45 WAT at the aircraft door, International terminal. Your pass and code: ${pass.link}`,
    );
    const disrupted = flightDisruptedText({ ...forZoe, flightDisruption: 'cancelled' }, pass).body;
    expect(disrupted).toContain('so your officer service is on hold');
    expect(disrupted).not.toContain('NGN');
    expect(bookingCancelledText(forZoe, 'full_refund', pass).body).not.toContain('refund');
  });

  it('carry the fullest wording as WhatsApp template variables, in order, with the place in a few words', () => {
    expect(bookingConfirmedText(b, account).variables).toEqual([
      'FT-7K3M9Q',
      'Arrival Service',
      'Fri 27 Nov, 19:45 WAT',
      'at the aircraft door, International terminal',
      link,
    ]);
    expect(phoneCodeText('123456').variables).toEqual(['123456', '10']);
  });
});

const signer = createPassSigner(randomBytes(32));
/** A pass token's length: HS256 over the reference and an expiry (checked below against a real one). */
const PASS_TOKEN_LENGTH = 92;

describe('every text, for the longest facts (issue 36 item 6)', () => {
  // The longest of each fact the product holds: a 500-character meeting point (only the link
  // shows it), a 40-character short wording, names of 50 + 50 characters, a 30-character badge.
  const long = bookingFacts({
    id: ID,
    serviceType: 'departure',
    passengerCount: 10,
    totalNgnKobo: 999_999_999,
    totalUsdCents: 999_999,
    airlineName: 'Ethiopian Airlines Group Enterprise Intl',
    flightNumber: 'ET9999',
    serviceTerminal: 'International',
    meetingPoint:
      `${'Departure hall, ground floor, beside the information desk opposite the main doors. '.repeat(6)}`.slice(
        0,
        500,
      ),
    meetingPointShort: 'by the blue pillar, opposite Bureau desk',
    leadPassengerName: `${'Oluwatobiloba'.repeat(4)} ${'Adewale'.repeat(7)}`,
    meetingTime: new Date('2026-11-30T22:45:00Z'),
    serviceWindowEnd: new Date('2026-12-01T01:00:00Z'),
  });
  const longOfficer = {
    name: `${'Oluwaseyifunmi'.repeat(3)}abcdefgh ${'Abdulrahman'.repeat(4)}abcdef`,
    badgeNumber: 'LOS-PO-'.padEnd(30, '9'),
  };
  const pass: TextTo = { audience: 'lead_passenger', link: `${URL}/pass/${'x'.repeat(PASS_TOKEN_LENGTH)}` };
  const longChange = {
    ...delayed,
    fromMeetingTime: '2026-11-30T21:45:00.000Z',
    toMeetingTime: '2026-11-30T23:15:00.000Z',
  };
  const longMove = { ...moved, fromFlightNumber: 'ET99999', fromFlightDisruption: 'diverted' as const };

  const texts: [string, Text, string | null][] = [];
  for (const to of [account, pass]) {
    const who = to.audience;
    texts.push(
      [`${who} confirmed`, bookingConfirmedText(long, to), to.link],
      [`${who} officer card`, officerCardText(long, longOfficer, to), to.link],
      [`${who} officer checked in`, officerCheckedInText(long, longOfficer, to), to.link],
      [`${who} delayed`, serviceRetimedText(long, longChange, to), to.link],
      [`${who} new time`, serviceRetimedText(long, null, to), to.link],
      [`${who} moved`, serviceRetimedText(long, longMove, to), to.link],
      [`${who} flight disrupted`, flightDisruptedText({ ...long, flightDisruption: 'diverted' }, to), to.link],
      ...CANCELLATION_RULES.map(
        (rule) =>
          [`${who} cancelled (${rule})`, bookingCancelledText(long, rule, to), to.link] as [string, Text, string],
      ),
    );
  }
  texts.push(['account refund completed', refundCompletedText(long, account), link]);
  texts.push([
    'account extra not available',
    extraUnavailableText(
      long,
      {
        label: `${'Executive lounge access '.repeat(3).slice(0, 60)} (in ${'Platinum '.repeat(7).slice(0, 60)})`,
        detail: '10 × per person',
        outcome: 'declined',
        reason: null,
        refundNgnKobo: 999_999_999,
        creditedOnAccount: true,
      },
      account,
    ),
    link,
  ]);
  texts.push(['phone code', phoneCodeText('123456'), null]);

  it('takes a pass link as long as a real one', async () => {
    const real = await passLink(signer, URL, long);
    expect(real.length).toBe(pass.link.length);
  });

  it('prints them all', () => {
    // What the phones show, for a reader of the test output (issue 36: "prints them all").
    process.stdout.write(
      `${texts.map(([name, t]) => `${name} (${smsSegments(t.body).segments}):\n${t.body}`).join('\n\n')}\n`,
    );
    expect(pass.link.length).toBeLessThan(130);
  });

  it.each(texts)('%s fits two GSM-7 segments and ends on a whole word', (_name, text, endsWith) => {
    const { segments, encoding } = smsSegments(text.body);
    expect(encoding).toBe('GSM-7');
    expect(segments).toBeLessThanOrEqual(2);
    expect(text.body).not.toContain('...');
    expect(text.body).toMatch(/^[\x20-\x7e]+$/);
    if (endsWith) expect(text.body.endsWith(` ${endsWith}`)).toBe(true);
    else expect(text.body).toMatch(/ anyone\.$/);
  });

  it('keeps the time in WAT and the place in every text that has room for them', () => {
    const confirmed = texts.find(([name]) => name === 'account confirmed')?.[1].body ?? '';
    expect(confirmed).toContain('Mon 30 Nov, 23:45 WAT');
    expect(confirmed).toContain('by the blue pillar, opposite Bureau desk, International terminal');
    const passExpires = passExpiresAt(long.serviceWindowEnd, long.airportTimeZone);
    // The service ends after midnight: the pass works until the end of that day in Lagos.
    expect(passExpires.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});
