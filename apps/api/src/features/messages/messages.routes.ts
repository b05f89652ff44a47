/**
 * Routes of the messages feature: the PDF receipt of a paid booking (issue 16 §4) and the
 * e-mail preferences of Profile → Notifications (issue 16 §5). Registers the `send-message` job.
 */
import { BookingIdParamsSchema, NotificationPreferencesSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { emailChannel } from './channels/email.channel';
import { pushChannel } from './channels/push.channel';
import {
  findBookingFacts,
  findRecipient,
  findSettledPayment,
  readPreferences,
  savePreferences,
} from './messages.repository';
import { receiptNumber, renderReceiptPdf } from './receipt-pdf';
import { registerSendMessageJob } from './send-message.job';

const PreferencesEnvelope = successEnvelope(NotificationPreferencesSchema);

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSendMessageJob(app.jobs, {
    db: app.db,
    channels: {
      email: emailChannel({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }),
      push: pushChannel({
        db: app.db,
        vapid: app.config.push.vapid,
        publicUrl: app.config.publicUrl,
        timeoutMs: app.config.providerTimeoutMs,
      }),
    },
    log: app.log.child({ component: 'messages' }),
    // Tests wait for retries; production gives a failing relay time to recover.
    retryDelaySeconds: app.config.env === 'test' ? 1 : 3,
  });

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
        summary: 'E-mail preferences: reminders and marketing',
        security: bearerSecurity,
        response: { 200: PreferencesEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => {
      const prefs = await readPreferences(app.db, request.user.userId);
      if (!prefs) throw AppError.unauthorized();
      return ok({ data: prefs });
    },
  );

  app.put(
    '/users/me/notifications',
    {
      schema: {
        tags: ['users'],
        operationId: 'updateNotificationPreferences',
        summary: 'Save e-mail preferences (transactional e-mails always go)',
        security: bearerSecurity,
        body: NotificationPreferencesSchema,
        response: { 200: PreferencesEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => savePreferences(tx, request.user.userId, request.body));
      return ok({ message: 'Notification preferences saved.', data: request.body });
    },
  );
};
