import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './payments.repository';
import { findMismatch, type ProviderOutcome } from './settlement';

const payment = {
  provider: 'paystack',
  reference: 'FT-ABC123-1763740000000',
  amountMinor: 6_750_000,
  currency: 'NGN',
  bookingId: '00000000-0000-4000-8000-000000000001',
} as PaymentRow;
const outcome: ProviderOutcome = {
  provider: 'paystack',
  reference: payment.reference,
  status: 'success',
  amountMinor: 6_750_000,
  currency: 'ngn',
  transactionId: '1',
  method: 'card',
};

describe('settlement checks', () => {
  it('accepts the stored reference, amount and currency (any case)', () => {
    expect(findMismatch(payment, outcome)).toBeNull();
  });

  it.each([
    [{ amountMinor: 6_749_999 }, /^Amount mismatch: expected 6750000 minor units, provider reported 6749999$/],
    [{ currency: 'USD' }, /^Currency mismatch: expected NGN, provider reported USD$/],
    [{ reference: 'FT-ABC123-1' }, /^Reference mismatch/],
    [{ provider: 'stripe' as const }, /^Provider mismatch/],
    [{ bookingId: '00000000-0000-4000-8000-000000000002' }, /^Booking mismatch/],
  ])('names the first difference: %o', (change, reason) => {
    expect(findMismatch(payment, { ...outcome, ...change })).toMatch(reason);
  });
});
