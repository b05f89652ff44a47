import { describe, expect, it } from 'vitest';
import { makeBooking } from '../bookings/test-fixtures';
import { dashboardStats } from './stats';

const now = new Date('2026-11-21T12:00:00Z');
const at = (departureTime: string) => ({ ...makeBooking().flight, departureTime });
const future = at('2026-11-22T10:45:00+00:00');
const past = at('2026-11-20T10:45:00+00:00');

describe('dashboard statistics (§3, §9)', () => {
  it('is all zeros for no bookings', () => {
    expect(dashboardStats([], now)).toEqual({
      totalBookings: 0,
      upcomingServices: 0,
      totalSpent: 0,
      pendingPayments: 0,
      confirmedBookings: 0,
      pendingBookings: 0,
      completedServices: 0,
    });
  });

  it('counts upcoming services as confirmed bookings with a future departureTime only', () => {
    const stats = dashboardStats(
      [
        makeBooking({ status: 'confirmed', paymentStatus: 'paid', flight: future }),
        makeBooking({ status: 'confirmed', paymentStatus: 'paid', flight: past }),
        makeBooking({ status: 'pending', flight: future }),
        makeBooking({ status: 'cancelled', flight: future }),
      ],
      now,
    );
    expect(stats.upcomingServices).toBe(1);
    expect(stats.confirmedBookings).toBe(2);
    expect(stats.pendingBookings).toBe(1);
    expect(stats.totalBookings).toBe(4);
  });

  it('sums totalAmount of paid bookings only, without float drift, and counts pending payments', () => {
    const stats = dashboardStats(
      [
        makeBooking({ paymentStatus: 'paid', status: 'confirmed', totalAmount: 0.1 }),
        makeBooking({ paymentStatus: 'paid', status: 'cancelled', totalAmount: 0.2 }),
        makeBooking({ paymentStatus: 'pending', totalAmount: 90 }),
        makeBooking({ paymentStatus: 'pending', totalAmount: 45 }),
        makeBooking({ paymentStatus: 'failed', totalAmount: 45 }),
        makeBooking({ paymentStatus: 'refunded', totalAmount: 45 }),
      ],
      now,
    );
    expect(stats.totalSpent).toBe(0.3);
    expect(stats.pendingPayments).toBe(2);
  });

  it('leaves cancelled and expired bookings out of pending payments: they are never charged (issue 26 §6)', () => {
    const stats = dashboardStats(
      [
        makeBooking({ status: 'pending', paymentStatus: 'pending' }),
        makeBooking({ status: 'pending', paymentStatus: 'failed' }),
        makeBooking({ status: 'expired', paymentStatus: 'pending' }),
        makeBooking({ status: 'cancelled', paymentStatus: 'pending' }),
      ],
      now,
    );
    expect(stats.pendingPayments).toBe(1);
    expect(stats.pendingBookings).toBe(2);
  });

  it('counts completed services as Completed, not only in the total (issue 37)', () => {
    const stats = dashboardStats(
      [
        makeBooking({ status: 'completed', paymentStatus: 'paid', flight: past }),
        makeBooking({ status: 'completed', paymentStatus: 'paid', flight: past }),
        makeBooking({ status: 'confirmed', paymentStatus: 'paid', flight: future }),
      ],
      now,
    );
    expect(stats.completedServices).toBe(2);
    expect(stats.totalBookings).toBe(3);
    expect(stats.upcomingServices).toBe(1);
  });
});
