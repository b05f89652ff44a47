/**
 * Every route of the live service (issue 17): the stream and its tickets, the officer's service
 * controls, the traveller's view of the service, the lead passenger's pass (issue 36 item 1), the
 * masked chat and the rating; and the round
 * that cancels and refunds a service our officer never checked in for (issue 26 §2).
 */
import type { FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../../lib/named-plugin';
import { resolveJwtSecret } from '../auth/index';
import { registerLiveSubscriber } from './event-subscriber';
import { createLiveHub } from './live-hub';
import { registerMissedServiceRound } from './missed-service.job';
import { passRoutes } from './pass.routes';
import { serviceRoutes } from './service.routes';
import { streamRoutes } from './stream.routes';
import { createTicketSigner } from './stream-tickets';
import { travellerRoutes } from './traveller.routes';

export const liveRoutes: FastifyPluginAsync = namedPlugin('liveRoutes', async (app) => {
  registerMissedServiceRound(app);
  registerLiveSubscriber(app);
  const hub = await createLiveHub(app);
  const tickets = createTicketSigner(resolveJwtSecret(app.config.jwtSecret, app.config.dataDir));
  await app.register(streamRoutes(hub, tickets));
  await app.register(serviceRoutes);
  await app.register(travellerRoutes);
  await app.register(passRoutes);
});
