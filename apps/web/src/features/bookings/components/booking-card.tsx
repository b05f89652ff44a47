/**
 * One booking in My Bookings (spec §2 Bookings, §4 status displays): flight, service time in the
 * airport's time (named by the booking's airport: "Lands at ABV"), passengers ('1 Person' /
 * 'n People'), status and payment status chips, meeting time (WAT) and meeting point (issue 15
 * §1), the flight's status and when it was last checked, and a notice when the flight was
 * cancelled or diverted (issue 18 §4, §5), the price lines the booking was sold with (issue 41
 * item 5; the service line names the service) and the total with its currency (and the Naira
 * charged), special requests cut to 20 characters with a Show more button
 * for the whole text (issue 19 §8). Both chips carry a visible label ("Status: Pending",
 * "Payment: Pending"); a cancelled or expired booking never charged reads "Payment: Not charged"
 * (issue 19 §7).
 * Pay now on a booking awaiting payment (also after a failed attempt); Cancel while it can still
 * be cancelled. The flight name links to the booking's own page, with the unread chat count
 * beside the status (issue 17 §1, §5).
 */
import {
  type Booking,
  bookingDisplayStatus,
  disruptedNotPayableMessage,
  formatLagos,
  formatMoney,
  knownDisruption,
  serviceTimeZone,
} from '@fasttrack/contracts';
import { AlertTriangle, CreditCard, MessageCircle, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { NeedsNetwork } from '../../../components/needs-network';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { bookingPath } from '../../../lib/paths';
import { formatInZone } from '../../../lib/wat';
import { disruptionNotice, estimatedFlightTimeLine, flightStatusLine, formatFlightTime } from '../../flights/index';
import { ReceiptButton } from '../../payments/index';
import { bookingPriceLines, PriceLines, passengerLabel, servedAirportTerm } from '../booking-format';
import { cancellationRuleFor } from '../cancellation-rule';
import { SpecialRequests } from './special-requests';
import { BookingStatusBadge, PaymentStatusBadge } from './status-badge';

export interface BookingCardProps {
  booking: Booking;
  onPay(booking: Booking): void;
  onCancel(booking: Booking): void;
  /** Unread chat messages (issue 17 §5). */
  unread?: number;
}

export function BookingCard({ booking, onPay, onCancel, unread = 0 }: BookingCardProps) {
  const f = booking.flight;
  // The card's times are on the clock of the booking's airport (issue 41 item 2).
  const zone = serviceTimeZone(booking);
  const estimated = estimatedFlightTimeLine(booking.serviceType, f, zone);
  // A declined or failed payment leaves the booking pending and payable again (the server
  // accepts a new payment for payment status pending or failed).
  const awaitingPayment =
    booking.status === 'pending' && (booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed');
  // Not on a cancelled or diverted flight (issue 26 §3): the card says why instead.
  const disruption = knownDisruption(booking);
  const payable = awaitingPayment && !disruption;
  const cancellable = cancellationRuleFor(booking) !== null;
  const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
  const headingId = `booking-${booking.id}`;
  return (
    <Card className="flex flex-col gap-3 p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            <Link to={bookingPath(booking.id)} className="hover:underline">
              {f.airlineName} {f.flightNumber}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">Booking reference {booking.bookingReference}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />
              {unread} unread {unread === 1 ? 'message' : 'messages'}
            </span>
          ) : null}
          <BookingStatusBadge status={bookingDisplayStatus(booking)} labelled />
          <PaymentStatusBadge
            status={booking.paymentStatus}
            bookingStatus={booking.status}
            refundStatus={booking.refundStatus}
            money={booking.money}
            labelled
          />
        </div>
      </div>
      {booking.flightDisruption && (booking.status === 'pending' || booking.status === 'confirmed') ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {disruptionNotice(booking.flightDisruption, booking.disruptionChoice)}
        </p>
      ) : awaitingPayment && disruption ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {disruptedNotPayableMessage(disruption)}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item
          term="Route"
          value={`${f.departureAirport} (${f.departureIata}) to ${f.arrivalAirport} (${f.arrivalIata})`}
        />
        <Item
          term={servedAirportTerm(booking)}
          value={formatFlightTime(f, booking.serviceType === 'arrival' ? 'arrival' : 'departure')}
        />
        <Item term="Meeting time" value={formatInZone(booking.meetingTime, zone)} />
        <Item term="Flight status" value={flightStatusLine(booking.flightStatus, booking.flightCheckedAt, zone)} />
        {estimated ? <Item term="Flight's new time" value={estimated} /> : null}
        <Item term="Meeting point" value={booking.meetingPoint ?? 'Your officer will confirm the meeting point.'} />
        <Item term="Passengers" value={passengerLabel(booking.passengerCount)} />
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-slate-700">Total</dt>
          <dd className="flex flex-col gap-1 sm:max-w-md">
            <PriceLines lines={bookingPriceLines(booking)} />
            <p className="border-t border-slate-200 pt-1 font-medium break-words text-slate-900">
              {`${formatMoney(booking.totalAmount, 'USD')} ${booking.currency} (${formatMoney(booking.totalAmountNgn, 'NGN')} NGN)`}
            </p>
          </dd>
        </div>
        <Item term="Booked on" value={formatLagos(booking.createdAt, 'd MMM yyyy')} />
        {booking.specialRequests ? (
          <SpecialRequests text={booking.specialRequests} bookingReference={booking.bookingReference} />
        ) : null}
      </dl>
      {payable || cancellable || paid ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <NeedsNetwork>
            {payable ? (
              <Button size="sm" onClick={() => onPay(booking)}>
                <CreditCard aria-hidden="true" className="h-4 w-4" />
                Pay now<span className="sr-only"> for {booking.bookingReference}</span>
              </Button>
            ) : null}
            {paid ? <ReceiptButton bookingId={booking.id} bookingReference={booking.bookingReference} /> : null}
            {cancellable ? (
              <Button size="sm" variant="outline" onClick={() => onCancel(booking)}>
                <XCircle aria-hidden="true" className="h-4 w-4" />
                Cancel<span className="sr-only"> booking {booking.bookingReference}</span>
              </Button>
            ) : null}
          </NeedsNetwork>
        </div>
      ) : null}
    </Card>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
