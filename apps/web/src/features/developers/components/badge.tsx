/** A small label for a mode or status (test/live, active/revoked, delivered/failed), coloured by tone. */
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const tones = {
  neutral: 'border-slate-300 bg-slate-50 text-slate-800',
  good: 'border-green-300 bg-green-50 text-green-900',
  warn: 'border-amber-300 bg-amber-50 text-amber-900',
  bad: 'border-red-300 bg-red-50 text-red-800',
} as const;

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}
