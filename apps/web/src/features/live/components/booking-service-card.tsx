/**
 * "Your service" on the traveller's booking page (issue 17 §1): the meeting time and point (on the
 * airport's clock, issue 41 item 2),
 * or that there is no meeting for a cancelled or expired booking (issue 37); the flight and its
 * last known status (issue 18 §5, issue 26 §3); special requirements in full; the meeting code
 * when it is not already shown first on the service day; its extras and where each stands
 * (issue 41 item 4); what the booking cost, line by line
 * (issue 41 item 5), and how it was settled (issue 37); the receipt and Cancel, which wait for the network (issue 36 item 4), or why
 * a service under way is cancelled by a call (issue 26 §2).
 */
import { type Booking, cancelUnderWayMessage, noMeetingText, serviceTimeZone } from '@fasttrack/contracts';
import { XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatInZone } from '../../../lib/wat';
import { bookingPriceLines, PriceLines } from '../../bookings/index';
import { estimatedFlightTimeLine, flightStatusLine, formatFlightTime } from '../../flights/index';
import { MoneyStory, ReceiptButton } from '../../payments/index';
import { ExtraLines } from './extra-lines';

export interface BookingServiceCardProps {
  booking: Booking;
  /** The meeting code card, or null where it is shown elsewhere or not at all. */
  code: ReactNode;
  /** The officer has checked in: cancelling is a call, not a button. */
  underWay: boolean;
  cancellable: boolean;
  onCancel(): void;
}

export function BookingServiceCard({ booking, code, underWay, cancellable, onCancel }: BookingServiceCardProps) {
  const f = booking.flight;
  // Every time on the card is on the clock of the booking's airport (issue 41 item 2).
  const zone = serviceTimeZone(booking);
  const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
  const over = booking.status === 'cancelled' || booking.status === 'expired';
  // The status the provider last reported and when it was checked (issue 18 §5).
  const flightStatus = flightStatusLine(booking.flightStatus, booking.flightCheckedAt, zone);
  // The flight's own new time, not only the new meeting time (issue 26 §3).
  const estimated = estimatedFlightTimeLine(booking.serviceType, f, zone);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-bold text-slate-900">Your service</h2>
      <dl className="grid gap-3 text-sm">
        {over ? (
          <Item
            term="Meeting"
            value={noMeetingText(booking.status as 'cancelled' | 'expired', {
              meetingTime: new Date(booking.meetingTime),
              meetingPoint: booking.meetingPoint,
              timeZone: zone,
            })}
          />
        ) : (
          <>
            <Item term="Meeting time" value={formatInZone(booking.meetingTime, zone)} />
            <Item term="Meeting point" value={booking.meetingPoint ?? 'Your officer will confirm the meeting point.'} />
          </>
        )}
        <Item
          term="Flight"
          value={`${f.airlineName} ${f.flightNumber}, ${f.departureIata} to ${f.arrivalIata}, ${booking.serviceType === 'arrival' ? 'lands' : 'departs'} ${formatFlightTime(f, booking.serviceType === 'arrival' ? 'arrival' : 'departure')}. Flight status: ${flightStatus}${estimated ? `. ${estimated}` : ''}`}
        />
        <Item term="Special requirements" value={booking.specialRequests ?? 'None'} />
      </dl>
      {code}
      <ExtraLines booking={booking} />
      {/* What it cost and how it was settled (issue 37). A copy kept offline before the money
          story existed has none: nothing is shown rather than a broken page. */}
      {booking.money ? (
        <div className="border-t border-slate-200 pt-3">
          <h3 className="mb-1 text-base font-semibold text-slate-900">Payment</h3>
          {/* The lines it was sold with (issue 41 item 5), as the form, the payment step and the receipt show them. */}
          <PriceLines lines={bookingPriceLines(booking)} className="mb-2" />
          <MoneyStory
            money={booking.money}
            bookingStatus={booking.status}
            paymentStatus={booking.paymentStatus}
            exchangeRate={booking.exchangeRate}
            freeCancellationHours={booking.freeCancellationHours}
            label={`Money for ${booking.bookingReference}`}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <NeedsNetwork>
          {paid ? <ReceiptButton bookingId={booking.id} bookingReference={booking.bookingReference} /> : null}
          {cancellable ? (
            <Button size="sm" variant="outline" onClick={onCancel}>
              <XCircle aria-hidden="true" className="h-4 w-4" />
              Cancel booking
            </Button>
          ) : null}
        </NeedsNetwork>
        {underWay ? (
          <p className="text-sm text-slate-700" data-testid="cancel-under-way">
            {cancelUnderWayMessage()}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium whitespace-pre-wrap break-words text-slate-900">{value}</dd>
    </div>
  );
}
