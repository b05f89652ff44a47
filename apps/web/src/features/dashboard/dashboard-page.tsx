/**
 * /dashboard (spec §2 Dashboard): the greeting ({@link dashboardGreeting}: 'Welcome, {first name}!'
 * for an account created in this tab, 'Welcome back, {first name}!' otherwise, issue 19 §10), New Booking (clears
 * the drafts and opens the booking dialog), the Booking Confirmed banner (?bookingCompleted=true,
 * naming the booking of `?booking=` or else the newest, closable), the Continue Your Booking banner
 * (a saved flight and no completion banner; re-checked when the dialog closes), the next service's
 * meeting time and point, the statistics from the bookings list, the three cards and Getting
 * Started (which changes once bookings exist).
 * A draft whose booking is over (cancelled, expired, paid: issue 19 §4) is removed from storage
 * as soon as the bookings list shows it, so its banner never comes back after a reload.
 * It renders while the stored session is checked ('Welcome!' until the name is known), so a
 * first load paints it from the prerendered HTML (ADR 071).
 * `?openBooking=true` opens the dialog (resuming with `step=confirmation`), then both parameters
 * leave the address. Offline (issue 36 item 4): the bookings as last known, marked "Offline: as
 * of HH:MM WAT", and New Booking waits for the network.
 */

import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NeedsNetwork } from '../../components/needs-network';
import { OfflineBar } from '../../components/offline-bar';
import { OfflineNote } from '../../components/offline-note';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { QueryParams } from '../../lib/paths';
import { useLastKnown } from '../../lib/use-last-known';
import { dashboardGreeting, useAuth } from '../auth/index';
import {
  clearBookingDrafts,
  isDraftBookingOver,
  isDraftFlightBooked,
  readBookingDrafts,
  useBookingDialog,
  useOpenBookingFromQuery,
  useUserBookings,
} from '../bookings/index';
import { CreditsCard } from '../credits/index';
import { CompleteDetailsPrompt } from '../users/index';
import { CompletedBanner } from './components/completed-banner';
import { ContinueBanner } from './components/continue-banner';
import { NextService, nextService } from './components/next-service';
import { GettingStarted, QuickLinks } from './components/quick-links';
import { StatsGrid } from './components/stats-grid';
import { dashboardStats } from './stats';

export function DashboardPage() {
  const { user } = useAuth();
  const { openBookingDialog, isOpen } = useBookingDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookings = useUserBookings();
  // Offline (issue 36 item 4): the list as last known, and when.
  const known = useLastKnown('bookings', user, bookings);
  // Read after render, not during it: on a first load the page takes over prerendered HTML, which
  // cannot know the browser's drafts (ADR 071). A layout effect, so that on a client-side
  // navigation the banner is there in the first frame the visitor sees.
  const [draftFlight, setDraftFlight] = useState<FlightSearchResult | null>(null);
  const [draftBookingId, setDraftBookingId] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (isOpen) return;
    const drafts = readBookingDrafts();
    setDraftFlight(drafts.flight);
    setDraftBookingId(drafts.form?.bookingId ?? null);
  }, [isOpen]);
  // A cancelled, expired or paid booking cannot be continued (issue 15 §5, issue 19 §4). A list
  // being fetched again may not hold a booking just made yet: only a settled list decides.
  // A draft with only a flight is over too once that flight has a live booking (issue 26 §6).
  const draftOver =
    !bookings.isFetching &&
    (isDraftBookingOver(draftBookingId, bookings.data) ||
      (draftBookingId === null && isDraftFlightBooked(draftFlight?.bookingReference, bookings.data)));
  // A draft waits for the list, so that a stale banner never flashes up on a reload.
  const draftChecked = draftFlight === null || bookings.data !== undefined || bookings.isError;
  useEffect(() => {
    if (!draftOver || isOpen) return;
    clearBookingDrafts();
    setDraftFlight(null);
    setDraftBookingId(null);
  }, [draftOver, isOpen]);

  const completed = searchParams.get(QueryParams.bookingCompleted) === 'true';

  useOpenBookingFromQuery('dashboard');

  const newBooking = () => {
    clearBookingDrafts();
    setDraftFlight(null);
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
    <PageContainer className="flex flex-col gap-6">
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
      {draftFlight && !completed && draftChecked && !draftOver ? (
        <ContinueBanner
          flight={draftFlight}
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
      {next ? <NextService booking={next} /> : null}
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
