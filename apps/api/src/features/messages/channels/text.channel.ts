/**
 * The SMS and WhatsApp channels (issue 28 §2): compose from the current state (texts/compose-text.ts),
 * then send through Twilio: SMS with its body, WhatsApp as the kind's approved content template
 * with the same facts as variables. A refusal that concerns the recipient (an invalid number, a
 * STOP) drops the text instead of retrying it; a STOP Twilio knows of is recorded as ours.
 *
 * At most once (issue 29 §2; ADR 281): a text has no Message-ID for the handset to deduplicate
 * on, so an attempt that finds the row was claimed before (`attempts > 1`: the earlier attempt's
 * process may have died after Twilio took the text) first lists the messages to the same number
 * since the row's `sendAfter`, and counts the text as sent when one says the same.
 */

import { type TextsConfig, whatsappTemplateOf } from '../../../config';
import type { Db } from '../../../db/client';
import {
  type ListedText,
  type OutgoingText,
  RECIPIENT_REFUSALS,
  TextRefused,
  type TextsProvider,
  whatsappAddress,
} from '../../../integrations/texts/twilio-texts';
import type { PassSigner } from '../../../lib/passenger-pass';
import type { ClaimedMessage } from '../outbox.repository';
import { passLink } from '../pass-link';
import type { Text } from '../templates/text-messages';
import { composeText, type TextLinks } from '../texts/compose-text';
import { setStopped } from '../texts/texts.repository';
import type { ChannelSender } from './channel-sender';

/** Twilio's code for "the recipient replied STOP". */
const UNSUBSCRIBED = 21610;

export interface TextChannelDeps {
  db: Db;
  provider: TextsProvider;
  texts: TextsConfig;
  publicUrl: string;
  /** Signs the lead passenger's pass links (issue 36 item 1). */
  passes: PassSigner;
}

/**
 * True when `earlier` is this text (`sent.text` of `sent.message` on `sent.channel`): the same
 * words (a code is new on each attempt, so any code text counts).
 */
function sameText(
  sent: { message: ClaimedMessage; text: Text; channel: 'sms' | 'whatsapp' },
  earlier: ListedText,
): boolean {
  const { message, text, channel } = sent;
  if (message.kind === 'phone-verification') return earlier.body.startsWith(text.body.slice(0, text.body.indexOf(':')));
  if (channel === 'sms') return earlier.body === text.body;
  // A rendered template contains its variables' values.
  return text.variables.every((v) => earlier.body.includes(v));
}

export function textChannel(channel: 'sms' | 'whatsapp', deps: TextChannelDeps): ChannelSender {
  const links: TextLinks = {
    publicUrl: deps.publicUrl,
    passUrl: (b) => passLink(deps.passes, deps.publicUrl, b),
  };
  return {
    async send(message) {
      const composed = await deps.db.transaction((tx) => composeText(tx, { message, channel, links }));
      if ('drop' in composed) return composed;
      const statusCallback = `${deps.publicUrl}/api/webhooks/twilio/status`;
      let outgoing: OutgoingText;
      if (channel === 'sms') {
        outgoing = { channel, to: composed.to, body: composed.text.body, statusCallback };
      } else {
        const contentSid = whatsappTemplateOf(deps.texts, message.kind);
        if (!contentSid || !deps.texts.whatsappFrom) return { drop: `no WhatsApp template for ${message.kind}` };
        const variables = Object.fromEntries(composed.text.variables.map((v, i) => [String(i + 1), v]));
        outgoing = { channel, to: composed.to, contentSid, variables, statusCallback };
      }
      if (message.attempts > 1) {
        const address = channel === 'whatsapp' ? whatsappAddress(composed.to) : composed.to;
        const earlier = await deps.provider.listSentTo(address, message.sendAfter);
        const same = earlier.find((m) => sameText({ message, text: composed.text, channel }, m));
        if (same) return { sent: same.sid };
      }
      try {
        const sent = await deps.provider.send(outgoing);
        return { sent: sent.sid };
      } catch (err) {
        if (!(err instanceof TextRefused) || !RECIPIENT_REFUSALS.has(err.code)) throw err;
        if (err.code === UNSUBSCRIBED) await setStopped(deps.db, composed.to, { stopped: true });
        return { drop: err.message };
      }
    },
  };
}
