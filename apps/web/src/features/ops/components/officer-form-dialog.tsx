/**
 * Create or edit an officer (issue 15 §3): name, e-mail (on create: the sign-in account), phone,
 * protocol permit or badge number, languages, the served airport and the terminals of it served
 * (issue 41 item 1), and (on edit) active. The
 * fields use the contract's rules; the API checks them again and its refusal is shown as it says.
 * On create the answer's one-time password is handed to `onCreated`, to be shown once.
 */
import {
  CreateOfficerRequestSchema,
  type Officer,
  PHONE_EXAMPLE,
  UpdateOfficerRequestSchema,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { servedAirportsQuery } from '../api/airports';
import { useCreateOfficer, useUpdateOfficer } from '../api/officers';
import { type OfficerPlace, OfficerPlaceFields } from './officer-place-fields';

export interface OfficerFormDialogProps {
  /** The officer to edit; null to create one. */
  officer: Officer | null;
  onClose(): void;
  onCreated?(officer: Officer, oneTimePassword: string): void;
}

type Errors = Partial<Record<string, string>>;

/** "English, Yoruba" -> ['English', 'Yoruba']. */
export function parseLanguages(text: string): string[] {
  return text
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
}

export function OfficerFormDialog({ officer, onClose, onCreated }: OfficerFormDialogProps) {
  const create = useCreateOfficer();
  const update = useUpdateOfficer();
  const [values, setValues] = useState({
    email: officer?.email ?? '',
    firstName: officer?.firstName ?? '',
    lastName: officer?.lastName ?? '',
    phone: officer?.phone ?? '',
    badgeNumber: officer?.badgeNumber ?? '',
    languages: officer?.languages.join(', ') ?? 'English',
  });
  const airports = useQuery(servedAirportsQuery()).data;
  // A new officer: the airport when only one is served, else the dispatcher chooses.
  const [chosen, setPlace] = useState<OfficerPlace | null>(
    officer ? { airportIata: officer.airportIata, terminals: officer.terminals } : null,
  );
  const only = airports?.length === 1 ? airports[0] : undefined;
  const place = chosen ?? {
    airportIata: only?.iata ?? '',
    terminals: only?.terminals.slice(0, 1).map((t) => t.name) ?? [],
  };
  const [active, setActive] = useState(officer?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const formId = useId();

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const common = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      badgeNumber: values.badgeNumber,
      languages: parseLanguages(values.languages),
      airportIata: place.airportIata,
      terminals: place.terminals,
    };
    const parsed = officer
      ? UpdateOfficerRequestSchema.safeParse({ ...common, active })
      : CreateOfficerRequestSchema.safeParse({ ...common, email: values.email });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (error: Error) => setFailure(error.message);
    if (officer) {
      update.mutate({ id: officer.id, changes: parsed.data }, { onSuccess: onClose, onError });
    } else {
      create.mutate(parsed.data as Parameters<typeof create.mutate>[0], {
        onSuccess: (created) => onCreated?.(created.officer, created.oneTimePassword),
        onError,
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{officer ? `Edit ${officer.firstName} ${officer.lastName}` : 'Add an officer'}</DialogTitle>
          <DialogDescription>
            {officer ? 'Change the officer’s details.' : 'Creates the officer and a sign-in account.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {officer ? null : (
            <Field label="Email" error={errors.email}>
              <Input type="email" autoComplete="off" value={values.email} onChange={set('email')} />
            </Field>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName}>
              <Input value={values.firstName} onChange={set('firstName')} />
            </Field>
            <Field label="Last name" error={errors.lastName}>
              <Input value={values.lastName} onChange={set('lastName')} />
            </Field>
            <Field label="Phone" error={errors.phone} hint={`For example ${PHONE_EXAMPLE}`}>
              <Input type="tel" value={values.phone} onChange={set('phone')} />
            </Field>
            <Field label="Badge or permit number" error={errors.badgeNumber}>
              <Input value={values.badgeNumber} onChange={set('badgeNumber')} />
            </Field>
          </div>
          <Field label="Languages" hint="Separate with commas, e.g. English, Yoruba" error={errors.languages}>
            <Input value={values.languages} onChange={set('languages')} />
          </Field>
          <OfficerPlaceFields
            place={place}
            airports={airports}
            onChange={setPlace}
            errors={{ airportIata: errors.airportIata, terminals: errors.terminals }}
          />
          {officer ? (
            <div className="flex min-h-11 items-center gap-2 text-sm">
              <Checkbox id={`${formId}-active`} checked={active} onChange={(e) => setActive(e.target.checked)} />
              <label htmlFor={`${formId}-active`}>Active (can be assigned)</label>
            </div>
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : officer ? 'Save' : 'Add officer'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
