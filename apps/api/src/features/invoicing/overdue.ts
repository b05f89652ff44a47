/**
 * Overdue invoices (issue 39 item 3: "more than 7 days overdue: the organisation books by card
 * only until it has paid, and its owner and finance members are told"). Once a day the
 * `invoice-overdue-round` job (07:00 Lagos time) finds each invoice still `issued` more than
 * OVERDUE_CARD_ONLY_DAYS past its due date and not yet noticed, marks `overdue_notice_at` and
 * records `invoice.overdue` in the same transaction: the messages feature e-mails the owners and
 * finance members, once per invoice. Booking reads "overdue" itself (bookings, at booking time).
 */
import { OVERDUE_CARD_ONLY_DAYS } from '@fasttrack/contracts';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';

const QUEUE = 'invoice-overdue-round';
/** 07:00 every day, Lagos time: after the close on the 1st. */
const DAILY = '0 7 * * *';
const DAY_MS = 86_400_000;

/** The instant before which an unpaid invoice's due date makes it overdue at `now`. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - OVERDUE_CARD_ONLY_DAYS * DAY_MS);

/**
 * Notices every invoice overdue at `now` that was not noticed yet, each in its own transaction.
 * @returns how many were noticed (0 when run again).
 */
export async function noticeOverdueInvoices(deps: { db: Db; jobs: JobRunner }, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'issued'), isNull(invoices.overdueNoticeAt), lt(invoices.dueAt, overdueBefore(now))))
    .orderBy(asc(invoices.dueAt));
  let noticed = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      // Paid, or noticed by another run, since the read: the update finds nothing.
      const [row] = await tx
        .update(invoices)
        .set({ overdueNoticeAt: now })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'issued'), isNull(invoices.overdueNoticeAt)))
        .returning({ organisationId: invoices.organisationId, number: invoices.number });
      if (!row) return;
      await recordDomainEvent(tx, deps.jobs, {
        type: 'invoice.overdue',
        aggregateId: id,
        payload: { organisationId: row.organisationId, number: row.number },
        actor: { userId: null, role: 'system' },
        at: now,
      });
      noticed += 1;
    });
  }
  return noticed;
}

/** Declares the queue and its daily schedule. `now` is the clock (tests inject one). */
export function registerOverdueJob(deps: {
  db: Db;
  jobs: JobRunner;
  log: { info: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  deps.jobs.register(
    QUEUE,
    async () => {
      deps.log.info({ noticed: await noticeOverdueInvoices(deps, now()) }, 'overdue invoices noticed');
    },
    { policy: 'stately', retryLimit: 3 },
  );
  deps.jobs.schedule(QUEUE, { cron: DAILY, data: {} });
}
