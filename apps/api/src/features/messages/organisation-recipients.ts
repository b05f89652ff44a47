/**
 * Who hears about an organisation (issue 39 items 1 and 5), queued from the messages subscriber.
 * The invitation goes to the invited address, which may have no account: the outbox names a user
 * per row, so the row names the invited address's account when there is one, else the member who
 * sent the invitation; the composer addresses it to the invitation's e-mail either way (the
 * smallest change that needs no new outbox column). Approval and suspension go to each owner; a
 * disabled webhook endpoint to each owner and admin.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationMembers, users } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { invitationFacts, organisationOwnerIds } from '../organisations/index';
import { enqueueMessage } from './enqueue';

/** Queues the invitation e-mail, once per invitation. @returns false when nobody can carry the row. */
export async function enqueueInvitationMail(
  tx: Executor,
  jobs: JobRunner,
  invitation: { invitationId: string },
): Promise<boolean> {
  const facts = await invitationFacts(tx, invitation.invitationId);
  if (!facts) return false;
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${facts.email} and ${users.deletedAt} is null`)
    .limit(1);
  const userId = account?.id ?? facts.invitedByUserId;
  if (!userId) return false;
  await enqueueMessage(tx, jobs, {
    kind: 'organisation-invitation',
    userId,
    key: facts.id,
    payload: { invitationId: facts.id },
  });
  return true;
}

/**
 * Queues the approval (also on reinstatement) or suspension e-mail to every owner, keyed by the
 * event so each change is told once. Other moves send nothing.
 */
export async function enqueueOrganisationStatusMail(
  tx: Executor,
  jobs: JobRunner,
  change: { organisationId: string; eventId: number; from: string; to: string },
): Promise<number> {
  const kind =
    change.to === 'approved' ? 'organisation-approved' : change.to === 'suspended' ? 'organisation-suspended' : null;
  if (!kind) return 0;
  const owners = await organisationOwnerIds(tx, change.organisationId);
  for (const userId of owners) {
    await enqueueMessage(tx, jobs, {
      kind,
      userId,
      key: String(change.eventId),
      payload: { organisationId: change.organisationId, from: change.from, to: change.to },
    });
  }
  return owners.length;
}

/**
 * Queues the notice that a webhook endpoint was disabled after failing for 3 days (issue 40 item 4)
 * to every owner and admin of its organisation, keyed by the event so each disabling is told once.
 * @returns how many were queued.
 */
export async function enqueueEndpointDisabledMail(
  tx: Executor,
  jobs: JobRunner,
  disabled: { organisationId: string; endpointId: string; url: string; eventId: number },
): Promise<number> {
  const managers = await tx
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, disabled.organisationId),
        inArray(organisationMembers.role, ['owner', 'admin']),
      ),
    )
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId));
  const { organisationId, endpointId, url } = disabled;
  for (const { userId } of managers) {
    await enqueueMessage(tx, jobs, {
      kind: 'webhook-endpoint-disabled',
      userId,
      key: String(disabled.eventId),
      payload: { organisationId, endpointId, url },
    });
  }
  return managers.length;
}
