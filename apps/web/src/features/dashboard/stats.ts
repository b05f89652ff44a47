/**
 * Dashboard statistics, computed in the browser from the bookings list (spec §3 Dashboard
 * statistics, §9):
 * - totalBookings: every booking;
 * - upcomingServices: confirmed bookings whose flight's departureTime is in the future;
 * - totalSpent: the sum of totalAmount (USD) of bookings whose paymentStatus is paid;
 * - pendingPayments: bookings whose paymentStatus is pending, except cancelled and expired ones,
 *   which will never be charged (their chip reads "Not charged", issue 19 §7; issue 26 §6);
 * - confirmedBookings / pendingBookings: bookings with that status;
 * - completedServices: bookings whose service was completed (issue 37: it counted nowhere but the
 *   total).
 * `now` is injectable for tests. totalSpent is summed in cents so it does not drift.
 */
import { type Booking, majorToMinor, minorToMajor } from '@fasttrack/contracts';

export interface DashboardStats {
  totalBookings: number;
  upcomingServices: number;
  /** USD major units. */
  totalSpent: number;
  pendingPayments: number;
  confirmedBookings: number;
  pendingBookings: number;
  completedServices: number;
}

type StatsInput = Pick<Booking, 'status' | 'paymentStatus' | 'totalAmount'> & {
  flight: Pick<Booking['flight'], 'departureTime'>;
};

export function dashboardStats(bookings: readonly StatsInput[], now: Date = new Date()): DashboardStats {
  let spentCents = 0;
  const stats: DashboardStats = {
    totalBookings: bookings.length,
    upcomingServices: 0,
    totalSpent: 0,
    pendingPayments: 0,
    confirmedBookings: 0,
    pendingBookings: 0,
    completedServices: 0,
  };
  for (const b of bookings) {
    if (b.status === 'confirmed') {
      stats.confirmedBookings += 1;
      if (new Date(b.flight.departureTime).getTime() > now.getTime()) stats.upcomingServices += 1;
    }
    if (b.status === 'pending') stats.pendingBookings += 1;
    if (b.status === 'completed') stats.completedServices += 1;
    if (b.paymentStatus === 'paid') spentCents += majorToMinor(b.totalAmount);
    if (b.paymentStatus === 'pending' && b.status !== 'cancelled' && b.status !== 'expired') stats.pendingPayments += 1;
  }
  stats.totalSpent = minorToMajor(spentCents);
  return stats;
}
