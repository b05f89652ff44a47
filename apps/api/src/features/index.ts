/**
 * Registers every feature's routes under `/api`. Each feature is a vertical slice in its
 * own folder (routes -> service -> repository); features call each other's services only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
