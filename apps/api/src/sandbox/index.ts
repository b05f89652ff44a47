/**
 * The built-in sandbox (architecture guide, "The sandbox"): offline stand-ins for the payment
 * and flight-data providers, built to their published contracts and mounted under `/sandbox`.
 * The production clients reach it over HTTP through their base-URL settings; nothing in the
 * booking or payment logic knows it is in test mode.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors';
import { namedPlugin } from '../lib/named-plugin';
import { aeroDataBoxSandbox } from './flight-data/aerodatabox.sandbox';
import { flightStatusSwitch } from './flight-data/flight-status-switch';
import { mailSandbox } from './mail/index';
import { facebookSandbox, googleSandbox } from './oauth/index';
import { answerUnknownRoutes, envelopeError } from './openapi';
import { paystackSandbox } from './paystack/index';
import { stripeSandbox } from './stripe/index';
import { textsSandbox } from './texts/index';
import { twilioSandbox } from './twilio/index';
import { webhooksSandbox } from './webhooks/index';

/**
 * Mounts the stand-in of each provider that runs in test mode. A provider configured with its
 * real keys and URL gets no stand-in, so live payments can run next to the embedded flight
 * schedule; a stand-in that finds live keys pointed at it refuses to start.
 */
export { standInSecuritySchemes } from './openapi';

export const sandboxRoutes: FastifyPluginAsync = namedPlugin('sandboxRoutes', async (app) => {
  const { paystack, stripe, flightData } = app.config;
  // Form bodies (the checkout page's forms, and the Stripe SDK, which form-encodes its
  // parameters) are parsed in the sandbox's scope only; keys stay flat: `metadata[bookingId]`.
  await app.register(formbody);
  answerUnknownRoutes(app, envelopeError);
  // The product's own requests reach these stand-ins through this process's listener, so a close
  // keeps it open for the requests in flight (plugins/graceful-close.ts, ADR 310).
  app.shutdownState.ownProviders =
    paystack.sandbox || stripe.sandbox || flightData.sandbox || (app.config.testMode && app.config.texts.sandbox);
  if (flightData.sandbox) await app.register(aeroDataBoxSandbox, { prefix: '/aerodatabox' });
  if (flightData.sandbox) await app.register(flightStatusSwitch, { prefix: '/flights' });
  if (paystack.sandbox) await app.register(paystackSandbox, { prefix: '/paystack' });
  if (stripe.sandbox) await app.register(stripeSandbox, { prefix: '/stripe' });
  // Social sign-in stand-ins: config.ts lets only test mode point a provider here.
  if (app.config.oauth.google?.sandbox) await app.register(googleSandbox, { prefix: '/google' });
  if (app.config.oauth.facebook?.sandbox) await app.register(facebookSandbox, { prefix: '/facebook' });
  // Caught mail holds password-reset links: readable only in test mode, with the catcher in use.
  if (app.config.testMode && !app.config.mail.smtpUrl) await app.register(mailSandbox, { prefix: '/mail' });
  // The webhook inbox (issue 40 item 4): a receiving URL for a tester's endpoint, under the mail's rule.
  if (app.config.testMode) await app.register(webhooksSandbox, { prefix: '/webhooks' });
  // Texts (issue 28 §1): the Twilio stand-in and its mailbox, in test mode with no TWILIO_* keys.
  if (app.config.testMode && app.config.texts.sandbox) {
    await app.register(twilioSandbox, { prefix: '/twilio' });
    await app.register(textsSandbox, { prefix: '/texts' });
  }
  // A provider with live keys has no stand-in and so no fault switches: say so in the §8 envelope.
  for (const [name, live] of [
    ['paystack', !paystack.sandbox],
    ['stripe', !stripe.sandbox],
  ] as const) {
    if (live)
      app.all(`/${name}/_faults`, async () => {
        throw AppError.notFound();
      });
  }
});
