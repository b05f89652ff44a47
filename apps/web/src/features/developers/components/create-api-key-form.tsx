/**
 * "Create key" (issue 40 item 1): a name, the scopes (each with what it allows) and an optional
 * last day, checked with the contract's schema. The day is a Lagos date: the key works until the
 * end of it. On success the caller gets the created key with its secret, to show once.
 */
import {
  API_KEY_SCOPES,
  addDaysIso,
  type CreateApiKeyRequest,
  CreateApiKeyRequestSchema,
  type CreatedApiKey,
  lagosToday,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useCreateApiKey } from '../api/create-api-key';
import { DevelopersCopy as copy, scopeHints } from '../copy';
import { CheckList } from './check-list';

/**
 * The form's fields: the request's name and scopes, and `expiresOn` (YYYY-MM-DD, Lagos, or empty)
 * in place of the instant, which must be a day after `today`.
 */
function keyFormSchema(today: string) {
  return CreateApiKeyRequestSchema.pick({ name: true, scopes: true })
    .extend({ expiresOn: z.string().refine((day) => day === '' || day > today, copy.expiryPast) })
    .transform(
      ({ expiresOn, ...rest }): CreateApiKeyRequest => ({
        ...rest,
        // The first instant of the next Lagos day (WAT is UTC+1 all year): the key works all of `expiresOn`.
        ...(expiresOn ? { expiresAt: new Date(`${addDaysIso(expiresOn, 1)}T00:00:00+01:00`).toISOString() } : {}),
      }),
    );
}
type KeyFormInput = z.input<ReturnType<typeof keyFormSchema>>;

export function CreateApiKeyForm({
  organisationId,
  now = new Date(),
  onCreated,
}: {
  organisationId: string;
  now?: Date;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey(organisationId);
  const today = lagosToday(now);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<KeyFormInput, unknown, CreateApiKeyRequest>({
    resolver: zodResolver(keyFormSchema(today)),
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });
  const submit = handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (created) => {
        reset();
        create.reset();
        onCreated(created);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={copy.createKeyTitle} className="flex flex-col gap-4">
      <Field label={copy.keyName} hint={copy.keyNameHint} error={errors.name?.message} className="max-w-md">
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <CheckList
        legend={copy.scopes}
        options={API_KEY_SCOPES.map((scope) => ({ value: scope, hint: scopeHints[scope] }))}
        error={errors.scopes?.message}
        register={register('scopes')}
      />
      <Field label={copy.expiry} hint={copy.expiryHint} error={errors.expiresOn?.message} className="max-w-xs">
        <Input type="date" min={addDaysIso(today, 1)} {...register('expiresOn')} />
      </Field>
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? copy.creatingKey : copy.createKey}
      </Button>
      {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
    </form>
  );
}
