/**
 * The officers who have not checked in 10 minutes before their meeting time (issue 36 item 3),
 * in red at the top of the board whatever day or filter it shows: the service, when and where
 * the meeting is, the officer's name and a Call button (a `tel:` link: the dispatcher is staff
 * and may see officer numbers). The server decides who is late (ADR 320); an officer's check-in
 * takes the line away live.
 */
import { LATE_CHECK_IN_TITLE, type LateCheckIn, phoneForDisplay } from '@fasttrack/contracts';
import { AlertTriangle, Phone } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatLocalTime } from '../../../lib/wat';
import { telHref } from './phone-link';

export function LateCheckIns({ late }: { late: readonly LateCheckIn[] }) {
  const headingId = useId();
  if (late.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-red-400 bg-red-50 p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-red-900">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        {LATE_CHECK_IN_TITLE}
      </h2>
      <ul className="mt-2 flex flex-col divide-y divide-red-200">
        {late.map((l) => (
          <li key={l.bookingId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 text-sm text-red-950">
              <span className="font-bold">
                {l.officers.map((o) => `${o.firstName} ${o.lastName}`).join(', ') || 'No officer'}
              </span>{' '}
              · {l.bookingReference} · {l.flightNumber} · meeting {formatLocalTime(l.meetingTime, l.airportTimeZone)}
              {l.meetingPoint ? `, ${l.meetingPoint}` : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              {l.officers.map((o) => (
                <Button key={o.id} asChild size="sm" variant="danger">
                  <a href={telHref(o.phone)}>
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    Call<span className="sr-only"> {`${o.firstName} ${o.lastName}`}</span>
                    <span className="font-normal">{phoneForDisplay(o.phone)}</span>
                  </a>
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
