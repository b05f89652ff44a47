/**
 * A group of checkboxes for one array field of a react-hook-form form (a key's scopes, an
 * endpoint's event types): each option's code as its label and a one-line hint that the checkbox
 * announces, the field's error under the group, and an optional "Select all".
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/input';
import { DevelopersCopy as copy } from '../copy';

export function CheckList({
  legend,
  options,
  error,
  register,
  onSelectAll,
}: {
  legend: string;
  options: readonly { value: string; hint: string }[];
  error?: string | undefined;
  /** `register('field')`: every checkbox shares the field's name, so the value is the checked codes. */
  register: UseFormRegisterReturn;
  onSelectAll?: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {onSelectAll ? (
        <Button variant="link" size="sm" className="self-start" onClick={onSelectAll}>
          {copy.selectAll}
        </Button>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, hint }) => (
          <li key={value} className="flex items-start gap-2">
            <Checkbox
              id={`${id}-${value}`}
              value={value}
              aria-describedby={`${id}-${value}-hint`}
              className="mt-0.5"
              {...register}
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-${value}`} className="font-mono text-sm text-slate-900">
                {value}
              </label>
              <p id={`${id}-${value}-hint`} className="text-xs text-slate-600">
                {hint}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
