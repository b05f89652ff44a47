/**
 * The audit of one booking (issue 15 §7), for an admin: every staff action on it with who did it
 * and when (WAT), newest last, as the API lists them.
 */
import type { OpsBooking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import { auditQuery } from '../api/get-audit';

/** 'officer.reassigned' / 'officer_reassigned' -> 'Officer reassigned'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function AuditDialog({ booking, onClose }: { booking: OpsBooking; onClose(): void }) {
  const audit = useQuery(auditQuery(booking.id));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Audit of {booking.bookingReference}</DialogTitle>
          <DialogDescription>Every staff action on this booking, with who did it and when.</DialogDescription>
        </DialogHeader>
        {audit.isPending ? <Spinner label="Loading the audit..." className="py-6" /> : null}
        {audit.isError ? <Alert tone="error">{audit.error.message}</Alert> : null}
        {audit.data?.length === 0 ? <p className="text-sm text-slate-700">No staff action yet.</p> : null}
        {audit.data && audit.data.length > 0 ? (
          <ol className="flex flex-col gap-2 text-sm">
            {audit.data.map((e) => (
              <li key={e.id} className="rounded-md border border-slate-200 p-2">
                <p className="font-semibold text-slate-900">{actionLabel(e.action)}</p>
                <p className="text-slate-700">
                  {formatWat(e.at)} · {e.actor.name ?? 'System'} ({e.actor.role})
                </p>
                {e.details ? (
                  <p className="break-words text-slate-700">
                    {Object.entries(e.details)
                      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
                      .join(' · ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
