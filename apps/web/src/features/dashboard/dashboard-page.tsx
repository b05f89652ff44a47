/**
 * /dashboard (spec §2 Dashboard): the greeting ({@link dashboardGreeting}: 'Welcome, {first name}!'
 * for an account created in this tab, 'Welcome back, {first name}!' otherwise, issue 19 §10), New Booking (clears
 * the drafts and opens the booking dialog), the Booking Confirmed banner (?bookingCompleted=true,
 * naming the booking of `?booking=` or else the newest, closable), the next service (the one in
 * progress, else the next confirmed one: before any draft, issue 37), the Continue Your Booking
 * banner (a saved flight and no completion banner, naming its flight, time and booking; a stale
 * draft is dropped, not offered: {@link useContinueDraft}), the statistics from the bookings
 * list, the three cards and Getting Started (which changes once bookings exist).
 * It renders while the stored session is checked ('Welcome!' until the name is known), so a
 * first load paints it from the prerendered HTML (ADR 071).
 * `?openBooking=true` opens the dialog (resuming with `step=confirmation`), then both parameters
 * leave the address. Offline (issue 36 item 4): the bookings as last known, marked "Offline: as
 * of HH:MM WAT", and New Booking waits for the network.
 */

import type { Booking } from '@fasttrack/contracts';
import { Plus } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NeedsNetwork } from '../../components/needs-network';
import { OfflineBar } from '../../components/offline-bar';
import { OfflineNote } from '../../components/offline-note';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { replayEarlyTap } from '../../lib/early-tap';
import { QueryParams } from '../../lib/paths';
import { useLastKnown } from '../../lib/use-last-known';
import { dashboardGreeting, useAuth } from '../auth/index';
import { clearBookingDrafts, useBookingDialog, useOpenBookingFromQuery, useUserBookings } from '../bookings/index';
import { CreditsCard } from '../credits/index';
import { CompleteDetailsPrompt } from '../users/index';
import { CompletedBanner } from './components/completed-banner';
import { ContinueBanner } from './components/continue-banner';
import { NextService, nextService } from './components/next-service';
import { GettingStarted, QuickLinks } from './components/quick-links';
import { StatsGrid } from './components/stats-grid';
import { dashboardStats } from './stats';
import { useContinueDraft } from './use-continue-draft';

export function DashboardPage() {
  const { user } = useAuth();
  const { openBookingDialog, isOpen } = useBookingDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookings = useUserBookings();
  // Offline (issue 36 item 4): the list as last known, and when.
  const known = useLastKnown('bookings', user, { query: bookings });
  const completed = searchParams.get(QueryParams.bookingCompleted) === 'true';
  const draft = useContinueDraft(isOpen, completed);

  useOpenBookingFromQuery('dashboard');
  // A tap on the prerendered New Booking before this page was live is made now (ADR 362).
  useLayoutEffect(replayEarlyTap, []);

  const newBooking = () => {
    clearBookingDrafts();
    openBookingDialog({ source: 'dashboard' });
  };
  const closeCompleted = () =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(QueryParams.bookingCompleted);
        next.delete(QueryParams.booking);
        return next;
      },
      { replace: true },
    );

  const stats = known.data ? dashboardStats(known.data) : null;
  const next = known.data ? nextService(known.data) : null;
  return (
    <PageContainer className="flex flex-col gap-6" data-replay-taps="">
      <PageHeader
        // The name arrives with the startup session check; the page renders before it (ADR 071).
        title={dashboardGreeting(user)}
        description="Book airport fast-track at Lagos and keep track of your services."
        actions={
          <NeedsNetwork>
            <Button onClick={newBooking}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New Booking
            </Button>
          </NeedsNetwork>
        }
      />
      {known.asOf ? <OfflineNote asOf={known.asOf} /> : null}
      {completed ? (
        <CompletedBanner
          onClose={closeCompleted}
          booking={completedBooking(known.data, searchParams.get(QueryParams.booking))}
        />
      ) : null}
      {/* The real next service comes before a draft (issue 37). */}
      {next ? <NextService booking={next} /> : null}
      {draft ? (
        <ContinueBanner
          flight={draft.flight}
          booking={draft.booking}
          onContinue={() => openBookingDialog({ source: 'dashboard', step: 'confirmation' })}
        />
      ) : null}
      <CompleteDetailsPrompt user={user} />
      {known.offline && !known.data && !known.reading ? <OfflineBar /> : null}
      {bookings.isError && !known.offline ? (
        <Alert tone="error">
          <p>{bookings.error.message}</p>
          <Button variant="link" onClick={() => void bookings.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : null}
      <StatsGrid stats={stats} />
      <CreditsCard />
      <QuickLinks />
      <NeedsNetwork>
        <GettingStarted onBook={newBooking} bookingCount={known.data?.length} />
      </NeedsNetwork>
    </PageContainer>
  );
}

/** The booking the Booking Confirmed banner is about: the one named in the address, else the newest. */
function completedBooking(bookings: Booking[] | undefined, id: string | null): Booking | undefined {
  if (!bookings) return undefined;
  const named = id ? bookings.find((b) => b.id === id) : undefined;
  return named ?? bookings.reduce<Booking | undefined>((a, b) => (!a || b.createdAt > a.createdAt ? b : a), undefined);
}
