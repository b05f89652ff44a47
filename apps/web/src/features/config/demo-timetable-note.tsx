/**
 * Note shown wherever schedule data appears while in test mode: flights come from the embedded
 * demo timetable, not live flight data. Renders nothing in live mode.
 */
import { Info } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useAppConfig } from './api/get-app-config';

export function DemoTimetableNote({ className }: { className?: string }) {
  const { data } = useAppConfig();
  if (!data?.testMode) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-slate-700', className)}>
      <Info aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span>Flight times come from a demo timetable, not live flight data.</span>
    </p>
  );
}
