/**
 * The booking dialog's success step (spec §2 Booking dialog "Success: next steps", §9): what
 * happens next, with the meeting time (WAT), meeting point (issue 15 §1) and the meeting code
 * itself (issue 37), the offer to get the officer's details by text (issue 36 item 6), then View
 * booking and Go to my dashboard. It stays until the traveller leaves (ADR 305): nobody is moved
 * away while reading the code or verifying their phone. What was paid is the booking's own money
 * story (issue 37): credits, naira, or both, never a payment that credits alone made.
 */
import { type Booking, confirmedSentence, nextSteps, paidSentence, serviceTimeZone } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { TextMeACode } from '../../phone/index';
import { bookingQuery } from '../api/get-booking';
import { MeetingDetails } from './service-availability-note';
import { SuccessActions } from './success-actions';

export function SuccessStep({ booking, onDone }: { booking: Booking | null; onDone(): void }) {
  // The code comes only with the owner's own read of the booking (GET /bookings/:id).
  const full = useQuery({ ...bookingQuery(booking?.id ?? ''), enabled: booking !== null });
  const paid = full.data?.status === 'confirmed' && full.data.paymentStatus === 'paid';
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
      {booking ? (
        <MeetingDetails
          timeZone={serviceTimeZone(booking)}
          meetingTime={booking.meetingTime}
          meetingPoint={booking.meetingPoint}
          meetingCode={paid ? full.data?.meetingCode : undefined}
        />
      ) : null}
      <div>
        <h3 className="text-base font-semibold text-slate-900">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {nextSteps(booking ? { meetingTime: booking.meetingTime, timeZone: serviceTimeZone(booking) } : null).map(
            (step) => (
              <li key={step}>{step}</li>
            ),
          )}
        </ol>
      </div>
      {/* "Get your officer's details by text" (issue 36 item 6): hidden once the phone is verified. */}
      <TextMeACode />
      <SuccessActions booking={booking} onDone={onDone} />
    </div>
  );
}
