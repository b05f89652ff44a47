/**
 * /dashboard (spec §2 Dashboard): 'Welcome back, {first name}!', New Booking (clears the drafts
 * and opens the booking dialog), the Booking Confirmed banner (?bookingCompleted=true, closable),
 * the Continue Your Booking banner (a saved flight and no completion banner; re-checked when the
 * dialog closes), the statistics from the bookings list, the three cards and Getting Started.
 * `?openBooking=true` opens the dialog (resuming with `step=confirmation`), then both parameters
 * leave the address.
 */
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { GettingStarted, QuickLinks } from './components/quick-links';
import { StatsGrid } from './components/stats-grid';
import { dashboardStats } from './stats';

export function DashboardPage() {
  const { user } = useAuth();
  const { openBookingDialog, isOpen } = useBookingDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookings = useUserBookings();
  const [draftFlight, setDraftFlight] = useState(() => readBookingDrafts().flight);

  const completed = searchParams.get(QueryParams.bookingCompleted) === 'true';

  useEffect(() => {
    if (!isOpen) setDraftFlight(readBookingDrafts().flight);
  }, [isOpen]);

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
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title={`Welcome back, ${user?.firstName ?? ''}!`}
        description="Book airport fast-track at Lagos and keep track of your services."
        actions={
          <Button onClick={newBooking}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Booking
          </Button>
        }
      />
      {completed ? <CompletedBanner onClose={closeCompleted} /> : null}
      {draftFlight && !completed ? (
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
      <StatsGrid stats={stats} />
      <QuickLinks />
      <GettingStarted onBook={newBooking} />
    </PageContainer>
  );
}
