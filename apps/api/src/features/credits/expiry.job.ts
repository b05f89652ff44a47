/**
 * Expiry of earned credits (issue 27 §2): once a day (01:15 Lagos time) the `expire-credits` job
 * writes an `expire` entry for each earning past its expiry, for what is left of it, and
 * enqueues the warning e-mail for earnings that expire within CREDIT_EXPIRY_WARNING_DAYS (once
 * per earning, through the outbox). Each earning is handled in its own transaction under the
 * account's lock; running it twice changes nothing (one expiry per earning, one e-mail per key).
 */
import { CREDIT_EXPIRY_WARNING_DAYS } from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { enqueueMessage } from '../messages/index';
import { accountEntries, dueEarnings, earningsExpiringBy, insertEntry, lockCreditAccount } from './credits.repository';
import { remainingByEarning } from './lots';

const QUEUE = 'expire-credits';
/** 01:15 every day, Lagos time. */
const DAILY = '15 1 * * *';
const DAY_MS = 86_400_000;

async function remainingOf(tx: Parameters<typeof accountEntries>[0], userId: string, entryId: string) {
  const rows = await accountEntries(tx, userId);
  return remainingByEarning(rows.map((r) => r.entry)).get(entryId) ?? 0;
}

/**
 * Expires what is due at `now` and warns about what expires within 30 days.
 * @returns how many earnings expired (with something left) and how many warnings were enqueued.
 */
export async function expireCredits(deps: { db: Db; jobs: JobRunner }, now = new Date()) {
  let expired = 0;
  let warned = 0;
  for (const due of await dueEarnings(deps.db, now)) {
    await deps.db.transaction(async (tx) => {
      await lockCreditAccount(tx, due.userId);
      const left = await remainingOf(tx, due.userId, due.id);
      // An earning used up before its expiry still gets its (zero) expiry, so it is done with.
      const row = await insertEntry(tx, {
        userId: due.userId,
        kind: 'expire',
        amountUsdCents: -left,
        sourceEntryId: due.id,
        cause: 'expiry',
        createdAt: now,
      });
      if (row && left > 0) expired += 1;
    });
  }
  const until = new Date(now.getTime() + CREDIT_EXPIRY_WARNING_DAYS * DAY_MS);
  for (const soon of await earningsExpiringBy(deps.db, now, until)) {
    await deps.db.transaction(async (tx) => {
      const left = await remainingOf(tx, soon.userId, soon.id);
      if (left <= 0 || !soon.expiresAt) return;
      const id = await enqueueMessage(tx, deps.jobs, {
        kind: 'credits-expiring',
        userId: soon.userId,
        key: soon.id,
        payload: { amountUsdCents: left, expiresAt: soon.expiresAt.toISOString() },
      });
      if (id) warned += 1;
    });
  }
  return { expired, warned };
}

/** Declares the queue and its daily schedule. */
export function registerCreditExpiryJob(deps: {
  db: Db;
  jobs: JobRunner;
  log: { info: (o: object, m: string) => void };
}) {
  deps.jobs.register(
    QUEUE,
    async () => {
      deps.log.info(await expireCredits(deps), 'credits expired');
    },
    { policy: 'stately', retryLimit: 3 },
  );
  deps.jobs.schedule(QUEUE, { cron: DAILY, data: {} });
}
