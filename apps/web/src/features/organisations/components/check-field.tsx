/** A checkbox with its label beside it, joined by id (the forms of this feature). */
import { type ComponentProps, useId } from 'react';
import { Checkbox } from '../../../components/ui/input';

export function CheckField({ label, ...props }: { label: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} className="mt-0.5" {...props} />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
