/**
 * Capacity per hour of the board's day on its airport's clock (issue 15 §7, issue 41 item 2):
 * officers on shift against officers in service. Each hour reads as text ("14:00 WAT: 2 of 3 in
 * service"); the bar only repeats it.
 * Hours with nobody on shift are left out, so the strip shows the working day; the hours wrap
 * on a narrow screen rather than scroll. It is a disclosure whose one-line summary names the
 * busiest hour: open on a wide screen, closed on a phone, where the board places it after the
 * bookings (issue 37, Staff pages).
 */
import { clockInZone, type OpsBoard, zoneName } from '@fasttrack/contracts';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { formatLocalTime } from '../../../lib/wat';

type Hour = OpsBoard['capacity'][number];

/** "full" when every officer on shift is in service, "busy" from half, else "free". */
export function hourLoad({ onShift, inService }: Hour): 'full' | 'busy' | 'free' {
  if (onShift === 0 || inService >= onShift) return 'full';
  return inService * 2 >= onShift ? 'busy' : 'free';
}

const bars = { full: 'bg-red-700', busy: 'bg-amber-500', free: 'bg-green-700' } as const;

/** Tailwind's `sm`: below it the strip starts closed. */
const WIDE = '(min-width: 640px)';

/**
 * The strip in one line: the busiest hour (on the clock of `timeZone`, the board's) and how many
 * hours are full, or that nobody is on shift.
 */
export function capacitySummary(hours: Hour[], timeZone: string): string {
  const shown = hours.filter((h) => h.onShift > 0);
  if (shown.length === 0) return 'No officer on shift';
  const busiest = shown.reduce((a, b) => (b.inService / b.onShift > a.inService / a.onShift ? b : a));
  const full = shown.filter((h) => hourLoad(h) === 'full').length;
  const fullText = full === 0 ? 'no hour full' : `${full} ${full === 1 ? 'hour' : 'hours'} full`;
  return `Busiest ${formatLocalTime(busiest.hourStart, timeZone)}: ${busiest.inService} of ${busiest.onShift} in service; ${fullText}`;
}

export function CapacityStrip({
  hours,
  timeZone,
  className,
}: {
  hours: Hour[];
  /** The board's zone (`OpsBoard.timeZone`): the hours are that airport's. */
  timeZone: string;
  className?: string;
}) {
  const shown = hours.filter((h) => h.onShift > 0 || h.inService > 0);
  const zone = zoneName(timeZone, new Date(hours[0]?.hourStart ?? Date.now()));
  const [open, setOpen] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-3 sm:p-4', className)}
    >
      <summary className="cursor-pointer">
        <span className="text-base font-bold text-slate-900">Capacity by hour</span>
        <span className="block text-sm text-slate-700 sm:ml-2 sm:inline">{capacitySummary(hours, timeZone)}</span>
      </summary>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No officer is on shift on this day.</p>
      ) : (
        <ol aria-label="Officers in service by hour" className="mt-3 flex flex-wrap gap-1">
          {shown.map((h) => {
            const load = hourLoad(h);
            const percent = h.onShift === 0 ? 100 : Math.min(100, Math.round((h.inService / h.onShift) * 100));
            return (
              <li
                key={h.hourStart}
                className="relative flex w-16 shrink-0 flex-col items-center gap-1 text-xs text-slate-800"
              >
                <span aria-hidden="true" className="font-semibold tabular-nums">
                  {clockInZone(h.hourStart, timeZone, 'HH:mm')}
                </span>
                <span aria-hidden="true" className="relative h-10 w-5 overflow-hidden rounded bg-slate-200">
                  <span className={cn('absolute inset-x-0 bottom-0', bars[load])} style={{ height: `${percent}%` }} />
                </span>
                <span aria-hidden="true" className="tabular-nums">
                  {h.inService}/{h.onShift}
                </span>
                <span className="sr-only">
                  {`${formatLocalTime(h.hourStart, timeZone)}: ${h.inService} of ${h.onShift} officers on shift in service`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-2 text-xs text-slate-700">Each hour: officers in service / officers on shift ({zone}).</p>
    </details>
  );
}
