/**
 * The e-mail channel (issue 16): composes from the current state and hands the mail to SMTP with
 * the row's stable Message-ID ({@link outboxMessageId}; issue 29 §2, ADR 210).
 */
import type { Db } from '../../../db/client';
import type { Mailer } from '../../../integrations/mail/mailer';
import type { InvitationSigner } from '../../../lib/invitation-token';
import type { PassSigner } from '../../../lib/passenger-pass';
import { composeMessage } from '../compose';
import { composePassengerMail } from '../passenger-compose';
import type { ChannelSender } from './channel-sender';

/**
 * The Message-ID of an outbox row: `<outbox id@host of PUBLIC_URL>`, the same on every attempt
 * (RFC 5322 §3.6.4: globally unique, the right side a domain of the sender).
 */
export function outboxMessageId(outboxId: string, publicUrl: string): string {
  return `<${outboxId}@${new URL(publicUrl).hostname}>`;
}

/** @param deps.invitations signs the links of organisation invitations (issue 39 item 1). */
export function emailChannel(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  passes: PassSigner;
  invitations: InvitationSigner;
}): ChannelSender {
  return {
    async send(message) {
      const composed = await deps.db.transaction((tx) =>
        message.audience === 'lead_passenger'
          ? composePassengerMail(tx, message, deps)
          : composeMessage(tx, message, { publicUrl: deps.publicUrl, invitations: deps.invitations }),
      );
      if ('drop' in composed) return composed;
      const { messageId } = await deps.mailer.send({
        ...composed.mail,
        messageId: outboxMessageId(message.id, deps.publicUrl),
      });
      return { sent: messageId };
    },
  };
}
