/**
 * /bookings (spec §2 Bookings): My Bookings with New Booking; 'Loading your bookings...',
 * 'Error Loading Bookings' with Try Again, 'No Bookings Yet' with Book Your First Service; a
 * card per booking with Pay now and Cancel. The list refreshes after the booking dialog
 * completes or a booking is cancelled.
 *
 * Offline (issue 36 item 4): the list as last known, marked "Offline: as of HH:MM WAT", its
 * actions waiting for the network; never opened online, the "You are offline" bar.
 *
 * This route is also where the checkout page sends the browser back
 * (`?payment=callback&reference=...`): the booking dialog opens to finish that payment, and the
 * parameters leave the address.
 */
import type { Booking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, LoaderCircle, Plus, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NeedsNetwork } from '../../components/needs-network';
import { OfflineBar } from '../../components/offline-bar';
import { OfflineNote } from '../../components/offline-note';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLastKnown } from '../../lib/use-last-known';
import { useAuth } from '../auth/index';
import { CHECKOUT_RETURN_PARAMS, readCheckoutReturn } from '../payments/index';
import { unreadChatQuery } from './api/get-unread-chat';
import { useUserBookings } from './api/get-user-bookings';
import { useBookingDialog } from './booking-dialog-context';
import { BookingCard } from './components/booking-card';
import { CancelBookingDialog } from './components/cancel-booking-dialog';

export function BookingsPage() {
  const { user } = useAuth();
  const bookings = useUserBookings();
  // Offline (issue 36 item 4): the list as last known, and when.
  const known = useLastKnown('bookings', user, { query: bookings });
  // Unread chat messages per booking (issue 17 §5); the cards simply show none when this fails.
  const unread = useQuery({ ...unreadChatQuery(), retry: false });
  const { openBookingDialog } = useBookingDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const returnedReference = readCheckoutReturn(searchParams);
  useEffect(() => {
    if (!returnedReference) return;
    openBookingDialog({ source: 'bookings', paymentReference: returnedReference });
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of CHECKOUT_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returnedReference, openBookingDialog, setSearchParams]);

  const newBooking = () => openBookingDialog({ source: 'bookings' });

  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title="My Bookings"
        description="Your fast-track services at Lagos airport."
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
      {notice ? (
        <Alert tone="success" className="items-center">
          {notice}
        </Alert>
      ) : null}
      {known.data ? null : known.offline && !known.reading ? (
        <OfflineBar />
      ) : bookings.isPending || known.reading ? (
        <div role="status" className="flex flex-col items-center gap-2 py-16 text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
          <p>Loading your bookings...</p>
        </div>
      ) : (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <h2 className="text-lg font-bold text-slate-900">Error Loading Bookings</h2>
          <p className="text-slate-700">{bookings.error?.message}</p>
          <Button variant="outline" onClick={() => void bookings.refetch()} disabled={bookings.isFetching}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      )}
      {known.data?.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <CalendarPlus aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <h2 className="text-lg font-bold text-slate-900">No Bookings Yet</h2>
          <p className="text-slate-700">Book a protocol officer for your next arrival or departure at Lagos.</p>
          <NeedsNetwork>
            <Button onClick={newBooking}>Book Your First Service</Button>
          </NeedsNetwork>
        </Card>
      ) : known.data ? (
        <ul className="flex flex-col gap-4">
          {known.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                unread={unread.data?.find((u) => u.bookingId === booking.id)?.unread ?? 0}
                onPay={(b) => openBookingDialog({ source: 'bookings', bookingId: b.id })}
                onCancel={(b) => {
                  setNotice(null);
                  setCancelling(b);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(message) => {
          setCancelling(null);
          setNotice(message);
        }}
      />
    </PageContainer>
  );
}
