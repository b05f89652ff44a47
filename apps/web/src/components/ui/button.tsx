/**
 * Button with the product's variants. Focus ring is always visible for keyboard users
 * (focus-visible) and colours meet WCAG AA contrast. `asChild` renders the styles on the child
 * element instead (e.g. a router Link), via Radix Slot.
 */
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-700',
  secondary: 'bg-accent-500 text-slate-900 hover:bg-amber-400 disabled:bg-slate-300 disabled:text-slate-700',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500 disabled:bg-slate-100',
  ghost: 'bg-transparent text-slate-800 hover:bg-slate-100 disabled:text-slate-500',
  link: 'bg-transparent text-brand-700 underline-offset-4 hover:underline px-0 disabled:text-slate-500',
  /** Actions that cannot be undone (e.g. deleting an account). */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-700',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-11 w-11',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    'disabled:cursor-not-allowed',
    variants[variant],
    variant === 'link' ? 'h-auto' : sizes[size],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...props} />;
  // Plain <button> defaults to submit inside forms; make that a deliberate choice.
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
