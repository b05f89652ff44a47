/**
 * One booking of the organisation, followed live (issue 39 item 2): `bookings/:bookingId` in the
 * Bookings tab. Status and payment, the facts of the service (read again every 30 s), and, for a
 * booking still waiting for its card payment, who pays it: its booker, from My Bookings (the usual
 * payment step reads the booking as the booker's). Another organisation's booking is the API's 404.
 */
import { RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { organisationPath } from '../../lib/paths';
import { BookingStatusBadge, PaymentStatusBadge } from '../bookings/index';
import { useOrganisationContext } from '../organisations/index';
import { useOrgBooking } from './api/get-org-booking';
import { OrgBookingFacts } from './components/org-booking-facts';
import { awaitingCard as awaitingCardNote, OrgBookingsCopy as copy } from './copy';

export function OrgBookingPage() {
  const organisation = useOrganisationContext();
  const { bookingId = '' } = useParams();
  const booking = useOrgBooking(organisation.id, bookingId);
  const back = (
    <Link to={organisationPath(organisation.id, 'bookings')} className="self-start text-brand-700 underline">
      {copy.backToList}
    </Link>
  );

  if (booking.isPending) return <Spinner label={copy.detailLoading} className="py-12" />;
  if (booking.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Alert tone="error">{booking.error.message}</Alert>
        <Button variant="outline" className="self-start" onClick={() => void booking.refetch()}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </Button>
      </div>
    );
  }
  const b = booking.data;
  const awaitingCard = b.status === 'pending' && b.paymentStatus !== 'paid';
  const ended = b.status === 'cancelled' || b.status === 'expired';
  return (
    <section aria-labelledby="org-booking-title" className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="org-booking-title" className="text-xl font-bold text-slate-900">
          {b.bookingReference}
        </h2>
        <BookingStatusBadge status={b.status} labelled />
        <PaymentStatusBadge
          status={b.paymentStatus}
          bookingStatus={b.status}
          refundStatus={b.refundStatus}
          money={b.money}
          labelled
        />
      </div>
      {ended ? null : <Alert tone="info">{copy.codeWithPassenger}</Alert>}
      <OrgBookingFacts booking={b} />
      {awaitingCard ? <Alert tone="warning">{awaitingCardNote(b.bookedBy)}</Alert> : null}
    </section>
  );
}
