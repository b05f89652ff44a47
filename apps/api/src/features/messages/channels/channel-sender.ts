/**
 * What the `send-message` job asks of a channel (issue 28; architecture "Channels").
 *
 * A sender builds the message from the state as it is now (or says why it no longer applies) and
 * hands it to its provider. At most once (issue 29 §2): every attempt at one outbox row must make
 * the same message, with the same stable id where the provider or device deduplicates on one
 * (e-mail: the Message-ID; push: the notification tag), so that a row sent again after its
 * attempt's process died is still received once.
 */
import type { ClaimedMessage } from '../outbox.repository';

export type ChannelOutcome = { sent: string } | { drop: string };

export interface ChannelSender {
  /**
   * @returns `{ sent: provider's message id }`, or `{ drop: why }` when the message no longer
   *   applies or the recipient does not take it on this channel.
   * @throws Error when the provider refused or could not be reached (the attempt is retried).
   */
  send(message: ClaimedMessage): Promise<ChannelOutcome>;
}
