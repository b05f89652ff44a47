/**
 * A dispatcher steps in on one service (issue 26 §1, §2): check the officer in before the window
 * opens, record a no-show before the wait is over, or cancel the booking at any stage. Each needs
 * a reason, which the audit trail keeps; a cancel on our side refunds in full with our apology.
 * The API applies the rules and its refusal is shown as is.
 */
import type { OpsBooking } from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Select, Textarea } from '../../../components/ui/input';
import { type DispatcherAction, useDispatcherAction } from '../api/service-actions';

const ACTIONS: Record<DispatcherAction, { label: string; done: string }> = {
  checked_in: { label: 'Check the officer in now', done: 'checked in early' },
  no_show: { label: 'Record a no-show now', done: 'recorded as a no-show' },
  cancel: { label: 'Cancel the booking', done: 'cancelled; its officers were told' },
};

export function DispatcherActions({ booking, onDone }: { booking: OpsBooking; onDone(text: string): void }) {
  const run = useDispatcherAction();
  const [action, setAction] = useState<DispatcherAction>('checked_in');
  const [reason, setReason] = useState('');
  const [ourFault, setOurFault] = useState(false);
  const faultId = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError('Give a reason (at least 3 characters)');
      return;
    }
    setError(null);
    run.mutate(
      { bookingId: booking.id, action, reason: reason.trim(), ourFault: action === 'cancel' && ourFault },
      {
        onSuccess: () => onDone(`${booking.bookingReference} ${ACTIONS[action].done}.`),
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
        <Field label="Action">
          <Select value={action} onChange={(e) => setAction(e.target.value as DispatcherAction)}>
            {Object.entries(ACTIONS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Reason (kept in the audit trail)">
          <Textarea rows={1} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? 'Saving...' : 'Confirm'}
        </Button>
      </div>
      {action === 'cancel' ? (
        <div className="flex items-start gap-2 text-sm">
          <Checkbox id={faultId} checked={ourFault} onChange={(e) => setOurFault(e.target.checked)} />
          <label htmlFor={faultId} className="text-slate-900">
            We cannot provide this service: refund it in full and send our apology
          </label>
        </div>
      ) : null}
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
    </form>
  );
}
