/**
 * The `mail` plugin: decorates `app.mailer`. With SMTP_URL it sends there; without, it starts
 * the embedded SMTP catcher on loopback (sandbox/mail) and sends to it, so the product never
 * needs a mail server to run, yet every message crosses SMTP (issue 16 §1).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startSmtpCatcher } from '../../sandbox/mail/smtp-catcher';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail; see integrations/mail/mailer.ts. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    let url = app.config.mail.smtpUrl;
    if (!url) {
      const catcher = await startSmtpCatcher(app.db, app.log.child({ component: 'smtp-catcher' }));
      url = catcher.url;
      app.addHook('onClose', () => catcher.close());
    }
    const mailer = createMailer(url, app.config.mail.from);
    app.decorate('mailer', mailer);
    // Added after the catcher's hook, so it runs first (onClose hooks run last-added first).
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
