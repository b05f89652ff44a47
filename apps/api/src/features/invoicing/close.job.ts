/**
 * The monthly close as a job (issue 39 item 3): `close-invoices` runs at 06:00 Lagos time on the
 * 1st of each month and closes the month before (close.ts). An organisation whose invoice failed
 * fails the job, which pg-boss retries with back-off; the retry skips what was issued.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { closeMonth } from './close';
import { previousLagosMonth } from './invoice-month';

const QUEUE = 'close-invoices';
/** 06:00 on the 1st of each month, Lagos time. */
const MONTHLY = '0 6 1 * *';

/** Declares the queue and its monthly schedule. `now` is the clock (tests inject one). */
export function registerCloseJob(deps: {
  db: Db;
  jobs: JobRunner;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  deps.jobs.register(
    QUEUE,
    async (job) => {
      const at = now();
      const result = await closeMonth(deps, { month: job.data.month ?? previousLagosMonth(at), now: at });
      deps.log.info(
        { month: result.month, issued: result.issued.length, failed: result.failed.length },
        'month closed',
      );
      if (result.failed.length > 0) throw new Error(`${result.failed.length} invoices failed; retrying`);
    },
    { policy: 'stately', retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 900 },
  );
  deps.jobs.schedule(QUEUE, { cron: MONTHLY, data: {} });
}
