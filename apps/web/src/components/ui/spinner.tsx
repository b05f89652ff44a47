/** Loading indicator announced to screen readers as a status with a text label. */
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-slate-700', className)}>
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
