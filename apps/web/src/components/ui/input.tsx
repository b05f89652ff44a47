/**
 * Text input, native select and checkbox styled once. Inside a {@link Field} they take the
 * field's id and ARIA wiring automatically; explicit props win.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from './field';

const control =
  'w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ' +
  'aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input className={cn(control, 'h-11', className)} {...field} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return <select className={cn(control, 'h-11', className)} {...field} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea className={cn(control, 'min-h-24 py-2', className)} {...field} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    />
  );
}
