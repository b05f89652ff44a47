/**
 * Hero (spec §1, §2 Landing): headline and claims, Book Now with the base price, Learn More to
 * #features, and the email-first card.
 */
import { formatUsdPrice } from '@fasttrack/contracts';
import { ArrowDown, Clock, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { anchors, paths } from '../../lib/paths';
import { dashboardGreeting, EmailFirstCard, type EmailFirstCardProps, useAuth } from '../auth/index';
import { useBookingDialog } from '../bookings/index';
import { useBasePriceUsd } from '../pricing/index';
import { heroClaims } from './hero-claims';

export function Hero({ card }: { card: EmailFirstCardProps }) {
  const price = useBasePriceUsd();
  const { user } = useAuth();
  const { openBookingDialog } = useBookingDialog();

  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            Only {heroClaims.officersAvailable} protocol officers available
          </p>
          <h1 id="hero-title" className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Skip the queues at Lagos airport
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            A vetted protocol officer meets you at Murtala Muhammed International Airport and escorts you through
            immigration and baggage. Save {heroClaims.timeSaved} on arrival or departure.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => openBookingDialog({ source: 'landing' })}>
              Book Now - {formatUsdPrice(price)}
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href={`#${anchors.features}`}>
                Learn More<span className="sr-only"> about our features</span>
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </a>
            </Button>
          </div>
          <ul className="mt-8 grid gap-3 text-sm text-slate-700 sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <Users aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {heroClaims.customers} happy customers
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Officer details {heroClaims.officerDetailsBefore} before
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Vetted, trained officers
            </li>
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">
          {user ? <SignedInCard greeting={dashboardGreeting(user)} /> : <EmailFirstCard {...card} />}
        </div>
      </div>
    </section>
  );
}

function SignedInCard({ greeting }: { greeting: string }) {
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{greeting}</h2>
      <p className="mt-2 text-slate-700">You are signed in. Book a service or manage your bookings.</p>
      <Button asChild className="mt-4">
        <Link to={paths.dashboard}>Go to Dashboard</Link>
      </Button>
    </div>
  );
}
