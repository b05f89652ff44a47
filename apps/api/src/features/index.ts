/**
 * Registers every feature's routes under `/api`. Each feature is a vertical slice in its
 * own folder (routes -> service -> repository) whose index.ts is all that other features may
 * import. Routes are taken from each feature's route modules here, and from no index: a feature
 * that needs another's service then never loads that feature's routes, which keeps the module
 * graph free of cycles (checked by `npm run lint`, .dependency-cruiser.cjs).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../lib/named-plugin';
import { partnerKeySecuritySchemes } from '../lib/route-schemas';
import { airportsRoutes } from './airports/airports.routes';
import { authRoutes } from './auth/auth.routes';
import { socialSignInSecuritySchemes } from './auth/social/social.routes';
import { canSee } from './bookings/booking-access';
import { bookingAvailabilityRoutes } from './bookings/booking-availability.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { organisationBookingsRoutes } from './bookings/organisation-bookings.routes';
import { quoteRoutes } from './bookings/quote.routes';
import { callsRoutes } from './calls/calls.routes';
import { configRoutes } from './config/config.routes';
import { creditsRoutes } from './credits/credits.routes';
import { extrasRoutes } from './extras/extras.routes';
import { flightsRoutes } from './flights/flights.routes';
import { healthRoutes } from './health/health.routes';
import { invoicePaymentRoutes } from './invoicing/invoice-payment.routes';
import { invoicingRoutes } from './invoicing/invoicing.routes';
import { leadsRoutes } from './leads/leads.routes';
import { liveRoutes } from './live/live.routes';
import { streamSecuritySchemes } from './live/stream.routes';
import { messagesRoutes } from './messages/messages.routes';
import { phoneRoutes, textsSecuritySchemes, textsWebhookRoutes } from './messages/texts.routes';
import { recordStaffAudit } from './operations/index';
import { organisationsRoutes } from './organisations/organisations.routes';
import { apiKeysRoutes } from './partners/api-keys.routes';
import { partnerRoutes } from './partners/partner.routes';
import { partnerBookingsRoutes } from './partners/partner-bookings.routes';
import { settleOnAccount } from './payments/index';
import { paymentsRoutes } from './payments/payments.routes';
import { webhookSecuritySchemes } from './payments/webhooks.routes';
import { extrasAdminRoutes } from './pricing/extras-admin.routes';
import { priceListsRoutes } from './pricing/price-lists.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { pushRoutes } from './push/push.routes';
import { reportsRoutes } from './reports/reports.routes';
import { assignmentsRoutes } from './staff/assignments.routes';
import { staffOnly } from './staff/index';
import { meetingPointsRoutes } from './staff/meeting-points.routes';
import { staffRoutes } from './staff/staff.routes';
import { profileImageRoutes } from './users/profile-images.routes';
import { webhookEndpointsRoutes } from './webhooks/endpoints.routes';
import { openapiWebhooks } from './webhooks/openapi-webhooks';
import { partnerWebhookEndpointsRoutes } from './webhooks/partner-endpoints.routes';

/**
 * The credentials the API's routes accept besides the bearer token, for its OpenAPI document
 * (which lists those that the routes of the running configuration name: plugins/docs.ts).
 */
export const apiSecuritySchemes = {
  ...webhookSecuritySchemes,
  ...streamSecuritySchemes,
  ...socialSignInSecuritySchemes,
  ...textsSecuritySchemes,
  ...partnerKeySecuritySchemes,
};

/** What the API sends to partners' webhook endpoints, for the OpenAPI 3.1 `webhooks` section (issue 40 item 5). */
export const apiWebhooks = openapiWebhooks();

export const apiRoutes: FastifyPluginAsync = namedPlugin('apiRoutes', async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(bookingAvailabilityRoutes);
  await app.register(quoteRoutes);
  await app.register(bookingsRoutes);
  // Bookings does not import payments: the app hands it the on-account settlement (ADR 363).
  await app.register(organisationBookingsRoutes, { settleOnAccount });
  await app.register(authRoutes);
  await app.register(profileImageRoutes);
  await app.register(paymentsRoutes);
  await app.register(flightsRoutes);
  await app.register(pricingRoutes);
  await app.register(leadsRoutes);
  await app.register(staffRoutes);
  await app.register(assignmentsRoutes);
  // Airports sit below staff and operations, which read them: the app hands them the role check and the audit writer.
  await app.register(airportsRoutes, { staffOnly, recordAudit: recordStaffAudit });
  await app.register(priceListsRoutes, { staffOnly, recordAudit: recordStaffAudit });
  await app.register(extrasAdminRoutes, { staffOnly, recordAudit: recordStaffAudit });
  await app.register(meetingPointsRoutes);
  // Add-on lines after the sale (issue 41 item 4): the app hands them the role check, the audit writer and the bookings' read rule.
  await app.register(extrasRoutes, { staffOnly, recordAudit: recordStaffAudit, canSee });
  await app.register(messagesRoutes);
  await app.register(pushRoutes);
  await app.register(textsWebhookRoutes);
  await app.register(phoneRoutes);
  await app.register(liveRoutes);
  await app.register(callsRoutes);
  await app.register(privacyRoutes);
  await app.register(creditsRoutes);
  await app.register(reportsRoutes);
  // Organisations and invoicing do not import staff: the app hands them the admins' check (ADR 363's order).
  const adminOnly = (scope: FastifyInstance) => staffOnly(scope, 'admin');
  await app.register(organisationsRoutes, { adminOnly });
  await app.register(invoicePaymentRoutes);
  await app.register(invoicingRoutes, { adminOnly });
  // Partners (issue 40): keys made by an organisation's admins, and the routes a key calls.
  await app.register(apiKeysRoutes);
  await app.register(partnerRoutes);
  await app.register(partnerBookingsRoutes, { settleOnAccount });
  await app.register(webhookEndpointsRoutes);
  await app.register(partnerWebhookEndpointsRoutes);
});
