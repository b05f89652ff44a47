/**
 * The built-in sandbox (architecture guide, "The sandbox"): offline stand-ins for the payment
 * and flight-data providers, built to their published contracts and mounted under `/sandbox`.
 * The production clients reach it over HTTP through their base-URL settings; nothing in the
 * booking or payment logic knows it is in test mode.
 */
import type { FastifyPluginAsync } from 'fastify';

export const sandboxRoutes: FastifyPluginAsync = async (_app) => {
  // Each provider's stand-in registers itself here.
};
