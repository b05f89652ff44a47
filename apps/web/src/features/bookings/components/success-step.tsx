/**
 * The booking dialog's success step (spec §2 Booking dialog "Success: next steps", §9): what
 * happens next, with the meeting time (WAT) and meeting point (issue 15 §1), the offer to get the
 * officer's details by text (issue 36 item 6), then the dialog goes to
 * /dashboard?bookingCompleted=true after 3 s (the dialog runs the timer, and waits while the
 * traveller verifies their phone). What was paid is the booking's own money
 * story (issue 37): credits, naira, or both, never a payment that credits alone made.
 */
import { type Booking, confirmedSentence, nextSteps, paidSentence } from '@fasttrack/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextMeACode } from '../../users/index';
import { MeetingDetails } from './service-availability-note';

export interface SuccessStepProps {
  booking: Booking | null;
  /** The traveller is verifying their phone for texts (issue 36 item 6): the dialog waits for them. */
  held?: boolean;
  onEngaged?: () => void;
  onContinue?: () => void;
}

export function SuccessStep({ booking, held = false, onEngaged, onContinue }: SuccessStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <p>
          {booking ? confirmedSentence(booking.money) : 'Your booking is confirmed.'}
          {booking ? (
            <>
              {' '}
              Booking reference <strong>{booking.bookingReference}</strong>. {paidSentence(booking.money)}
            </>
          ) : null}
        </p>
      </div>
      {booking ? <MeetingDetails meetingTime={booking.meetingTime} meetingPoint={booking.meetingPoint} /> : null}
      <div>
        <h3 className="text-base font-semibold text-slate-900">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {nextSteps(booking?.meetingTime ?? null).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {/* "Get your officer's details by text" (issue 36 item 6): hidden once the phone is verified. */}
      <TextMeACode onEngaged={onEngaged} />
      {held ? (
        <Button onClick={onContinue}>Continue to your dashboard</Button>
      ) : (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner label="Taking you to your dashboard" className="justify-start" />
          <span aria-hidden="true">Taking you to your dashboard...</span>
        </div>
      )}
    </div>
  );
}
