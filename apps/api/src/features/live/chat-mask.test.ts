import { CHAT_MASK_NOTICE } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './chat-mask';

describe('maskContactDetails', () => {
  it.each([
    'Call me on 0803 123 4567 please',
    'my number is +234 803 123 4567',
    'text 08031234567',
    'or 0803-123-4567',
    'mail ada.obi+trip@example.com',
  ])('replaces the contact details in "%s"', (text) => {
    const masked = maskContactDetails(text);
    expect(masked).toContain(CHAT_MASK_NOTICE);
    expect(masked).not.toMatch(/\d{4}\D?\d{3}\D?\d{4}|@example/);
  });

  it('leaves gate numbers, times and flight numbers alone', () => {
    const text = 'I am at gate 12 at 14:30 with 2 bags, flight BA 075';
    expect(maskContactDetails(text)).toBe(text);
  });
});
