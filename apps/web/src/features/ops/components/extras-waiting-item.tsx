/**
 * One on-request add-on line waiting for the dispatcher (issue 41 item 4): the booking reference,
 * lead passenger, meeting time (WAT) and airport, the line's label, quantity and unit, and how
 * long it has waited since the order against the 2-hour promise (contracts ON_REQUEST_NOTE),
 * "Overdue" past it. Confirm answers at once; Decline asks first, with an optional reason for the
 * traveller, and says the line is refunded to them.
 */
import { ON_REQUEST_CONFIRM_MINUTES, type WaitingExtra } from '@fasttrack/contracts';
import { Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatInZone } from '../../../lib/wat';
import { useAnswerExtra } from '../api/extras';

/** What Decline asks before it is sent. */
export const DECLINE_QUESTION = 'Decline this extra? It will be refunded to the traveller.';

/** "45 min", "1 h", "2 h 15 min". */
function durationWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * How long a line has waited since `orderedAt` (ISO) at `now`, against the 2-hour promise:
 * "Waiting 35 min, 1 h 25 min left", or past it "Overdue: waiting 2 h 15 min".
 */
export function waitWords(orderedAt: string, now: Date): { text: string; overdue: boolean } {
  const waited = Math.max(0, Math.floor((now.getTime() - Date.parse(orderedAt)) / 60_000));
  if (waited >= ON_REQUEST_CONFIRM_MINUTES) return { text: `Overdue: waiting ${durationWords(waited)}`, overdue: true };
  return {
    text: `Waiting ${durationWords(waited)}, ${durationWords(ON_REQUEST_CONFIRM_MINUTES - waited)} left`,
    overdue: false,
  };
}

export function ExtrasWaitingItem({ extra, now }: { extra: WaitingExtra; now: Date }) {
  const answer = useAnswerExtra();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const questionId = useId();
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (declining) yes.current?.focus();
  }, [declining]);
  const { line } = extra;
  const wait = waitWords(extra.orderedAt, now);
  const send = (kind: 'confirm' | 'decline') =>
    answer.mutate({
      bookingId: extra.bookingId,
      lineIndex: line.lineIndex,
      answer: kind,
      ...(kind === 'decline' ? { reason } : {}),
    });
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="min-w-0">
        <p className="text-base font-semibold break-words text-slate-900">
          {line.label}: {line.quantity}, {line.unit}
        </p>
        <p className="text-sm break-words text-slate-800">
          {extra.bookingReference} · {extra.leadPassengerName} · {extra.airportIata} · meeting{' '}
          {formatInZone(extra.meetingTime, extra.airportTimeZone)}
        </p>
        <p
          className={cn(
            'flex items-center gap-1 text-sm font-medium',
            wait.overdue ? 'font-bold text-red-800' : 'text-slate-700',
          )}
        >
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {wait.text}
        </p>
      </div>
      {declining ? (
        <div
          role="alertdialog"
          aria-describedby={questionId}
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <p id={questionId} className="text-sm font-medium text-slate-900">
            {DECLINE_QUESTION}
          </p>
          <Field label="Reason for the traveller (optional)">
            <Textarea value={reason} maxLength={300} rows={2} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={yes}
              variant="danger"
              className="min-h-11"
              disabled={answer.isPending}
              onClick={() => send('decline')}
            >
              Yes, decline
            </Button>
            <Button variant="outline" className="min-h-11" onClick={() => setDeclining(false)}>
              Go back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button className="min-h-11 flex-1 sm:flex-none" disabled={answer.isPending} onClick={() => send('confirm')}>
            Confirm<span className="sr-only"> {`${line.label} for ${extra.bookingReference}`}</span>
          </Button>
          <Button
            variant="outline"
            className="min-h-11 flex-1 sm:flex-none"
            disabled={answer.isPending}
            onClick={() => setDeclining(true)}
          >
            Decline<span className="sr-only"> {`${line.label} for ${extra.bookingReference}`}</span>
          </Button>
        </div>
      )}
      {answer.isError ? <Alert tone="error">{answer.error.message}</Alert> : null}
    </li>
  );
}
