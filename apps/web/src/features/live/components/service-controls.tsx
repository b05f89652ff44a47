/**
 * The officer's controls for one service (issue 17 §2, §3, §5; issue 26 §1), on `/officer`:
 * check in at the meeting point once check-in is open, then enter the traveller's meeting code,
 * record the next milestone, record a no-show once the wait is over, and the chat. "Complete"
 * and "No-show" ask first. Large touch targets for a 360 px phone.
 *
 * With no network (issue 28 item 5): the progress as last known, and a tapped step waits on the
 * device, shown as "Waiting for connection", until it is sent (./milestone-queue.ts); each tap
 * carries the client id made when it was tapped, online too, so an answer lost on the way and
 * the tap sent again never record it twice. The meeting code entered offline waits the same way
 * and the server decides it when it arrives (issue 36 item 4): "Code verified" only then, a
 * wrong code shown with the server's reason.
 */
import {
  checkInNotOpenMessage,
  FINAL_STEP_CONFIRMATIONS,
  MILESTONE_LABELS,
  type Milestone,
  nextMilestone,
  type ServiceType,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLastKnown } from '../../../lib/use-last-known';
import { formatLocalTime } from '../../../lib/wat';
import { useAuth } from '../../auth/index';
import { progressQuery } from '../api/live-api';
import { unsent, useRecordMilestone, useVerifyMeetingCode } from '../api/service-steps';
import { dismissRefusal, type QueuedTap, queueTap, useQueuedTaps } from '../milestone-queue';
import { ChatPanel } from './chat-panel';
import { QueuedSteps } from './queued-steps';

const ACTION_LABELS: Partial<Record<Milestone, string>> = {
  checked_in: 'Check in at the meeting point',
  immigration: 'Start immigration',
  baggage: 'Go to baggage',
  check_in_security: 'Go to check-in and security',
  completed: 'Complete the service',
};

type FinalStep = keyof typeof FINAL_STEP_CONFIRMATIONS;

/** Asks before a step that ends the service; focus goes to the answer that goes ahead. */
function ConfirmStep({
  step,
  busy,
  onConfirm,
  onCancel,
}: {
  step: FinalStep;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const yes = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => yes.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-describedby={textId}
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <p id={textId} className="text-sm font-medium text-slate-900">
        {FINAL_STEP_CONFIRMATIONS[step]}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={yes} className="min-h-12" disabled={busy} onClick={onConfirm}>
          {step === 'completed' ? 'Yes, complete it' : 'Yes, record a no-show'}
        </Button>
        <Button variant="outline" className="min-h-12" onClick={onCancel}>
          Not yet
        </Button>
      </div>
    </div>
  );
}

/** Renders again when `at` (an ISO instant) comes, so a gate opens on screen without a reload. */
function useRenderAt(at: string | undefined) {
  const [, tick] = useState(0);
  useEffect(() => {
    const ms = at ? Date.parse(at) - Date.now() : 0;
    // setTimeout holds at most 2^31 − 1 ms; a gate further away opens on a later render.
    if (ms <= 0 || ms > 2_147_483_647) return;
    const id = window.setTimeout(() => tick((n) => n + 1), ms);
    return () => window.clearTimeout(id);
  }, [at]);
}

/**
 * @param serviceType lets the next step be offered after a step that waits for the network; without
 *   it the next step waits for the server's answer.
 */
