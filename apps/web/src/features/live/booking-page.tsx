/**
 * `/bookings/:id` (issue 17 §1), owner only: everything about one booking in one place, live.
 * Status and timeline, the flight and its status, the meeting time and point (on the airport's
 * clock with its zone, issue 41 item 2), the officer
 * card, the meeting code, special requirements in full, the receipt, cancel (the refund rule
 * shown first), the masked chat and the rating. "Verified: you are with Officer {name}" appears
 * through the stream as soon as the officer's code entry matches. The status reads "In progress"
 * once the officer has checked in; on the service day the code, the officer and "I can’t find my
 * officer" come first; until the officer is shown the chat box waits, saying why; a cancelled or
 * expired booking says there is no meeting and shows no empty steps (issue 37). With no network (issue 28
 * item 5), the booking and the officer card as last known, marked "Offline: as of HH:MM WAT";
 * a booking never opened on its own is shown as the bookings list last saved it; the receipt,
 * cancel, notifications and chat wait for the network, and a booking not on the device shows the
 * "You are offline" bar (issue 36 item 4). The traveller calls the officer through our line from
 * check-in to completion (issue 36 item 2); a moved meeting time is said (issue 36 item 6).
 */
import {
  type Booking,
  bookingDisplayStatus,
  chatNotYetMessage,
  serviceTimeZone,
  serviceUnderWay,
  type TravellerLive,
  travellerMayCall,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineBar } from '../../components/offline-bar';
import { OfflineNote } from '../../components/offline-note';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useLastKnown } from '../../lib/use-last-known';
import { useAuth } from '../auth/index';
import {
  BookingStatusBadge,
  bookingQuery,
  bookingsKey,
  CancelBookingDialog,
  cancellationRuleFor,
  DisruptionChoice,
  MeetingChangeNotice,
  PaymentStatusBadge,
  passengerLabel,
  serviceLabel,
  userBookingsQuery,
} from '../bookings/index';
import { CallButton } from '../calls/index';
import { AllowNotifications } from '../push/index';
import { liveKeys, travellerLiveQuery } from './api/live-api';
import { BookingServiceCard } from './components/booking-service-card';
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
  const booking = useLastKnown(`booking:${id}`, user, { query: bookingAnswer });
  const live = useLastKnown(`booking-live:${id}`, user, { query: liveAnswer, offline: booking.asOf !== null });
  // Never opened on its own: as the bookings list last saved it (the list is never fetched here).
  const listed = useLastKnown('bookings', user, {
    query: useQuery({ ...userBookingsQuery(), enabled: false }),
    offline: booking.offline && !booking.data && !booking.reading,
  });
  const shown = booking.data ?? listed.data?.find((b) => b.id === id);
  useLiveStream(bookingAnswer.isSuccess ? { bookingId: id } : null, [
    liveKeys.traveller(id),
    liveKeys.chat(id),
    [...bookingsKey, id],
  ]);

  if (shown) {
    return <BookingDetails booking={shown} live={live.data} asOf={booking.asOf ?? listed.asOf ?? live.asOf} />;
  }
  if (booking.offline && !booking.reading && !listed.reading) {
    return (
      <PageContainer className="flex flex-col gap-6">
        <PageHeader title="Booking" />
        <OfflineBar />
      </PageContainer>
    );
  }
  if (bookingAnswer.isPending || booking.reading || listed.reading) {
    return <Spinner label="Loading your booking..." className="py-16" />;
  }
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
  // Once the officer has checked in, cancelling is a call, not a button (issue 26 §2).
  const reached = live?.milestones.map((m) => m.milestone) ?? [];
  const underWay = booking.status === 'confirmed' && serviceUnderWay(reached);
  // The service is to happen: the code, the officer and the help belong on the page (issue 37).
  const toHappen = booking.status === 'confirmed' && !booking.flightDisruption;
  const over = booking.status === 'cancelled' || booking.status === 'expired';
  // Every time on the page is on the clock of the booking's airport (issue 41 item 2).
  const zone = serviceTimeZone(booking);
  // On the day, the code and the officer come first, above the fold at 360 px (issue 37).
  const serviceDay = toHappen && isServiceDay({ meetingTime: booking.meetingTime, timeZone: zone }, underWay);
  const code = toHappen && booking.meetingCode ? <MeetingCodeCard code={booking.meetingCode} /> : null;
  const officer = live ? (
    <>
      <TravellerOfficerCard officer={live.officer} bookingStatus={booking.status} />
      {travellerMayCall({ bookingStatus: booking.status, reached }) ? (
        <CallButton bookingId={booking.id} side="traveller" />
      ) : null}
    </>
  ) : null;
  const help =
    toHappen && !reached.includes('met') ? (
      <CantFindOfficer meetingPoint={booking.meetingPoint} meetingTime={booking.meetingTime} timeZone={zone} />
    ) : null;
  const cancellable = cancellationRuleFor(booking) !== null && !underWay;
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
              money={booking.money}
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
        <MeetingChangeNotice change={booking.status === 'confirmed' ? booking.meetingChange : null} timeZone={zone} />
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
        <BookingServiceCard
          booking={booking}
          code={serviceDay ? null : code}
          underWay={underWay}
          cancellable={cancellable}
          onCancel={() => setCancelling(booking)}
        />
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
              <ServiceTimeline serviceType={booking.serviceType} reached={live?.milestones ?? []} timeZone={zone} />
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
            timeZone={zone}
            // Nobody to write to until the officer is shown (issue 37).
            closedReason={
              toHappen && live && !live.officer ? chatNotYetMessage(new Date(booking.meetingTime), zone) : null
            }
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
