/**
 * `/bookings/:id` (issue 17 §1), owner only: everything about one booking in one place, live.
 * Status and timeline, the flight and its status, the meeting time and point (WAT), the officer
 * card, the meeting code, special requirements in full, the receipt, cancel (the refund rule
 * shown first), the masked chat and the rating. "Verified: you are with Officer {name}" appears
 * through the stream as soon as the officer's code entry matches. The status reads "In progress"
 * once the officer has checked in; on the service day the code, the officer and "I can’t find my
 * officer" come first; until the officer is shown the chat box waits, saying why; a cancelled or
 * expired booking says there is no meeting and shows no empty steps (issue 37). With no network (issue 28
 * item 5), the booking and the officer card as last known, marked "Offline: as of HH:MM WAT".
 */
import {
  type Booking,
  bookingDisplayStatus,
  cancelUnderWayMessage,
  chatNotYetMessage,
  noMeetingText,
  serviceUnderWay,
  type TravellerLive,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineNote } from '../../components/offline-note';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useLastKnown } from '../../lib/use-last-known';
import { formatWat } from '../../lib/wat';
import { useAuth } from '../auth/index';
import {
  BookingStatusBadge,
  bookingQuery,
  bookingsKey,
  CancelBookingDialog,
  cancellationRuleFor,
  DisruptionChoice,
  PaymentStatusBadge,
  passengerLabel,
  serviceLabel,
} from '../bookings/index';
import { estimatedFlightTimeLine, flightStatusLine, formatFlightTime } from '../flights/index';
import { ReceiptButton } from '../payments/index';
import { AllowNotifications } from '../push/index';
import { liveKeys, travellerLiveQuery } from './api/live-api';
import { CantFindOfficer } from './components/cant-find-officer';
import { ChatPanel } from './components/chat-panel';
import { MeetingCodeCard } from './components/meeting-code-card';
import { RatingForm } from './components/rating-form';
import { ServiceTimeline } from './components/service-timeline';
import { TravellerOfficerCard } from './components/traveller-officer-card';
import { isServiceDay } from './service-day';
import { useLiveStream } from './use-live-stream';

export function BookingPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const bookingAnswer = useQuery(bookingQuery(id));
  const liveAnswer = useQuery({ ...travellerLiveQuery(id), enabled: bookingAnswer.isSuccess });
  // Offline (at the airport, no data: issue 28 item 5), what was last known, and when.
  const booking = useLastKnown(`booking:${id}`, user, bookingAnswer);
  const live = useLastKnown(`booking-live:${id}`, user, liveAnswer, { offline: booking.asOf !== null });
  useLiveStream(bookingAnswer.isSuccess ? { bookingId: id } : null, [
    liveKeys.traveller(id),
    liveKeys.chat(id),
    [...bookingsKey, id],
  ]);

  if (booking.data) return <BookingDetails booking={booking.data} live={live.data} asOf={booking.asOf ?? live.asOf} />;
  if (bookingAnswer.isPending || booking.reading) return <Spinner label="Loading your booking..." className="py-16" />;
  return (
    <PageContainer>
      <PageHeader title="Booking" />
      <Alert tone="error">{bookingAnswer.error?.message}</Alert>
    </PageContainer>
  );
}

