/**
 * Registers every feature's routes under `/api`. Each feature is a vertical slice in its
 * own folder (routes -> service -> repository); features call each other's services only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { flightsRoutes } from './flights/flights.routes';
import { healthRoutes } from './health/health.routes';
import { leadsRoutes } from './leads/leads.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { profileImageRoutes } from './users/profile-images.routes';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(bookingsRoutes);
  await app.register(authRoutes);
  await app.register(profileImageRoutes);
  await app.register(paymentsRoutes);
  await app.register(flightsRoutes);
  await app.register(pricingRoutes);
  await app.register(leadsRoutes);
};
