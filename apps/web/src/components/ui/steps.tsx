/**
 * A numbered progress list for multi-step forms and dialogs: every step up to the current one is
 * marked done, and the current one carries `aria-current="step"` for screen readers.
 */
import { cn } from '../../lib/cn';

// Literal class names, so Tailwind finds them at build time.
const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

export function Steps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <ol aria-label={label} className={cn('grid gap-2 text-xs sm:text-sm', COLUMNS[steps.length])}>
      {steps.map((title, i) => (
        <li
          key={title}
          aria-current={i === current ? 'step' : undefined}
          className={cn(
            'border-t-4 pt-1 font-medium',
            i <= current ? 'border-brand-700 text-brand-800' : 'border-slate-300 text-slate-700',
          )}
        >
          {title}
        </li>
      ))}
    </ol>
  );
}
