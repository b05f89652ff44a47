/**
 * One guest added to the passenger list, or one passenger corrected (issue 39 item 2): the name as
 * on the passport, a phone in any notation (the API keeps E.164) and an optional e-mail, checked
 * with the contract's schema.
 */
import { type OrganisationPassengerDto, PassengerRequestSchema } from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAddPassenger, useUpdatePassenger } from '../api/passengers-api';

/** The guest form of the request (the other form names a member by account). */
const GuestSchema = PassengerRequestSchema.options[0];
type GuestInput = z.input<typeof GuestSchema>;
type Guest = z.output<typeof GuestSchema>;

export function AddPassengerForm({ organisationId }: { organisationId: string }) {
  const add = useAddPassenger(organisationId);
  return (
    <PassengerForm
      defaults={{ fullName: '', phone: '', email: '' }}
      action={{ idle: 'Add passenger', pending: 'Adding...' }}
      mutation={add}
      onSave={(guest, reset) => add.mutate(guest, { onSuccess: reset })}
      saved={add.data ? `${add.data.fullName} is on the list.` : null}
    />
  );
}

/** The same fields for a passenger already on the list; `onDone` when saved or left. */
export function EditPassengerForm({
  organisationId,
  passenger,
  onDone,
}: {
  organisationId: string;
  passenger: OrganisationPassengerDto;
  onDone: () => void;
}) {
  const update = useUpdatePassenger(organisationId);
  return (
    <PassengerForm
      defaults={{ fullName: passenger.fullName, phone: passenger.phone, email: passenger.email ?? '' }}
      action={{ idle: 'Save passenger', pending: 'Saving...' }}
      mutation={update}
      onSave={(guest) => update.mutate({ passengerId: passenger.id, update: guest }, { onSuccess: onDone })}
      onCancel={onDone}
      saved={null}
      label={`Edit ${passenger.fullName}`}
    />
  );
}

function PassengerForm({
  defaults,
  action,
  mutation,
  onSave,
  onCancel,
  saved,
  label,
}: {
  defaults: GuestInput;
  action: { idle: string; pending: string };
  mutation: { isPending: boolean; error: Error | null };
  onSave: (guest: Guest, reset: () => void) => void;
  onCancel?: () => void;
  saved: string | null;
  /** Names the form when several are on the page (the edit form inside the list). */
  label?: string;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GuestInput, unknown, Guest>({ resolver: zodResolver(GuestSchema), defaultValues: defaults });
  const submit = handleSubmit((guest) => onSave(guest, () => reset()));
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-3 sm:grid-cols-3">
      <Field label="Full name as on the passport" error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <Field label="E-mail (optional)" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? action.pending : action.idle}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {mutation.error ? (
        <Alert tone="error" className="sm:col-span-3">
          {mutation.error.message}
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" className="sm:col-span-3">
          {saved}
        </Alert>
      ) : null}
    </form>
  );
}
