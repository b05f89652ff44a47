/**
 * Registers every feature's routes under `/api`. Each feature is a vertical slice in its
 * own folder (routes -> service -> repository) whose index.ts is all that others may import.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index';
import { bookingAvailabilityRoutes, bookingsRoutes } from './bookings/index';
import { configRoutes } from './config/index';
import { flightsRoutes } from './flights/index';
import { healthRoutes } from './health/index';
import { leadsRoutes } from './leads/index';
import { liveRoutes } from './live/index';
import { messagesRoutes } from './messages/index';
import { paymentsRoutes } from './payments/index';
import { pricingRoutes } from './pricing/index';
import { privacyRoutes } from './privacy/index';
import { assignmentsRoutes, staffRoutes } from './staff/index';
import { profileImageRoutes } from './users/index';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(bookingAvailabilityRoutes);
  await app.register(bookingsRoutes);
  await app.register(authRoutes);
  await app.register(profileImageRoutes);
  await app.register(paymentsRoutes);
  await app.register(flightsRoutes);
  await app.register(pricingRoutes);
  await app.register(leadsRoutes);
  await app.register(staffRoutes);
  await app.register(assignmentsRoutes);
  await app.register(messagesRoutes);
  await app.register(liveRoutes);
  await app.register(privacyRoutes);
};
