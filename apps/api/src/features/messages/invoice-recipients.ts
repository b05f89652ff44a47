/**
 * Who hears about an organisation's invoices (issue 39 item 3), and the messages queued for them
 * from the messages subscriber: the billing e-mail goes to the billing address on a row of the
 * organisation's first owner (the outbox names a user per row); the overdue notice to every owner
 * and finance member, each once per invoice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationMembers } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { enqueueMessage } from './enqueue';

async function membersIn(tx: Executor, organisationId: string, roles: ('owner' | 'finance')[]) {
  const rows = await tx
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), inArray(organisationMembers.role, roles)))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId));
  return rows.map((r) => r.userId);
}

/** Queues the billing e-mail of an issued invoice. @returns false when the organisation has no owner or finance member. */
export async function enqueueInvoiceIssued(
  tx: Executor,
  jobs: JobRunner,
  invoice: { invoiceId: string; organisationId: string },
): Promise<boolean> {
  const [owner] = [
    ...(await membersIn(tx, invoice.organisationId, ['owner'])),
    ...(await membersIn(tx, invoice.organisationId, ['finance'])),
  ];
  if (!owner) return false;
  await enqueueMessage(tx, jobs, { kind: 'invoice-issued', userId: owner, key: invoice.invoiceId, payload: invoice });
  return true;
}

/** Queues the overdue notice to every owner and finance member. @returns how many were queued. */
export async function enqueueInvoiceOverdue(
  tx: Executor,
  jobs: JobRunner,
  invoice: { invoiceId: string; organisationId: string },
): Promise<number> {
  let queued = 0;
  for (const userId of await membersIn(tx, invoice.organisationId, ['owner', 'finance'])) {
    if (await enqueueMessage(tx, jobs, { kind: 'invoice-overdue', userId, key: invoice.invoiceId, payload: invoice }))
      queued += 1;
  }
  return queued;
}
