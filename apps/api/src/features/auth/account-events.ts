/**
 * What auth records when an account is made (issue 38 items 2 and 6; ADR 360): the domain event
 * `account.registered`, in the transaction that creates the account, whether by e-mail and
 * password or by a social sign-in. The welcome e-mail is the messages subscriber's
 * (messages/event-subscriber.ts), so auth never imports messages.
 */
import type { Role } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';

/** Records `account.registered` for `user`, who made their own account. */
export async function recordAccountRegistered(
  tx: Executor,
  jobs: JobRunner,
  user: { id: string; role: Role },
): Promise<void> {
  await recordDomainEvent(tx, jobs, {
    type: 'account.registered',
    aggregateId: user.id,
    payload: {},
    actor: { userId: user.id, role: user.role },
  });
}
