import { describe, expect, it } from 'vitest';
import { checkInDueAt, isLateCheckIn, serviceState } from './service-state';

const confirmed = { status: 'confirmed', paymentStatus: 'paid', serviceType: 'arrival' } as const;

describe('the state a board card shows (issue 36 item 3)', () => {
  it('is the furthest milestone of the service’s path, waiting before check-in', () => {
    expect(serviceState(confirmed, [])).toBe('waiting');
    expect(serviceState(confirmed, ['checked_in'])).toBe('checked_in');
    expect(serviceState(confirmed, ['checked_in', 'met', 'immigration', 'baggage'])).toBe('baggage');
    const departure = { ...confirmed, serviceType: 'departure' } as const;
    expect(serviceState(departure, ['checked_in', 'met', 'check_in_security'])).toBe('check_in_security');
    expect(serviceState(departure, ['checked_in', 'met', 'check_in_security', 'immigration'])).toBe('immigration');
  });

  it('ends in completed or no-show, and tells a refunded cancellation from one still waiting for its money', () => {
    expect(serviceState({ ...confirmed, status: 'completed' }, ['checked_in', 'met'])).toBe('completed');
    expect(serviceState(confirmed, ['checked_in', 'no_show'])).toBe('no_show');
    expect(serviceState({ ...confirmed, status: 'cancelled', refundStatus: 'pending' }, [])).toBe('cancelled');
    expect(serviceState({ ...confirmed, status: 'cancelled', refundStatus: 'processed' }, [])).toBe('refunded');
    expect(serviceState({ ...confirmed, status: 'cancelled', paymentStatus: 'refunded' }, ['checked_in'])).toBe(
      'refunded',
    );
    expect(serviceState({ ...confirmed, status: 'pending', paymentStatus: 'pending' }, [])).toBe('unpaid');
  });

  it('calls a check-in late from meeting time − 10 min, not a second before, and never once checked in', () => {
    const meetingTime = new Date('2026-11-23T16:45:00.000Z');
    const due = checkInDueAt(meetingTime);
    expect(due.toISOString()).toBe('2026-11-23T16:35:00.000Z');
    const booking = { status: 'confirmed', meetingTime } as const;
    expect(isLateCheckIn(booking, [], new Date(due.getTime() - 1000))).toBe(false);
    expect(isLateCheckIn(booking, [], due)).toBe(true);
    expect(isLateCheckIn(booking, ['checked_in'], due)).toBe(false);
    expect(isLateCheckIn({ ...booking, status: 'cancelled' }, [], due)).toBe(false);
  });
});
