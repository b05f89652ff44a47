/**
 * /dashboard (spec §2 Dashboard): 'Welcome back, {first name}!', New Booking (clears the drafts
 * and opens the booking dialog), the Booking Confirmed banner (?bookingCompleted=true, closable),
 * the Continue Your Booking banner (a saved flight and no completion banner, not for an expired
 * booking; re-checked when the dialog closes), the next service's meeting time and point, the statistics from the bookings list, the three cards and Getting Started.
 * It renders while the stored session is checked ('Welcome back!' until the name is known), so a
 * first load paints it from the prerendered HTML (ADR 071).
 * `?openBooking=true` opens the dialog (resuming with `step=confirmation`), then both parameters
 * leave the address.
 */

import type { Booking, FlightSearchResult } from '@fasttrack/contracts';
import { Plus } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryParams } from '../../app/paths';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/auth-context';
import { useUserBookings } from '../bookings/api/get-user-bookings';
import { useBookingDialog } from '../bookings/booking-dialog-context';
import { clearBookingDrafts, readBookingDrafts } from '../bookings/drafts';
import { useOpenBookingFromQuery } from '../bookings/use-open-booking-from-query';
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
  // A booking whose hold ran out cannot be continued (issue 15 §5): no banner for it.
  const draftExpired =
    draftBookingId !== null && bookings.data?.some((b) => b.id === draftBookingId && b.status === 'expired') === true;

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
        return next;
      },
      { replace: true },
    );

  const stats = bookings.data ? dashboardStats(bookings.data) : null;
  const next = bookings.data ? nextService(bookings.data) : null;
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        // The name arrives with the startup session check; the page renders before it (ADR 071).
        title={user ? `Welcome back, ${user.firstName}!` : 'Welcome back!'}
        description="Book airport fast-track at Lagos and keep track of your services."
        actions={
          <Button onClick={newBooking}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Booking
          </Button>
        }
      />
      {completed ? <CompletedBanner onClose={closeCompleted} bookingId={newestBookingId(bookings.data)} /> : null}
      {draftFlight && !completed && !draftExpired ? (
        <ContinueBanner
          flight={draftFlight}
          onContinue={() => openBookingDialog({ source: 'dashboard', step: 'confirmation' })}
        />
      ) : null}
      {bookings.isError ? (
        <Alert tone="error">
          <p>{bookings.error.message}</p>
          <Button variant="link" onClick={() => void bookings.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : null}
      {next ? <NextService booking={next} /> : null}
      <StatsGrid stats={stats} />
      <QuickLinks />
      <GettingStarted onBook={newBooking} />
    </PageContainer>
  );
}

/** The booking made last: the one the Booking Confirmed banner is about. */
function newestBookingId(bookings: Booking[] | undefined): string | undefined {
  return bookings?.reduce<Booking | undefined>((a, b) => (!a || b.createdAt > a.createdAt ? b : a), undefined)?.id;
}
