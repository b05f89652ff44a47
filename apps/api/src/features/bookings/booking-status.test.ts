import { describe, expect, it } from 'vitest';
import { canTransition } from './booking-status';

describe('booking status machine', () => {
  it.each([
    ['status', 'pending', 'confirmed', true],
    ['status', 'confirmed', 'completed', true],
    ['status', 'pending', 'cancelled', true],
    ['status', 'confirmed', 'cancelled', true],
    ['status', 'pending', 'completed', false],
    ['status', 'completed', 'cancelled', false],
    ['status', 'cancelled', 'pending', false],
    ['status', 'pending', 'pending', false],
    ['payment_status', 'pending', 'paid', true],
    ['payment_status', 'pending', 'failed', true],
    ['payment_status', 'paid', 'refunded', true],
    ['payment_status', 'paid', 'failed', false],
    ['payment_status', 'refunded', 'paid', false],
    ['refund_status', null, 'pending', true],
    ['refund_status', 'pending', 'processed', true],
    ['refund_status', 'processed', 'pending', false],
  ] as const)('%s %s -> %s is %s', (field, from, to, ok) => {
    expect(canTransition(field, from, to)).toBe(ok);
  });
});