function BookingDetails({
  booking,
  live,
  asOf,
}: {
  booking: Booking;
  live: TravellerLive | undefined;
  /** When the shown booking was fetched, if the network is gone (issue 28 item 5). */
  asOf: string | null;
}) {
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const f = booking.flight;
  const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
  // Once the officer has checked in, cancelling is a call, not a button (issue 26 §2).
  const reached = live?.milestones.map((m) => m.milestone) ?? [];
  const underWay = booking.status === 'confirmed' && serviceUnderWay(reached);
  // The service is to happen: the code, the officer and the help belong on the page (issue 37).
  const toHappen = booking.status === 'confirmed' && !booking.flightDisruption;
  const over = booking.status === 'cancelled' || booking.status === 'expired';
  // On the day, the code and the officer come first, above the fold at 360 px (issue 37).
  const serviceDay = toHappen && isServiceDay(booking.meetingTime, underWay);
  const code = toHappen && booking.meetingCode ? <MeetingCodeCard code={booking.meetingCode} /> : null;
  const officer = live ? <TravellerOfficerCard officer={live.officer} bookingStatus={booking.status} /> : null;
  const help =
    toHappen && !reached.includes('met') ? (
      <CantFindOfficer meetingPoint={booking.meetingPoint} meetingTime={booking.meetingTime} />
    ) : null;
  const cancellable = cancellationRuleFor(booking) !== null && !underWay;
  // The status the provider last reported and when it was checked (issue 18 §5).
  const flightStatus = flightStatusLine(booking.flightStatus, booking.flightCheckedAt);
  // The flight's own new time, not only the new meeting time (issue 26 §3).
  const estimated = estimatedFlightTimeLine(booking.serviceType, f);
  return (
    <PageContainer className="flex flex-col gap-6">
      <Link to={paths.bookings} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All bookings
      </Link>
      <PageHeader
        title={`Booking ${booking.bookingReference}`}
        description={`${serviceLabel(booking.serviceType)} · ${passengerLabel(booking.passengerCount)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <BookingStatusBadge status={underWay ? 'in_progress' : bookingDisplayStatus(booking)} labelled />
            <PaymentStatusBadge
              status={booking.paymentStatus}
              bookingStatus={booking.status}
              refundStatus={booking.refundStatus}
              labelled
            />
          </div>
        }
      />
      {asOf ? <OfflineNote asOf={asOf} /> : null}
      <div aria-live="polite">
        {live?.verifiedOfficerName && booking.status === 'confirmed' ? (
          <Alert tone="success" className="text-base font-semibold">
            Verified: you are with Officer {live.verifiedOfficerName}
          </Alert>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <DisruptionChoice booking={booking} onChosen={setNotice} />
      </div>
      {serviceDay ? (
        <Card className="flex flex-col gap-4 p-5" data-testid="service-day">
          {code}
          <h2 className="text-lg font-bold text-slate-900">Your officer</h2>
          {officer}
          {help}
        </Card>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="flex flex-col gap-4 p-5">
          <h2 className="text-lg font-bold text-slate-900">Your service</h2>
          <dl className="grid gap-3 text-sm">
            {over ? (
              <Item
                term="Meeting"
                value={noMeetingText(
                  booking.status as 'cancelled' | 'expired',
                  new Date(booking.meetingTime),
                  booking.meetingPoint,
                )}
              />
            ) : (
              <>
                <Item term="Meeting time" value={formatWat(booking.meetingTime)} />
                <Item
                  term="Meeting point"
                  value={booking.meetingPoint ?? 'Your officer will confirm the meeting point.'}
                />
              </>
            )}
            <Item
              term="Flight"
              value={`${f.airlineName} ${f.flightNumber}, ${f.departureIata} to ${f.arrivalIata}, ${booking.serviceType === 'arrival' ? 'lands' : 'departs'} ${formatFlightTime(f, booking.serviceType === 'arrival' ? 'arrival' : 'departure')}. Flight status: ${flightStatus}${estimated ? `. ${estimated}` : ''}`}
            />
            <Item term="Special requirements" value={booking.specialRequests ?? 'None'} />
          </dl>
          {serviceDay ? null : code}
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
            {paid ? <ReceiptButton bookingId={booking.id} bookingReference={booking.bookingReference} /> : null}
            {cancellable ? (
              <Button size="sm" variant="outline" onClick={() => setCancelling(booking)}>
                <XCircle aria-hidden="true" className="h-4 w-4" />
                Cancel booking
              </Button>
            ) : null}
            {underWay ? (
              <p className="text-sm text-slate-700" data-testid="cancel-under-way">
                {cancelUnderWayMessage()}
              </p>
            ) : null}
          </div>
        </Card>
        <Card className="flex flex-col gap-4 p-5">
          {serviceDay ? null : (
            <>
              <h2 className="text-lg font-bold text-slate-900">Your officer</h2>
              {officer}
              {help}
            </>
          )}
          {booking.status === 'confirmed' ? <AllowNotifications /> : null}
          {/* A booking that will not take place has no steps to show, unless some were reached. */}
          {over && reached.length === 0 ? null : (
            <>
              <h2 className="text-lg font-bold text-slate-900">Progress</h2>
              <ServiceTimeline serviceType={booking.serviceType} reached={live?.milestones ?? []} />
            </>
          )}
          {live ? <RatingForm bookingId={booking.id} live={live} /> : null}
        </Card>
      </div>
      {booking.status === 'confirmed' || booking.status === 'completed' ? (
        <Card className="p-5">
          <ChatPanel
            bookingId={booking.id}
            title="Chat with your officer"
            // Nobody to write to until the officer is shown (issue 37).
            closedReason={toHappen && live && !live.officer ? chatNotYetMessage(new Date(booking.meetingTime)) : null}
          />
        </Card>
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

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium whitespace-pre-wrap break-words text-slate-900">{value}</dd>
    </div>
  );
}
