import { describe, expect, it } from 'vitest';
import { chargeCard } from './test-cards';

const now = new Date('2026-11-21T12:00:00Z');
const good = { number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408', pin: '1234', otp: '123456' };

describe('sandbox test cards', () => {
  it('charges the success card with its CVV, PIN and OTP', () => {
    expect(chargeCard(good, now)).toEqual({ ok: true, last4: '4081', bin: '408408', brand: 'visa' });
  });

  it.each([
    [{ ...good, number: '4084080000005408' }, 'Declined', true],
    [{ ...good, number: '5060 6666 6666 6666 666' }, 'Insufficient Funds', true],
    [{ ...good, pin: '0000' }, 'Incorrect PIN', false],
    [{ ...good, otp: '111111' }, 'Invalid OTP', false],
    [{ ...good, cvv: '999' }, 'Incorrect CVV', false],
    [{ ...good, expiry: '10/26' }, 'This card has expired', false],
    [{ ...good, expiry: '13/30' }, 'Enter the expiry date as MM/YY', false],
    [{ ...good, number: '4111111111111111' }, 'Use one of the test cards listed on this page', false],
  ])('refuses %o with "%s"', (entry, message, final) => {
    expect(chargeCard(entry, now)).toEqual({ ok: false, message, final });
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(chargeCard({ ...good, expiry: '11/26' }, now).ok).toBe(true);
  });
});