export function ServiceControls({
  bookingId,
  serviceType,
  timeZone,
}: {
  bookingId: string;
  serviceType?: ServiceType;
  /** The zone of the service's airport: the steps' times are read on its clock (issue 41 item 2). */
  timeZone: string;
}) {
  const { user } = useAuth();
  const progress = useLastKnown(`progress:${bookingId}`, user, { query: useQuery(progressQuery(bookingId)) });
  const taps = useQueuedTaps();
  const waiting = taps.waiting.filter((t) => t.bookingId === bookingId);
  const refused = taps.refused.filter((t) => t.bookingId === bookingId);
  const [code, setCode] = useState('');
  const [chatOpen, setChatOpen] = useState(false);
  const codeId = useId();
  const made = (milestone: Milestone, entered?: string): QueuedTap => ({
    clientId: crypto.randomUUID(),
    bookingId,
    milestone,
    userId: user?.id ?? '',
    tappedAt: new Date().toISOString(),
    ...(entered === undefined ? {} : { code: entered }),
  });
  // Offline, an entry or a tap waits on the device (the hooks keep one that the network lost).
  const verify = useVerifyMeetingCode(bookingId);
  const [asking, setAsking] = useState<FinalStep | null>(null);
  const step = useRecordMilestone(bookingId);
  const tap = (milestone: Milestone) => {
    const entry = made(milestone);
    if (navigator.onLine || !user) step.mutate(entry, { onSettled: () => setAsking(null) });
    else void queueTap(entry).then(() => setAsking(null));
  };
  const go = (m: Milestone) => (m === 'completed' || m === 'no_show' ? setAsking(m) : tap(m));

  useRenderAt(progress.data?.checkInFrom);
  useRenderAt(progress.data?.noShowFrom);
  const p = progress.data;
  if (!p) return null;
  const recorded = p.milestones.map((m) => m.milestone);
  const reached = [...recorded, ...waiting.map((t) => t.milestone)];
  const next = waiting.length === 0 ? p.next : serviceType ? nextMilestone(serviceType, reached) : null;
  const checkedIn = reached.includes('checked_in');
  // A code entry waiting for the network counts as met for what is offered next, not as verified.
  const met = reached.includes('met');
  const verified = recorded.includes('met');
  const ended = next === null && (waiting.length === 0 || serviceType !== undefined);
  const now = Date.now();
  // The server refuses an early check-in too; this says when it opens (issue 26 §1).
  const checkInClosed = next === 'checked_in' && now < Date.parse(p.checkInFrom);
  const noShowOpen = checkedIn && !met && !ended && now >= Date.parse(p.noShowFrom);
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const entry = made('met', code);
    // The box empties once the code is verified, or kept on the device to send later.
    if (navigator.onLine || !user)
      verify.mutate(entry, {
        onSuccess: () => setCode(''),
        onError: (error) => (unsent(error) ? setCode('') : undefined),
      });
    else void queueTap(entry).then(() => setCode(''));
  };
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <ul className="flex flex-col gap-1 text-sm" aria-label="Milestones reached">
        {p.milestones.map((m) => (
          <li key={m.milestone} className="text-slate-900">
            {MILESTONE_LABELS[m.milestone]}: {formatLocalTime(m.at, timeZone)}
          </li>
        ))}
      </ul>
      <QueuedSteps waiting={waiting} refused={refused} onDismiss={(clientId) => void dismissRefusal(clientId)} />
      {next && next !== 'met' && asking === null ? (
        <Button className="min-h-12" disabled={step.isPending || checkInClosed} onClick={() => go(next)}>
          {ACTION_LABELS[next] ?? MILESTONE_LABELS[next]}
        </Button>
      ) : null}
      {checkInClosed ? <Alert tone="info">{checkInNotOpenMessage(new Date(p.checkInFrom), timeZone)}</Alert> : null}
      {checkedIn && !met && !ended ? (
        <form onSubmit={submitCode} className="flex flex-col gap-2">
          <label htmlFor={codeId} className="text-sm font-medium text-slate-800">
            Meeting code from the traveller
          </label>
          <div className="flex gap-2">
            <Input
              id={codeId}
              inputMode="numeric"
              autoComplete="off"
              pattern="\d{4}"
              maxLength={4}
              value={code}
              disabled={p.codeLocked}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className="min-h-12 w-32 text-center text-xl tracking-widest"
            />
            <Button type="submit" className="min-h-12" disabled={code.length !== 4 || verify.isPending || p.codeLocked}>
              Verify code
            </Button>
          </div>
          {p.codeLocked ? (
            <Alert tone="error">The code is locked after five wrong tries. Ask the dispatcher to unlock it.</Alert>
          ) : verify.isError && !unsent(verify.error) ? (
            <Alert tone="error">{verify.error.message}</Alert>
          ) : null}
        </form>
      ) : null}
      {verified && !ended ? <Alert tone="success">Code verified: you have met the traveller.</Alert> : null}
      {noShowOpen && asking === null ? (
        <Button variant="outline" className="min-h-12" disabled={step.isPending} onClick={() => go('no_show')}>
          Record a no-show
        </Button>
      ) : null}
      {asking ? (
        <ConfirmStep
          step={asking}
          busy={step.isPending}
          onConfirm={() => tap(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {step.isError && !unsent(step.error) ? <Alert tone="error">{step.error.message}</Alert> : null}
      <Button variant="outline" className="min-h-12" aria-expanded={chatOpen} onClick={() => setChatOpen((v) => !v)}>
        {chatOpen ? 'Hide chat' : 'Chat with the traveller'}
      </Button>
      {chatOpen ? <ChatPanel bookingId={bookingId} title="Chat" timeZone={timeZone} /> : null}
    </div>
  );
}
