/**
 * The state of a service on a board card (issue 36 item 3): waiting, officer checked in, met,
 * immigration or check-in and security, baggage, completed, no-show, cancelled, refunded, as the
 * API reads it from the milestones (contracts serviceState). The words carry the meaning; the
 * colour repeats it: amber before check-in, blue under way, green done, red a no-show, grey
 * what no longer happens.
 */
import { SERVICE_STATE_LABELS, type ServiceState } from '@fasttrack/contracts';
import { cn } from '../../../lib/cn';

const colours: Record<ServiceState, string> = {
  unpaid: 'border-amber-300 bg-amber-50 text-amber-900',
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  checked_in: 'border-sky-300 bg-sky-50 text-sky-900',
  met: 'border-sky-300 bg-sky-50 text-sky-900',
  check_in_security: 'border-sky-300 bg-sky-50 text-sky-900',
  immigration: 'border-sky-300 bg-sky-50 text-sky-900',
  baggage: 'border-sky-300 bg-sky-50 text-sky-900',
  completed: 'border-green-300 bg-green-100 text-green-900',
  no_show: 'border-red-300 bg-red-100 text-red-900',
  cancelled: 'border-slate-300 bg-slate-200 text-slate-800',
  refunded: 'border-slate-300 bg-slate-200 text-slate-800',
  expired: 'border-slate-300 bg-slate-200 text-slate-800',
};

export function ServiceStateBadge({ state }: { state: ServiceState }) {
  return (
    <span
      data-testid="service-state"
      className={cn('rounded-full border px-2.5 py-0.5 text-xs font-bold', colours[state])}
    >
      <span className="sr-only">Service: </span>
      {SERVICE_STATE_LABELS[state]}
    </span>
  );
}
