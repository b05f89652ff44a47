/**
 * A dispatcher steps in on one service (issue 26 §1, §2; issue 36 item 3). Before check-in:
 * check the officer in before the window opens, record a no-show before the wait is over, or
 * cancel. Once under way, the service is no longer reassigned: the desk records the officer's
 * next step for them (a flat phone, no signal; `met` with the meeting code read on the phone),
 * a no-show until the traveller was met, or cancels. Each needs a reason, which the audit trail
 * keeps; a cancel on our side refunds in full with our apology. The API applies the rules and
 * its refusal is shown as is.
 */
import {
  milestonePath,
  type OpsBooking,
  SERVICE_STATE_LABELS,
  STEP_IN_MILESTONES,
  type StepInMilestone,
} from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { type DispatcherAction, useDispatcherAction } from '../api/service-actions';

const ACTIONS: Record<Exclude<DispatcherAction, 'step'>, { label: string; done: string }> = {
  checked_in: { label: 'Check the officer in now', done: 'checked in early' },
  no_show: { label: 'Record a no-show now', done: 'recorded as a no-show' },
  cancel: { label: 'Cancel the booking', done: 'cancelled; its officers were told' },
};

const STEP_LABELS: Record<StepInMilestone, string> = {
  met: 'Record the meeting, with the code',
  check_in_security: 'Record check-in and security for the officer',
  immigration: 'Record immigration for the officer',
  baggage: 'Record baggage for the officer',
  completed: 'Complete the service for the officer',
};

/** Whether the officer has checked in, and the step the desk may record for them next. */
export function serviceStep(booking: OpsBooking): { underWay: boolean; next: StepInMilestone | null } {
  const path = milestonePath(booking.serviceType);
  const at = path.indexOf(booking.serviceState as (typeof path)[number]);
  if (at < 0) return { underWay: false, next: null };
  const next = path[at + 1];
  return {
    underWay: true,
    next: next && (STEP_IN_MILESTONES as readonly string[]).includes(next) ? (next as StepInMilestone) : null,
  };
}

function actionsFor(booking: OpsBooking): DispatcherAction[] {
  const { underWay, next } = serviceStep(booking);
  if (!underWay) return ['checked_in', 'no_show', 'cancel'];
  const met = booking.serviceState !== 'checked_in';
  return [...(next ? (['step'] as const) : []), ...(met ? [] : (['no_show'] as const)), 'cancel'];
}

export function DispatcherActions({ booking, onDone }: { booking: OpsBooking; onDone(text: string): void }) {
  const run = useDispatcherAction();
  const actions = actionsFor(booking);
  const { next } = serviceStep(booking);
  const [chosen, setAction] = useState<DispatcherAction>(actions[0] ?? 'cancel');
  const action = actions.includes(chosen) ? chosen : (actions[0] ?? 'cancel');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [ourFault, setOurFault] = useState(false);
  const faultId = useId();
  const [error, setError] = useState<string | null>(null);
  const needsCode = action === 'step' && next === 'met';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError('Give a reason (at least 3 characters)');
      return;
    }
    if (needsCode && !/^\d{4}$/.test(code)) {
      setError('Enter the 4-digit meeting code');
      return;
    }
    setError(null);
    const input = { bookingId: booking.id, action, reason: reason.trim(), ourFault: action === 'cancel' && ourFault };
    run.mutate(action === 'step' && next ? { ...input, step: next, code } : input, {
      onSuccess: () =>
        onDone(
          action === 'step' && next
            ? `${booking.bookingReference}: ${SERVICE_STATE_LABELS[next]} recorded for the officer.`
            : `${booking.bookingReference} ${ACTIONS[action as keyof typeof ACTIONS].done}.`,
        ),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
        <Field label="Action">
          <Select value={action} onChange={(e) => setAction(e.target.value as DispatcherAction)}>
            {actions.map((value) => (
              <option key={value} value={value}>
                {value === 'step' && next ? STEP_LABELS[next] : ACTIONS[value as keyof typeof ACTIONS].label}
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
      {needsCode ? (
        <Field label="Meeting code the traveller gives" className="w-64">
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      ) : null}
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
