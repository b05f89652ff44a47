/**
 * Invitations (issue 39 item 1), owner and admin: invite one person by e-mail with a role, and the
 * pending invitations with their expiry, each of which can be revoked.
 */
import {
  INVITATION_VALID_DAYS,
  type InvitationRequest,
  InvitationRequestSchema,
  type OrganisationRole,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import { useInvitations, useInvite, useRevokeInvitation } from '../api/members-api';
import { roleHints, roleLabels } from '../copy';
import { useOrganisationContext } from '../organisation-context';
import { assignableRoles } from '../organisation-tabs';

export function InviteForm() {
  const organisation = useOrganisationContext();
  const invite = useInvite(organisation.id);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof InvitationRequestSchema>, unknown, InvitationRequest>({
    resolver: zodResolver(InvitationRequestSchema),
    defaultValues: { email: '', role: 'arranger' },
  });
  const role = watch('role') as OrganisationRole;
  const submit = handleSubmit((request) =>
    invite.mutate(request, { onSuccess: () => reset({ email: '', role: request.role }) }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="Role" hint={roleHints[role]}>
        <Select {...register('role')}>
          {assignableRoles(organisation.role).map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
      {invite.isError ? (
        <Alert tone="error" className="sm:col-span-3">
          {invite.error.message}
        </Alert>
      ) : null}
      {invite.isSuccess ? (
        <Alert tone="success" className="sm:col-span-3">
          {`Invitation sent. The link works for ${INVITATION_VALID_DAYS} days.`}
        </Alert>
      ) : null}
    </form>
  );
}

export function PendingInvitations() {
  const organisation = useOrganisationContext();
  const invitations = useInvitations(organisation.id);
  const revoke = useRevokeInvitation(organisation.id);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-bold text-slate-900">Pending invitations</h2>
      {invitations.isPending ? <Spinner label="Loading invitations..." className="py-4" /> : null}
      {invitations.isError ? <Alert tone="error">{invitations.error.message}</Alert> : null}
      {revoke.isError ? <Alert tone="error">{revoke.error.message}</Alert> : null}
      {invitations.data?.length === 0 ? <p className="text-slate-700">No invitations waiting.</p> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-100">
          {invitations.data.map((inv) => (
            <li key={inv.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-slate-900">{inv.email}</p>
                <p className="text-sm text-slate-700">
                  {roleLabels[inv.role]} · expires {formatWat(inv.expiresAt)}
                </p>
              </div>
              <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(inv.id)}>
                Revoke
                <span className="sr-only">{` the invitation of ${inv.email}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
