/**
 * The status timeline of a booking (issue 17 §1, §3): booked, paid, then each milestone of the
 * service path with the time it was reached (on the airport's clock, issue 41 item 2), or the
 * no-show ending.
 */
import { MILESTONE_LABELS, milestonePath, type ReachedMilestone } from '@fasttrack/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { formatLocalTime } from '../../../lib/wat';

export function ServiceTimeline({
  serviceType,
  reached,
  timeZone,
}: {
  serviceType: 'arrival' | 'departure';
  reached: ReachedMilestone[];
  /** The airport's zone: the steps' times are read on its clock. */
  timeZone: string;
}) {
  const noShow = reached.find((m) => m.milestone === 'no_show');
  const steps = noShow
    ? [...reached]
    : milestonePath(serviceType).map((m) => reached.find((r) => r.milestone === m) ?? { milestone: m, at: null });
  return (
    <ol className="flex flex-col gap-2" aria-label="Service progress">
      {steps.map((step) => (
        <li key={step.milestone} className="flex items-center gap-2 text-sm">
          {step.at ? (
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
          ) : (
            <Circle aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
          )}
          <span className={step.at ? 'font-semibold text-slate-900' : 'text-slate-700'}>
            {MILESTONE_LABELS[step.milestone]}
          </span>
          <span className="text-slate-700">{step.at ? formatLocalTime(step.at, timeZone) : 'Not yet'}</span>
        </li>
      ))}
    </ol>
  );
}
