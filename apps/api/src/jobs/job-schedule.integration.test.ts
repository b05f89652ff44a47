/**
 * Scheduled jobs (job runner `schedule`): a queue declared with a cron schedule is sent its job
 * by pg-boss's timekeeper in a worker process, and the schedule is one row per queue.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

declare module './queues' {
  interface JobPayloads {
    'test-every-minute': { value: string };
  }
}

describe('scheduled jobs', () => {
  let t: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { JOB_WORKERS: 'true' },
      {
        extend: (app) => {
          app.jobs.register('test-every-minute', async (job) => {
            seen.push(job.data.value);
          });
          // Every minute: the previous tick is always less than a minute ago, so the timekeeper
          // sends it as soon as it starts.
          app.jobs.schedule('test-every-minute', { cron: '* * * * *', data: { value: 'tick' }, tz: 'Africa/Lagos' });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('runs the scheduled job without anyone enqueueing it', async () => {
    // The timekeeper's first look comes before the schedule is written: its second one (the test
    // interval in jobs.plugin.ts) finds it, and the timekeeper's worker then sends the job.
    await vi.waitFor(() => expect(seen).toContain('tick'), { timeout: 30_000, interval: 200 });
  }, 45_000);

  it('keeps one schedule row per queue, in the declared time zone', async () => {
    const { rows } = await t.app.database.executeSql(
      "select name, cron, timezone from pgboss.schedule where name = 'test-every-minute'",
    );
    expect(rows).toEqual([{ name: 'test-every-minute', cron: '* * * * *', timezone: 'Africa/Lagos' }]);
  });

  it('refuses a schedule declared after the runner started', () => {
    expect(() =>
      t.app.jobs.schedule('test-every-minute', { cron: '* * * * *', data: { value: 'late' }, tz: 'UTC' }),
    ).toThrow(/after the runner started/);
  });
});
