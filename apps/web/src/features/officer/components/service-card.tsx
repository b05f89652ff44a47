/**
 * One of the officer's services (issue 15 §7), laid out for a 360 px phone: the meeting time
 * (WAT) large, the meeting point, the rule about the meeting code in the officer's own words, the
 * flight and its status, the lead passenger's name, passengers and special requirements in full,
 * the extras to deliver (issue 41 item 4), then the service controls (check-in, meeting code,
 * milestones, no-show, chat: issue 17). No phone number: the officer reaches the traveller with
 * "Call traveller", a call through our line that rings the officer first (issue 36 item 2), or
 * through the masked chat (issue 26 item 5).
 */
import { OFFICER_CONTACT_NOTE, OFFICER_MEETING_CODE_RULE, type OfficerService } from '@fasttrack/contracts';
import { CheckCircle2, MapPin, Plane, ShieldCheck } from 'lucide-react';
import { capitalise } from '../../../lib/text';
import { formatInZone, formatLocalTime } from '../../../lib/wat';
import { passengerLabel, serviceLabel } from '../../bookings/index';
import { CallButton } from '../../calls/index';
import { ServiceControls } from '../../live/index';
import { ExtraLines } from './extra-lines';

export function ServiceCard({ service }: { service: OfficerService }) {
  const f = service.flight;
  const headingId = `service-${service.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h3 id={headingId} className="text-2xl font-bold text-slate-900 tabular-nums">
          {formatLocalTime(service.meetingTime, service.airportTimeZone)}
          <span className="sr-only">, {formatInZone(service.meetingTime, service.airportTimeZone)}</span>
        </h3>
        <p className="text-sm font-semibold text-slate-800">
          {serviceLabel(service.serviceType)} · {passengerLabel(service.passengerCount)}
        </p>
      </div>
      <p className="flex items-start gap-2 text-base text-slate-900">
        <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
        <span className="min-w-0 break-words">{service.meetingPoint ?? 'Meeting point not set'}</span>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span className="min-w-0 break-words">{OFFICER_MEETING_CODE_RULE}</span>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <Plane aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="min-w-0 break-words">
          {f.airlineName} {f.flightNumber}, {f.departureIata} to {f.arrivalIata}
          {f.terminal ? `, ${f.terminal} terminal` : ''}. Flight status: {capitalise(f.status)}
        </span>
      </p>
      <div>
        <p className="min-w-0 text-base font-semibold break-words text-slate-900">{service.leadPassenger.name}</p>
        <p className="text-sm text-slate-700">{OFFICER_CONTACT_NOTE}</p>
      </div>
      {service.status === 'confirmed' ? <CallButton bookingId={service.id} side="officer" /> : null}
      <div className="text-sm">
        <p className="font-medium text-slate-700">Special requirements</p>
        <p className="whitespace-pre-wrap break-words text-slate-900">{service.specialRequests ?? 'None'}</p>
      </div>
      {/* A day kept on the device from before add-ons (issue 41 item 4) has no `extras`. */}
      <ExtraLines bookingId={service.id} lines={service.extras ?? []} />
      <p className="text-xs text-slate-700">Booking reference {service.bookingReference}</p>
      {service.status === 'completed' ? (
        // Done: kept in the day's list as the officer's record, with nothing left to do.
        <p className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-base font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          Service completed
        </p>
      ) : (
        <ServiceControls bookingId={service.id} serviceType={service.serviceType} timeZone={service.airportTimeZone} />
      )}
    </article>
  );
}
