/**
 * Form field: label, control, hint and error wired for assistive technology.
 *
 * `<Field label="Email" error={msg}><Input type="email" /></Field>`: the control (Input, Select,
 * Textarea from this folder) takes its id, `aria-invalid` and `aria-describedby` (hint + error)
 * from the field, so every labelled control announces its error. The error is rendered with
 * `role="alert"` only after a change, so a screen reader hears it when it appears.
 */
import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** Props a control spreads to join the surrounding Field (empty outside a Field). */
export function useFieldControl(): Partial<FieldControlProps> {
  return useContext(FieldContext) ?? {};
}

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  /** Always-visible help or live hint, announced with the control. */
  hint?: ReactNode;
  /** Colour of the hint: neutral, or ok/bad for live hints. */
  hintTone?: 'neutral' | 'ok' | 'bad';
  /** Use a given id for the control (otherwise generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

const hintTones = { neutral: 'text-slate-600', ok: 'text-brand-700', bad: 'text-red-700' } as const;

export function Field({ label, error, hint, hintTone = 'neutral', id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={cn('text-sm', hintTones[hintTone])}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
