/**
 * Members (issue 39 item 1), owner and admin: who belongs and in which role (change it, remove
 * someone), invitations by e-mail with a role, bulk invitations from a CSV file `email,role`,
 * and the pending invitations, which can be revoked. Only an owner may make someone an owner;
 * the API keeps the last owner.
 */
import { formatLagos, type OrganisationMember, type OrganisationRole } from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useChangeMemberRole, useImportInvitations, useMembers, useRemoveMember } from '../api/members-api';
import { roleLabels } from '../copy';
import { useOrganisationContext } from '../organisation-context';
import { assignableRoles } from '../organisation-tabs';
import { CsvImportForm, ImportResults } from './csv-import';
import { invitationImportView } from './import-views';
import { InviteForm, PendingInvitations } from './invitations';

export const INVITATION_CSV_HEADER = 'email,role';

export function MembersTab() {
  const organisation = useOrganisationContext();
  const members = useMembers(organisation.id);
  const importing = useImportInvitations(organisation.id);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-lg font-bold text-slate-900">
          Members
        </h2>
        {members.isPending ? <Spinner label="Loading members..." className="py-6" /> : null}
        {members.isError ? <Alert tone="error">{members.error.message}</Alert> : null}
        {members.data ? <MemberList members={members.data} /> : null}
      </section>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Invite someone</h2>
        <InviteForm />
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Invite from a CSV file</h2>
        <p className="text-sm text-slate-700">
          One person per row: their e-mail and a role (owner, admin, arranger, finance or traveller).
        </p>
        <CsvImportForm
          header={INVITATION_CSV_HEADER}
          action="Send invitations"
          pending={importing.isPending}
          error={importing.error?.message}
          onImport={(csv) => importing.mutate(csv)}
        />
        {importing.data ? <ImportResults {...invitationImportView(importing.data)} /> : null}
      </Card>

      <PendingInvitations />
    </div>
  );
}

function MemberList({ members }: { members: OrganisationMember[] }) {
  const organisation = useOrganisationContext();
  const changeRole = useChangeMemberRole(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const [confirming, setConfirming] = useState<string | null>(null);
  const roles = assignableRoles(organisation.role);
  const error = changeRole.error ?? remove.error;
  return (
    <>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {members.map((m) => {
          const name = `${m.firstName} ${m.lastName}`;
          // A non-owner cannot change or remove an owner (the API refuses it too).
          const locked = m.role === 'owner' && organisation.role !== 'owner';
          return (
            <li key={m.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm break-all text-slate-700">{m.email}</p>
                <p className="text-xs text-slate-600">Joined {formatLagos(m.joinedAt, 'd MMM yyyy')}</p>
              </div>
              <div className="shrink-0 sm:w-44">
                <Select
                  aria-label={`Role of ${name}`}
                  value={m.role}
                  disabled={locked || changeRole.isPending}
                  onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value as OrganisationRole })}
                >
                  {(locked ? [m.role] : roles.includes(m.role) ? roles : [m.role, ...roles]).map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </Select>
              </div>
              {confirming === m.userId ? (
                <div className="flex gap-2">
                  <Button
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(m.userId, { onSettled: () => setConfirming(null) })}
                  >
                    {`Remove ${m.firstName}`}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </div>
              ) : (
                <Button variant="outline" disabled={locked} onClick={() => setConfirming(m.userId)}>
                  Remove
                  <span className="sr-only">{` ${name}`}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
