/**
 * The three dashboard cards (My Bookings, Payment History, Profile Settings) and the Getting
 * Started block (Book Your First Service, Complete Your Profile) of spec §2 Dashboard. Once the
 * traveller has bookings, the block offers the next one instead of a first (issue 19 §10).
 */
import { CalendarCheck, CreditCard, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const CARDS = [
  { to: paths.bookings, title: 'My Bookings', text: 'See and manage your bookings.', Icon: CalendarCheck },
  { to: paths.payments, title: 'Payment History', text: 'Your payments and receipts.', Icon: CreditCard },
  { to: paths.profile, title: 'Profile Settings', text: 'Your details and preferences.', Icon: UserRound },
] as const;

export function QuickLinks() {
  return (
    <nav aria-label="Dashboard">
      <ul className="grid gap-4 sm:grid-cols-3">
        {CARDS.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * @param bookingCount how many bookings the traveller has; undefined while unknown (the prerendered
 * page, loading, an error), when the block says nothing that could turn out wrong.
 */
export function GettingStarted({ onBook, bookingCount }: { onBook(): void; bookingCount?: number | undefined }) {
  const returning = bookingCount !== undefined && bookingCount > 0;
  const bookLabel =
    bookingCount === undefined ? 'Book a Service' : returning ? 'Book Another Service' : 'Book Your First Service';
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-xl bg-brand-50 p-6">
      <h2 id="getting-started-heading" className="text-lg font-bold text-slate-900">
        {returning ? 'Your Next Trip' : 'Getting Started'}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {returning
          ? 'Flying again? Book fast-track for your next flight, and keep your details up to date.'
          : 'Find your flight, choose Arrival or Departure Service and pay securely: your officer takes care of the rest.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onBook}>{bookLabel}</Button>
        <Button variant="outline" asChild>
          <Link to={paths.profile}>{returning ? 'Review Your Profile' : 'Complete Your Profile'}</Link>
        </Button>
      </div>
    </section>
  );
}
