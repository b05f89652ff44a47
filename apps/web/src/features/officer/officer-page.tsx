/**
 * /officer (issue 15 §7), officer only, designed for a 360 px phone first: my services today and
 * tomorrow (Lagos dates), each with meeting time and point, flight status, the traveller's name
 * and phone, passengers and special requirements. One column, large touch targets, nothing wider
 * than the screen. Offline (issue 28 item 5): the day as last known, marked "Offline: as of
 * HH:MM WAT", and the steps tapped meanwhile sent in order when the connection returns; never
 * opened online, the "You are offline" bar (issue 36 item 4).
 */
import {
  addDaysIso,
  BUSINESS_TIME_ZONE,
  dayInZone,
  formatIsoDate,
  type OfficerService,
  zoneName,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { OfflineBar } from '../../components/offline-bar';
import { OfflineNote } from '../../components/offline-note';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLastKnown } from '../../lib/use-last-known';
import { formatLocalTime } from '../../lib/wat';
import { useAuth } from '../auth/index';
import { type LiveStreamEvent, useLiveStream, useTapReplay } from '../live/index';
import { StaffLayout } from '../ops/index';
import { AllowNotifications } from '../push/index';
import { myServicesQuery } from './api/get-my-services';
import { ServiceCard } from './components/service-card';

/** Who cancelled, as the officer reads it (the `by` of a `cancelled` live event). */
const CANCELLED_BY: Record<string, string> = {
  traveller: 'the traveller',
  dispatcher: 'the dispatcher',
  admin: 'an administrator',
  system: 'the system',
};

/** The sentence the officer reads when one of their services is cancelled (issue 26 §2). */
function cancelledNotice(event: LiveStreamEvent, known: readonly OfficerService[] | undefined): string {
  const service = known?.find((s) => s.id === event.bookingId);
  const what = service
    ? `Your ${formatLocalTime(service.meetingTime, service.airportTimeZone)} service (booking reference ${service.bookingReference})`
    : 'One of your services';
  const by = CANCELLED_BY[String(event.payload.by)] ?? 'the dispatcher';
  return `${what} was cancelled by ${by}. You are no longer needed for it.`;
}

export function OfficerPage() {
  const { user } = useAuth();
  const answer = useQuery(myServicesQuery());
  // Offline (a building where signal drops: issue 28 item 5), the day as last known, and taps
  // made meanwhile are sent when the connection returns.
  const services = useLastKnown('officer-services', user, { query: answer });
  useTapReplay(user?.id, [myServicesQuery().queryKey]);
  const day = services.data;
  const known = useRef<readonly OfficerService[] | undefined>(undefined);
  known.current = services.data ?? known.current;
  const [notices, setNotices] = useState<string[]>([]);
  // Live (issue 17 §4): assignments, milestones and messages on my services refresh at once;
  // a cancellation also says so, rather than the service silently leaving the list.
  useLiveStream({ scope: 'officer' }, [myServicesQuery().queryKey, ['live', 'progress'], ['live', 'chat']], (e) => {
    if (e.type === 'cancelled') setNotices((all) => [...all, cancelledNotice(e, known.current)]);
  });
  // The officer's days are their airport's (issue 41 item 2); every service of theirs is there.
  const timeZone = day?.[0]?.airportTimeZone ?? BUSINESS_TIME_ZONE;
  const today = dayInZone(new Date(), timeZone);
  const days = [
    { date: today, label: 'Today' },
    { date: addDaysIso(today, 1), label: 'Tomorrow' },
  ];

  return (
    <StaffLayout
      title="My services"
      description={`Today and tomorrow. Times are your airport's (${zoneName(timeZone, new Date()) ?? timeZone}).`}
    >
      {notices.map((text) => (
        <Alert key={text} tone="warning">
          {text}
        </Alert>
      ))}
      <AllowNotifications />
      {services.asOf ? <OfflineNote asOf={services.asOf} /> : null}
      {!services.data && services.offline && !services.reading ? <OfflineBar /> : null}
      {!services.data && (services.reading || (answer.isPending && !services.offline)) ? (
        <Spinner label="Loading your services..." className="py-10" />
      ) : null}
      {!services.data && answer.isError && !services.offline && !services.reading ? (
        <Alert tone="error">
          <p>{answer.error.message}</p>
          <Button variant="link" onClick={() => void answer.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {day
        ? days.map(({ date, label }) => {
            const onDay = day
              .filter((s) => dayInZone(s.meetingTime, timeZone) === date)
              .sort((a, b) => Date.parse(a.meetingTime) - Date.parse(b.meetingTime));
            const headingId = `day-${date}`;
            return (
              <section key={date} aria-labelledby={headingId} className="flex flex-col gap-3">
                <h2 id={headingId} className="text-lg font-bold text-slate-900">
                  {label}, {formatIsoDate(date)}
                </h2>
                {onDay.length === 0 ? <p className="text-slate-700">No service.</p> : null}
                {onDay.map((s) => (
                  <ServiceCard key={s.id} service={s} />
                ))}
              </section>
            );
          })
        : null}
    </StaffLayout>
  );
}
