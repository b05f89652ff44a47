/**
 * Outgoing e-mail over SMTP with nodemailer (issue 16 §1). The same code sends to a real relay
 * (SMTP_URL) and to the embedded catcher (sandbox/mail) in test mode.
 */
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, `<unique@domain>` (RFC 5322 §3.6.4). Give the same one when sending
   * the same message again, so the receiving mailbox keeps one copy. Default: nodemailer makes one.
   */
  messageId?: string;
}

export interface Mailer {
  /**
   * Hands one message to the SMTP server.
   * @returns the Message-ID the server accepted.
   * @throws Error when the server refuses or cannot be reached (the caller retries).
   */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Time-outs short enough that a dead relay fails the attempt, which the job then retries. */
const TIMEOUT_MS = 15_000;

/** @param smtpUrl smtp(s)://user:pass@host:port. @param from the From header (MAIL_FROM). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
