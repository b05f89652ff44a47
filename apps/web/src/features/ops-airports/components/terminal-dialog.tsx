/**
 * Add a terminal to a served airport, or change what one handles and its order (issue 41 item 1),
 * admin only. The name is set once: officers list terminals by name. Checked with the contract's
 * schemas before sending; the server's refusal (a name taken: 409) is shown as it says it.
 */
import {
  type AirportTerminal,
  CreateTerminalRequestSchema,
  type ServedAirport,
  TERMINAL_KINDS_MESSAGE,
  UpdateTerminalRequestSchema,
} from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { useCreateTerminal, useUpdateTerminal } from '../api/airports';

export interface TerminalDialogProps {
  airport: ServedAirport;
  /** The terminal to change; null to add one. */
  terminal: AirportTerminal | null;
  onClose(): void;
}

export function TerminalDialog({ airport, terminal, onClose }: TerminalDialogProps) {
  const formId = useId();
  const create = useCreateTerminal();
  const update = useUpdateTerminal();
  const [name, setName] = useState(terminal?.name ?? '');
  const [international, setInternational] = useState(terminal?.international ?? true);
  const [domestic, setDomestic] = useState(terminal?.domestic ?? true);
  const [position, setPosition] = useState(String(terminal?.position ?? airport.terminals.length));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const busy = create.isPending || update.isPending;
  const failure = create.error?.message ?? update.error?.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kinds = { international, domestic, position: Number(position) };
    const parsed = terminal
      ? UpdateTerminalRequestSchema.safeParse(kinds)
      : CreateTerminalRequestSchema.safeParse({ name, ...kinds });
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'domestic')] ??= issue.message;
      setErrors(next);
      return;
    }
    if (!international && !domestic) {
      setErrors({ domestic: TERMINAL_KINDS_MESSAGE });
      return;
    }
    setErrors({});
    const done = { onSuccess: onClose };
    if (terminal) update.mutate({ iata: airport.iata, name: terminal.name, changes: kinds }, done);
    else create.mutate({ iata: airport.iata, terminal: { name: name.trim(), ...kinds } }, done);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {terminal ? `${terminal.name} terminal at ${airport.iata}` : `Add a terminal at ${airport.iata}`}
          </DialogTitle>
          <DialogDescription>
            Officers and meeting points name the terminal; a flight goes to the first terminal, in order, that handles
            its kind of route when its source names none of them.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {terminal ? null : (
            <Field label="Terminal name" error={errors.name}>
              <Input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
            </Field>
          )}
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold text-slate-900">Routes it handles</legend>
            <div className="flex flex-wrap gap-4">
              <div className="flex min-h-11 items-center gap-2 text-sm">
                <Checkbox
                  id={`${formId}-international`}
                  checked={international}
                  onChange={(e) => setInternational(e.target.checked)}
                />
                <label htmlFor={`${formId}-international`}>International</label>
              </div>
              <div className="flex min-h-11 items-center gap-2 text-sm">
                <Checkbox
                  id={`${formId}-domestic`}
                  checked={domestic}
                  onChange={(e) => setDomestic(e.target.checked)}
                />
                <label htmlFor={`${formId}-domestic`}>Domestic</label>
              </div>
            </div>
            {errors.domestic ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.domestic}
              </p>
            ) : null}
          </fieldset>
          <Field label="Order" hint="Lower first, from 0" error={errors.position}>
            <Input type="number" min={0} max={99} value={position} onChange={(e) => setPosition(e.target.value)} />
          </Field>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : terminal ? 'Save terminal' : 'Add terminal'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
