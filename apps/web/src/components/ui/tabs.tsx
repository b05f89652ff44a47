/** Tabs (Radix: arrow-key navigation, roving focus, ARIA tab roles). */
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('inline-flex gap-1 rounded-lg bg-slate-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. Radix makes the panel itself a tab stop, which WAI-ARIA's tabs pattern wants only
 * for a panel with nothing focusable in it; ours hold form fields, so Tab goes from the tab to the
 * panel's first field (issue 26 §6). Pass `tabIndex={0}` for a panel of text only.
 */
export function TabsContent({ className, tabIndex = -1, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-brand-700', className)}
      tabIndex={tabIndex}
      {...props}
    />
  );
}
