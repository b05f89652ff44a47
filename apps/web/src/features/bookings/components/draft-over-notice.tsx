/**
 * Shown when the booking dialog resumed a draft whose booking is over (issue 19 §4): what happened
 * ({@link draftOverNotice}) and a link to that booking's page, which closes the dialog.
 */
import type { Booking } from '@fasttrack/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { bookingPath } from '../../../lib/paths';
import { draftOverNotice } from '../stale-draft';

export function DraftOverNotice({ booking, onLeave }: { booking: Booking; onLeave(): void }) {
  return (
    <Alert tone="info" className="mb-4">
      <p>{draftOverNotice(booking)}</p>
      <Link to={bookingPath(booking.id)} onClick={onLeave} className="mt-1 inline-block font-semibold underline">
        View booking {booking.bookingReference}
      </Link>
    </Alert>
  );
}
