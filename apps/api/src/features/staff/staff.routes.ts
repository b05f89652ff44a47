/**
 * Every staff route (issue 15 §2, §3, §7), in plugin scopes that each check the role once with
 * `staffOnly`, and the demo roster job of test mode.
 */
import type { FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../../lib/named-plugin';
import { boardRoutes } from './board.routes';
import { registerDemoRosterJob } from './demo-roster.job';
import { officerRoutes } from './officers.routes';
import { shiftRoutes } from './shifts.routes';
import { staffAccountRoutes } from './staff-accounts.routes';

export const staffRoutes: FastifyPluginAsync = namedPlugin('staffRoutes', async (app) => {
  registerDemoRosterJob(app);
  await app.register(staffAccountRoutes);
  await app.register(officerRoutes);
  await app.register(shiftRoutes);
  await app.register(boardRoutes);
});
