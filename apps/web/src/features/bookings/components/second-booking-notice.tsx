/**
 * The service choice's warning when the traveller already has a live booking on the chosen
 * flight (issue 37, ADR 306): it names that booking with a link to its page, and a box to tick to
 * book a second one anyway (another party). The form refuses Confirm Booking until it is ticked.
 */
import { type Booking, SecondBookingText } from '@fasttrack/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { bookingPath } from '../../../lib/paths';
import { useBookingDialog } from '../booking-dialog-context';

export interface SecondBookingNoticeProps {
  booking: Booking;
  checked: boolean;
  /** Shown under the box after a Confirm Booking without it. */
  error: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function SecondBookingNotice({ booking, checked, error, disabled, onChange }: SecondBookingNoticeProps) {
  const { closeBookingDialog } = useBookingDialog();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="warning">
        <p>{SecondBookingText.notice(booking.bookingReference)}</p>
        <Link
          to={bookingPath(booking.id)}
          onClick={closeBookingDialog}
          className="mt-1 inline-block font-semibold underline"
        >
          View booking {booking.bookingReference}
        </Link>
      </Alert>
      <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {SecondBookingText.confirm}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {SecondBookingText.required}
        </p>
      ) : null}
    </div>
  );
}
