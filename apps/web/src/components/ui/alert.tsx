/**
 * Message box. Errors and warnings use `role="alert"` (announced as soon as they appear);
 * success and info use `role="status"` (polite).
 */
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { box: 'border-red-300 bg-red-50 text-red-800', Icon: AlertCircle, role: 'alert' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', Icon: AlertCircle, role: 'alert' },
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CheckCircle2, role: 'status' },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', Icon: Info, role: 'status' },
} as const;

export type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof tones };

export function Alert({ tone = 'error', className, children, ...props }: AlertProps) {
  const { box, Icon, role } = tones[tone];
  return (
    <div role={role} className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', box, className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
