/**
 * What the booking form says about the chosen service as soon as it is known (issue 15 §1, §4):
 * the meeting time (on the airport's clock, "WAT") and meeting point, or the sentence the API gives for why it
 * cannot be booked. While the answer loads, or when it cannot be had, it says nothing that blocks:
 * the server checks again on Confirm Booking.
 */
import { MEETING_CODE_STORY, type ServiceAvailability } from '@fasttrack/contracts';
import { Clock, MapPin, ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { formatInZone } from '../../../lib/wat';

export interface ServiceAvailabilityNoteProps {
  availability: ServiceAvailability | undefined;
  loading: boolean;
  /** The zone of the airport the service is at (contracts `serviceTimeZone`). */
  timeZone: string;
}

export function ServiceAvailabilityNote({ availability, loading, timeZone }: ServiceAvailabilityNoteProps) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {loading && !availability ? <p className="text-sm text-slate-700">Checking availability...</p> : null}
      {availability && !availability.available ? (
        <Alert tone="warning">
          {availability.unavailableMessage ?? 'This service is not available for this flight.'}
        </Alert>
      ) : null}
      {availability?.available ? <MeetingDetails {...availability} timeZone={timeZone} /> : null}
    </div>
  );
}

/**
 * Meeting time, meeting point and the one story about the meeting code (issue 26 item 4), as a
 * short list (also used by the payment and success steps); the code itself first once it is the
 * traveller's to tell (a paid booking: issue 37).
 */
export function MeetingDetails({
  meetingTime,
  meetingPoint,
  meetingCode,
  timeZone,
}: {
  meetingTime: string;
  /** The zone of the booking's airport: the meeting time is read on its clock (issue 41 item 2). */
  timeZone: string;
  meetingPoint: string | null;
  meetingCode?: string | undefined;
}) {
  // dt and dd sit directly in each div: the only wrapper a definition list allows.
  return (
    <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div>
        <dt className="flex items-center gap-2 font-medium text-slate-700">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          Meeting time
        </dt>
        <dd className="pl-6 font-semibold text-slate-900">{formatInZone(meetingTime, timeZone)}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 font-medium text-slate-700">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          Meeting point
        </dt>
        <dd className="pl-6 text-slate-900">{meetingPoint ?? 'Your officer will confirm the meeting point.'}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 font-medium text-slate-700">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          Meeting code
        </dt>
        <dd className="pl-6 text-slate-900">
          {meetingCode ? (
            <span className="block text-3xl font-bold tracking-[0.3em]" data-testid="meeting-code">
              {meetingCode}
            </span>
          ) : null}
          {MEETING_CODE_STORY}
        </dd>
      </div>
    </dl>
  );
}
