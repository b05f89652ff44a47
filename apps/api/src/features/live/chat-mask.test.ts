import { CHAT_MASK_NOTICE, mayHoldContactDetails } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './chat-mask';

describe('maskContactDetails', () => {
  it.each([
    'Call me on 0803 123 4567 please',
    'my number is +234 803 123 4567',
    'text 08031234567',
    'or 0803-123-4567',
    'mail ada.obi+trip@example.com',
    'the office: 01 234 5678',
    'office 01-2345678 or +234 1 234 5678',
  ])('replaces the contact details in "%s"', (text) => {
    const masked = maskContactDetails(text);
    expect(masked).toContain(CHAT_MASK_NOTICE);
    expect(masked).not.toMatch(/\d{3}\D?\d{4}|@example/);
  });

  it('leaves gate numbers, times and flight numbers alone', () => {
    const text = 'I am at gate 12 at 14:30 with 2 bags, flight BA 075';
    expect(maskContactDetails(text)).toBe(text);
  });

  // The chat box warns before sending (issue 26 item 5): its light check must flag every text the
  // server would mask, and stay quiet on everyday messages.
  it.each([
    'Call me on 0803 123 4567 please',
    'my number is +234 803 123 4567',
    'text 08031234567',
    'or 0803-123-4567',
    'mail ada.obi+trip@example.com',
    'UK +44 20 7946 0958',
    'Lagos office 01 234 5678',
    'US +1 (202) 555-0143',
  ])('warns before masking "%s"', (text) => {
    expect(maskContactDetails(text)).not.toBe(text);
    expect(mayHoldContactDetails(text)).toBe(true);
  });

  it('does not warn about gate numbers, times, flight numbers or booking references', () => {
    expect(mayHoldContactDetails('I am at gate 12 at 14:30 with 2 bags, flight BA 075, booking FT-7K2M9Q')).toBe(false);
  });
});
