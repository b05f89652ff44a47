/**
 * A booking's calls for the dispatcher (issue 36 item 2): who called whom, when (WAT), how it
 * went and how long it lasted, newest first; never a number. Read again every 2 s while a call
 * is under way.
 */
import { CallMessages, type OpsBooking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import { bookingCallsQuery } from '../api/calls';
import { callStateLine, callWhoLine } from './call-state';

export function CallLog({ bookingId }: { bookingId: string }) {
  const calls = useQuery(bookingCallsQuery(bookingId));
  if (calls.isPending) return <Spinner label="Loading the calls..." className="py-4" />;
  if (calls.isError) return <Alert tone="error">{calls.error.message}</Alert>;
  if (calls.data.length === 0) return <p className="text-sm text-slate-700">{CallMessages.logEmpty}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label={CallMessages.logTitle}>
      {calls.data.map((call) => (
        <li key={call.id} className="rounded-md border border-slate-200 p-2">
          <p className="font-semibold text-slate-900">{callWhoLine(call)}</p>
          <p className="text-slate-700">
            {formatWat(call.placedAt)} · {callStateLine(call)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The call log of one board row, in a dialog. */
export function CallLogDialog({ booking, onClose }: { booking: OpsBooking; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {CallMessages.logTitle} of {booking.bookingReference}
          </DialogTitle>
          <DialogDescription>Calls between the officer and the traveller through our line.</DialogDescription>
        </DialogHeader>
        <CallLog bookingId={booking.id} />
      </DialogContent>
    </Dialog>
  );
}
