/**
 * Text bodies (issue 28 §2): the facts of the e-mail of the same kind, GSM-7 only, at most two
 * segments (one where the facts allow), times in WAT, the booking's link.
 */
import { CancellationRuleMessages } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { fitSms, smsSegments, toGsm7 } from '../texts/gsm';
import { bookingFacts } from './template-fixtures';
import {
  bookingCancelledText,
  bookingConfirmedText,
  flightDisruptedText,
  officerCardText,
  phoneCodeText,
  refundCompletedText,
  serviceRetimedText,
} from './text-messages';

const URL = 'https://fasttrack-los.com';
const ID = '7f3e2a10-5b1c-4c8e-9d2f-0a1b2c3d4e5f';
const b = bookingFacts({ id: ID });
const link = `${URL}/bookings/${ID}`;
const officer = { name: 'Chidinma Okafor', badgeNumber: 'LOS-PO-001' };

describe('GSM-7', () => {
  it('replaces curly quotes, dashes, the ellipsis and odd spaces with their GSM-7 look-alikes', () => {
    expect(toGsm7('Officer’s “card” – 10–12 … ok')).toBe('Officer\'s "card" - 10-12 ... ok');
    expect(smsSegments(toGsm7('Officer’s “card”')).encoding).toBe('GSM-7');
  });

  it('turns characters with no look-alike into "?", so the text stays GSM-7', () => {
    expect(toGsm7('₦ 中')).toBe('? ?');
  });

  it('counts 160 GSM-7 characters as one segment, 161 as two, and 70 UCS-2 characters as one', () => {
    expect(smsSegments('a'.repeat(160)).segments).toBe(1);
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('€'.repeat(80)).segments).toBe(1); // € takes two GSM-7 septets
    expect(smsSegments('ē'.repeat(70))).toEqual({ segments: 1, encoding: 'UCS-2' });
  });

  it('shortens the free-length fact until the text fits two segments', () => {
    const body = fitSms((place) => `Meet at ${place}. ${link}`, 'x'.repeat(600));
    expect(smsSegments(body).segments).toBe(2);
    expect(body).toContain('...');
    expect(body).toContain(link);
  });
});

describe('text bodies', () => {
  const all = {
    confirmed: bookingConfirmedText(b, URL),
    card: officerCardText(b, officer, URL),
    retimed: serviceRetimedText(b, URL),
    disrupted: flightDisruptedText(bookingFacts({ id: ID, flightDisruption: 'cancelled' }), URL),
    cancelled: bookingCancelledText(b, 'full_refund', URL),
    refunded: refundCompletedText(b, URL),
    code: phoneCodeText('123456'),
  };

  it('are GSM-7, in at most two segments, and the short ones in one', () => {
    for (const [name, text] of Object.entries(all)) {
      const { segments, encoding } = smsSegments(text.body);
      expect(encoding, name).toBe('GSM-7');
      expect(segments, name).toBeLessThanOrEqual(2);
    }
    // The code has no link: one segment. The link to the booking alone takes 71 of a segment's 160.
    expect(smsSegments(all.code.body).segments).toBe(1);
  });

  it('say what the e-mails say: reference, meeting time in WAT, meeting point, link', () => {
    expect(all.confirmed.body).toBe(
      `FastTrack LOS: FT-7K3M9Q confirmed. Arrival Service, meet Fri 27 Nov, 19:45 WAT at At the aircraft door. ${link}`,
    );
    expect(all.card.body).toBe(
      `FastTrack LOS FT-7K3M9Q: your officer is Chidinma Okafor, badge LOS-PO-001, at At the aircraft door for Fri 27 Nov, 19:45 WAT. ${link}`,
    );
    expect(all.retimed.body).toContain('British Airways BA75 has a new time. New meeting time Fri 27 Nov, 19:45 WAT');
    expect(all.disrupted.body).toContain('British Airways BA75 was cancelled. Choose a full refund (NGN 135,000.00)');
    expect(all.cancelled.body).toContain(CancellationRuleMessages.full_refund);
    expect(all.refunded.body).toContain('your refund of NGN 135,000.00 is complete');
    for (const text of [all.confirmed, all.card, all.retimed, all.disrupted, all.cancelled, all.refunded]) {
      expect(text.body).toContain(link);
    }
  });

  it('carry the same facts as WhatsApp template variables, in order', () => {
    expect(all.confirmed.variables).toEqual([
      'FT-7K3M9Q',
      'Arrival Service',
      'Fri 27 Nov, 19:45 WAT',
      'At the aircraft door',
      link,
    ]);
    expect(all.code.variables).toEqual(['123456', '10']);
  });

  it('keep a long meeting point within two segments', () => {
    const long = bookingFacts({
      id: ID,
      meetingPoint:
        'Arrivals hall, by the blue pillar next to the currency exchange desk, opposite the Arik Air counter, under the big screen showing arrivals, beside the pharmacy',
    });
    const text = bookingConfirmedText(long, URL);
    expect(smsSegments(text.body).segments).toBe(2);
    expect(text.body).toContain(link);
  });
});
