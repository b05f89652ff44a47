/**
 * The dashboard statistics (spec §3 Dashboard statistics), one tile each, with a line that says
 * what it counts: "Pending Payments" and "Pending Bookings" differ (a failed payment leaves a
 * booking pending with no payment pending), and side by side they must not look contradictory
 * (issue 26 §6).
 */
import { formatMoney } from '@fasttrack/contracts';
import type { DashboardStats } from '../stats';

const TILES: ReadonlyArray<{ key: keyof DashboardStats; label: string; counts: string }> = [
  { key: 'totalBookings', label: 'Total Bookings', counts: 'Every booking you made' },
  { key: 'upcomingServices', label: 'Upcoming Services', counts: 'Confirmed, flight still to come' },
  { key: 'totalSpent', label: 'Total Spent', counts: 'Paid bookings' },
  { key: 'pendingPayments', label: 'Pending Payments', counts: 'Bookings not paid yet' },
  { key: 'confirmedBookings', label: 'Confirmed Bookings', counts: 'Paid and confirmed' },
  {
    key: 'pendingBookings',
    label: 'Pending Bookings',
    counts: 'Waiting for payment, also after a failed one',
  },
  { key: 'completedServices', label: 'Completed', counts: 'Services your officer completed' },
];

export function StatsGrid({ stats }: { stats: DashboardStats | null }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {TILES.map(({ key, label, counts }) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={key}>
              {stats === null ? '–' : key === 'totalSpent' ? formatMoney(stats[key], 'USD') : stats[key]}
            </dd>
            <dd className="mt-1 text-xs text-slate-700">{counts}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
