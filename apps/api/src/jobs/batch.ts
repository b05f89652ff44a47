/**
 * A batch of jobs worked side by side (ADR 366): pg-boss hands a worker up to `batchSize` jobs and
 * completes the batch whole when its handler returns, but only the jobs still active; so a job
 * that throws is failed here on its own first and keeps its own retries, while the rest complete.
 */

/**
 * Runs `work` on every job at once; for each that throws, awaits `fail(job, message)`.
 * @returns when every job has settled and every failure is recorded.
 */
export async function runSideBySide<J>(
  jobs: readonly J[],
  work: (job: J) => Promise<void>,
  fail: (job: J, message: string) => Promise<unknown>,
): Promise<void> {
  const results = await Promise.allSettled(jobs.map(work));
  for (const [i, result] of results.entries()) {
    const job = jobs[i];
    if (result.status === 'rejected' && job !== undefined) {
      const err = result.reason as Error | undefined;
      await fail(job, err?.message ?? String(err));
    }
  }
}
