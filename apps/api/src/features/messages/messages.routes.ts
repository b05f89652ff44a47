/**
 * Routes of the messages feature: the PDF receipt of a paid booking (issue 16 §4) and the
 * e-mail preferences of Profile → Notifications (issue 16 §5). Registers the `send-message` job.
 */
import { BookingIdParamsSchema, NotificationPreferencesSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twilioTexts } from '../../integrations/texts/twilio-texts';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { emailChannel } from './channels/email.channel';
import { pushChannel } from './channels/push.channel';
import { textChannel } from './channels/text.channel';
import { registerMessagesSubscriber } from './event-subscriber';
import {
  findBookingFacts,
  findRecipient,
  findSettledPayment,
  readPreferences,
  savePreferences,
} from './messages.repository';
import { readChannelChoices, saveChannelChoices } from './preferences';
import { receiptNumber, renderReceiptPdf } from './receipt-pdf';
import { registerSendMessageJob } from './send-message.job';

const PreferencesEnvelope = successEnvelope(NotificationPreferencesSchema);

export const messagesRoutes: FastifyPluginAsyncZod = namedPlugin('messagesRoutes', async (app) => {
  const { texts, testMode, publicUrl, providerTimeoutMs } = app.config;
  // The lead passenger's pass links (issue 36 item 1).
  const { passes } = app;
  // Texts go through Twilio, or its stand-in in test mode; never nowhere in production.
  const textDeps =
    !texts.sandbox || testMode
      ? { db: app.db, provider: twilioTexts(texts, providerTimeoutMs), texts, publicUrl, passes }
      : null;
  registerSendMessageJob(app.jobs, {
    db: app.db,
    channels: {
      email: emailChannel({ db: app.db, mailer: app.mailer, publicUrl, passes, invitations: app.invitations }),
      push: pushChannel({
        db: app.db,
        vapid: app.config.push.vapid,
        publicUrl: app.config.publicUrl,
        timeoutMs: app.config.providerTimeoutMs,
      }),
      ...(textDeps ? { sms: textChannel('sms', textDeps), whatsapp: textChannel('whatsapp', textDeps) } : {}),
    },
    log: app.log.child({ component: 'messages' }),
    // Tests wait for retries; production gives a failing relay time to recover.
    retryDelaySeconds: app.config.env === 'test' ? 1 : 3,
  });

  registerMessagesSubscriber(app);

  // Every messages route needs a signed-in caller: authenticated once for this plugin's scope.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/bookings/:id/receipt.pdf',
    {
      schema: {
        tags: ['bookings'],
        operationId: 'getBookingReceiptPdf',
        summary: 'The PDF receipt of a paid booking (owner only)',
        security: bearerSecurity,
        params: BookingIdParamsSchema,
        response: { 200: mediaAnswer('The receipt', ['application/pdf']), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await findBookingFacts(app.db, request.params.id);
      // Not the caller's own: 404, so an id reveals nothing about other people's bookings.
      if (!booking || booking.userId !== request.user.userId) throw AppError.notFound();
      if (booking.paymentStatus !== 'paid' && booking.paymentStatus !== 'refunded') {
        throw AppError.conflict('This booking is not paid yet, so it has no receipt.');
      }
      const customer = await findRecipient(app.db, booking.userId);
      if (!customer) throw AppError.notFound();
      const pdf = await renderReceiptPdf(booking, await findSettledPayment(app.db, booking.id), customer);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptNumber(booking.reference)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/users/me/notifications',
    {
      schema: {
        tags: ['users'],
        operationId: 'getNotificationPreferences',
        summary: 'Notification preferences: reminder and marketing e-mails, and texts per message and channel',
        security: bearerSecurity,
        response: { 200: PreferencesEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => {
      const prefs = await readPreferences(app.db, request.user.userId);
      if (!prefs) throw AppError.unauthorized();
      return ok({ data: { ...prefs, channels: await readChannelChoices(app.db, request.user.userId) } });
    },
  );

  app.put(
    '/users/me/notifications',
    {
      schema: {
        tags: ['users'],
        operationId: 'updateNotificationPreferences',
        summary:
          'Save notification preferences (transactional e-mails always go; `channels` left out keeps the saved choices)',
        security: bearerSecurity,
        body: NotificationPreferencesSchema,
        response: { 200: PreferencesEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { channels, ...emails } = request.body;
      const userId = request.user.userId;
      await app.db.transaction(async (tx) => {
        await savePreferences(tx, userId, emails);
        if (channels) await saveChannelChoices(tx, userId, channels);
      });
      return ok({
        message: 'Notification preferences saved.',
        data: { ...emails, channels: await readChannelChoices(app.db, userId) },
      });
    },
  );
});
