/**
 * The embedded SMTP catcher (issue 16 §1): with no SMTP_URL, the product's mail still crosses
 * SMTP, to this server on loopback. Each message is parsed (mailparser) and stored in the
 * database, so every API process's test-mode page shows every process's mail. Like a mailbox
 * provider, it keeps one copy per Message-ID: a message sent again after its sender died
 * mid-send (same Message-ID, issue 29 §2) is accepted and not stored twice.
 */
import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client';
import { sandboxMail } from '../../db/schema/index';

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  close(): Promise<void>;
}

/** Largest message accepted, in bytes (a confirmation with its PDF is well under 1 MB). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address?.toLowerCase())
    .filter((address): address is string => Boolean(address));

/**
 * Starts the catcher on 127.0.0.1 (a free port). No authentication and no TLS: it listens on
 * loopback only and answers nothing but this process's own mailer.
 * @throws Error when the port cannot be opened.
 */
export async function startSmtpCatcher(db: Db, log: { error(obj: object, msg: string): void }): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await db
            .insert(sandboxMail)
            .values({
              to: addresses(mail.to),
              from: addresses(mail.from)[0] ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? null,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? 'attachment',
                contentType: a.contentType,
                size: a.size,
                content: a.content.toString('base64'),
              })),
            })
            .onConflictDoNothing({ target: sandboxMail.messageId });
          callback();
        })
        .catch((err: Error) => {
          log.error({ err }, 'SMTP catcher could not store a message');
          // A temporary failure: the sender keeps the message and its job retries.
          callback(Object.assign(new Error('Message not stored, try again later'), { responseCode: 451 }));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => log.error({ err }, 'SMTP catcher error'));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP catcher has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
