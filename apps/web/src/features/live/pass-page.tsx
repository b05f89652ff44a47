/**
 * `/pass/:token` (issue 36 item 1): the lead passenger's pass, opened from the signed link in
 * their texts, with no account. Laid out for a 360 px phone first: the meeting code, the meeting
 * time and point, what changed, the officer card when it shows, and the service's progress;
 * nothing of the booker's account. The link works until the end of the service day.
 */
import { MEETING_CODE_STORY, type PassengerPass, PassMessages, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatInZone } from '../../lib/wat';
import { MeetingChangeNotice, passengerLabel } from '../bookings/index';
import { formatFlightTime } from '../flights/index';
import { passQuery } from './api/pass-api';
import { ServiceTimeline } from './components/service-timeline';
import { TravellerOfficerCard } from './components/traveller-officer-card';

export function PassPage() {
  const { token = '' } = useParams();
  useDocumentTitle(PassMessages.title);
  const pass = useQuery(passQuery(token));
  if (pass.data) return <Pass pass={pass.data} />;
  if (pass.isPending) return <Spinner label="Loading your pass..." className="py-16" />;
  const expired = isApiError(pass.error, 410);
  return (
    <PageContainer className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{PassMessages.title}</h1>
      <Alert tone={expired ? 'info' : 'error'}>
        {expired ? PassMessages.expired : (pass.error?.message ?? PassMessages.invalid)}
      </Alert>
    </PageContainer>
  );
}

function Pass({ pass }: { pass: PassengerPass }) {
  const f = pass.flight;
  const arrival = pass.serviceType === 'arrival';
  const running = pass.status === 'confirmed' && !pass.flightDisruption;
  return (
    <PageContainer className="flex max-w-xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{PassMessages.title}</h1>
        <p className="text-sm text-slate-700">
          Booking reference {pass.bookingReference} · {SERVICE_TYPE_LABELS[pass.serviceType]} ·{' '}
          {passengerLabel(pass.passengerCount)}
        </p>
      </header>
      <div aria-live="polite" className="flex flex-col gap-3">
        {pass.status === 'cancelled' ? <Alert tone="warning">{PassMessages.cancelled}</Alert> : null}
        {pass.flightDisruption && pass.status === 'confirmed' ? (
          <Alert tone="warning">{PassMessages.disrupted(pass.flightDisruption)}</Alert>
        ) : null}
        {running ? <MeetingChangeNotice change={pass.meetingChange} timeZone={pass.airportTimeZone} /> : null}
        {pass.verifiedOfficerName && pass.status === 'confirmed' ? (
          <Alert tone="success" className="text-base font-semibold">
            Verified: you are with Officer {pass.verifiedOfficerName}
          </Alert>
        ) : null}
      </div>
      {running ? <p className="text-slate-800">{PassMessages.bookedForYou(pass.passengerName)}</p> : null}
      {running && pass.meetingCode ? (
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
          <p className="text-sm font-medium text-slate-800">Your meeting code</p>
          <p className="text-4xl font-bold tracking-[0.3em] text-slate-900" data-testid="meeting-code">
            {pass.meetingCode}
          </p>
          <p className="mt-1 text-sm text-slate-700">{MEETING_CODE_STORY}</p>
        </div>
      ) : null}
      <Card className="flex flex-col gap-3 p-4">
        <dl className="grid gap-3 text-sm">
          <Item term="Meeting time" value={formatInZone(pass.meetingTime, pass.airportTimeZone)} />
          <Item term="Meeting point" value={pass.meetingPoint ?? 'Your officer will confirm the meeting point.'} />
          <Item
            term="Flight"
            value={`${f.airlineName} ${f.flightNumber}, ${f.departureIata} to ${f.arrivalIata}, ${arrival ? 'lands' : 'departs'} ${formatFlightTime(f, arrival ? 'arrival' : 'departure')}`}
          />
        </dl>
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Your officer</h2>
        <TravellerOfficerCard officer={pass.officer} bookingStatus={pass.status} />
        <h2 className="text-lg font-bold text-slate-900">Progress</h2>
        <ServiceTimeline serviceType={pass.serviceType} reached={pass.milestones} timeZone={pass.airportTimeZone} />
      </Card>
      <p className="text-xs text-slate-700">{PassMessages.expiresAt(pass.expiresAt, pass.airportTimeZone)}</p>
    </PageContainer>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium break-words whitespace-pre-wrap text-slate-900">{value}</dd>
    </div>
  );
}
