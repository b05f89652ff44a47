/** The dashboard statistics (spec §3 Dashboard statistics), one tile each. */
import { formatMoney } from '@fasttrack/contracts';
import type { DashboardStats } from '../stats';

const TILES: ReadonlyArray<{ key: keyof DashboardStats; label: string }> = [
  { key: 'totalBookings', label: 'Total Bookings' },
  { key: 'upcomingServices', label: 'Upcoming Services' },
  { key: 'totalSpent', label: 'Total Spent' },
  { key: 'pendingPayments', label: 'Pending Payments' },
  { key: 'confirmedBookings', label: 'Confirmed Bookings' },
  { key: 'pendingBookings', label: 'Pending Bookings' },
];

export function StatsGrid({ stats }: { stats: DashboardStats | null }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TILES.map(({ key, label }) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={key}>
              {stats === null ? '–' : key === 'totalSpent' ? formatMoney(stats[key], 'USD') : stats[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
