/**
 * The flight-status round (issue 18 §1, ADR 130): pg-boss's cron sends one `flight-status-round`
 * job a minute across every process; the round claims the flights that are due (every
 * FLIGHT_POLL_FAR_MINUTES from FLIGHT_POLL_HORIZON_HOURS (72 h) before the meeting time, every FLIGHT_POLL_NEAR_MINUTES from
 * 3 h before, until the service starts), so the intervals are settings and the minute is only
 * the clock that looks at them.
 */
import type { FastifyInstance } from 'fastify';
import { createFlightStatusSource } from '../flights/index';
import { type FlightFollowingDeps, runFlightStatusRound } from './flight-following.service';

const QUEUE = 'flight-status-round';
const EVERY_MINUTE = '* * * * *';

/** The deps a round runs with in this app: its database, jobs, status source and settings. */
export function flightFollowingDeps(app: FastifyInstance): FlightFollowingDeps {
  const { pollFarMinutes, pollNearMinutes, pollHorizonHours } = app.config.flightData;
  return {
    db: app.db,
    jobs: app.jobs,
    source: createFlightStatusSource(app.config, app.db),
    intervals: { farMinutes: pollFarMinutes, nearMinutes: pollNearMinutes, horizonHours: pollHorizonHours },
    log: app.log.child({ component: 'flight-following' }),
  };
}

/** Declares the queue and its every-minute schedule. */
export function registerFlightPolling(app: FastifyInstance): void {
  const deps = flightFollowingDeps(app);
  app.jobs.register(
    QUEUE,
    async () => {
      const round = await runFlightStatusRound(deps);
      if (round.asked > 0) app.log.info({ ...round, changes: round.changes.length }, 'flight status round');
    },
    // A round that fails is simply replaced by the next minute's.
    { policy: 'stately', retryLimit: 0, expireInSeconds: 120 },
  );
  app.jobs.schedule(QUEUE, { cron: EVERY_MINUTE, data: {} });
}
