/**
 * "Add endpoint" and an endpoint's "Edit" (issue 40 item 4): the URL (add only: a new URL is a new
 * endpoint with its own secret), a description, and the event types with "Select all", checked
 * with the contract's schema. An empty description is sent as none.
 */
import {
  type CreateWebhookEndpointRequest,
  CreateWebhookEndpointRequestSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { DevelopersCopy as copy, eventTypeHints } from '../copy';
import { CheckList } from './check-list';

const eventOptions = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, hint: eventTypeHints[type] }));

type AddInput = z.input<typeof CreateWebhookEndpointRequestSchema>;

export function AddEndpointForm({
  organisationId,
  onCreated,
}: {
  organisationId: string;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const create = useCreateWebhookEndpoint(organisationId);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<AddInput, unknown, CreateWebhookEndpointRequest>({
    resolver: zodResolver(CreateWebhookEndpointRequestSchema),
    defaultValues: { url: '', description: '', eventTypes: [] },
  });
  const submit = handleSubmit(({ description, ...request }) =>
    create.mutate(description ? { ...request, description } : request, {
      onSuccess: (created) => {
        reset();
        create.reset();
        onCreated(created);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={copy.addEndpointTitle} className="flex flex-col gap-4">
      <Field label={copy.endpointUrl} hint={copy.endpointUrlHint} error={errors.url?.message} className="max-w-xl">
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('url')} />
      </Field>
      <Field label={copy.description} error={errors.description?.message} className="max-w-xl">
        <Input autoComplete="off" {...register('description')} />
      </Field>
      <CheckList
        legend={copy.eventTypes}
        options={eventOptions}
        error={errors.eventTypes?.message}
        register={register('eventTypes')}
        onSelectAll={() => setValue('eventTypes', [...WEBHOOK_EVENT_TYPES], { shouldValidate: true })}
      />
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? copy.addingEndpoint : copy.addEndpoint}
      </Button>
      {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
    </form>
  );
}

const EditSchema = CreateWebhookEndpointRequestSchema.pick({ description: true, eventTypes: true });
type EditInput = z.input<typeof EditSchema>;
type Edit = z.output<typeof EditSchema>;

/** The endpoint's description and event types; `onDone` when saved or left. */
export function EditEndpointForm({
  organisationId,
  endpoint,
  onDone,
}: {
  organisationId: string;
  endpoint: WebhookEndpoint;
  onDone: () => void;
}) {
  const update = useUpdateWebhookEndpoint(organisationId, endpoint.id);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<EditInput, unknown, Edit>({
    resolver: zodResolver(EditSchema),
    defaultValues: { description: endpoint.description ?? '', eventTypes: endpoint.eventTypes },
  });
  const submit = handleSubmit(({ description, eventTypes }) =>
    update.mutate({ description: description || null, eventTypes }, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={`${copy.edit} ${endpoint.url}`} className="flex flex-col gap-4">
      <Field label={copy.description} error={errors.description?.message} className="max-w-xl">
        <Input autoComplete="off" {...register('description')} />
      </Field>
      <CheckList
        legend={copy.eventTypes}
        options={eventOptions}
        error={errors.eventTypes?.message}
        register={register('eventTypes')}
        onSelectAll={() => setValue('eventTypes', [...WEBHOOK_EVENT_TYPES], { shouldValidate: true })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? copy.saving : copy.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
    </form>
  );
}
