/**
 * One guest added to the passenger list (issue 39 item 2): the name as on the passport, a phone in
 * any notation (the API keeps E.164) and an optional e-mail, checked with the contract's schema.
 */
import { PassengerRequestSchema } from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAddPassenger } from '../api/passengers-api';

/** The guest form of the request (the other form names a member by account). */
const GuestSchema = PassengerRequestSchema.options[0];
type GuestInput = z.input<typeof GuestSchema>;
type Guest = z.output<typeof GuestSchema>;

export function AddPassengerForm({ organisationId }: { organisationId: string }) {
  const add = useAddPassenger(organisationId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GuestInput, unknown, Guest>({
    resolver: zodResolver(GuestSchema),
    defaultValues: { fullName: '', phone: '', email: '' },
  });
  const submit = handleSubmit((guest) => add.mutate(guest, { onSuccess: () => reset() }));
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <Field label="Full name as on the passport" error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <Field label="E-mail (optional)" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add passenger'}
        </Button>
      </div>
      {add.isError ? (
        <Alert tone="error" className="sm:col-span-3">
          {add.error.message}
        </Alert>
      ) : null}
      {add.isSuccess ? (
        <Alert tone="success" className="sm:col-span-3">{`${add.data.fullName} is on the list.`}</Alert>
      ) : null}
    </form>
  );
}
