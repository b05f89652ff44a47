/**
 * The Standard Webhooks 1.0 headers of one attempt (issue 40 item 4), signed by the `standardwebhooks`
 * package (the specification's reference implementation), never by a hand-written HMAC.
 */
import { Webhook } from 'standardwebhooks';

/** An endpoint's `whsec_…` secrets: after a rotation the previous one signs too until it expires. */
export interface EndpointSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** Every attempt's `user-agent`, so a receiver's logs tell our calls apart. */
export const WEBHOOK_USER_AGENT = 'FastTrackLOS-Webhooks/1';

/**
 * Signs `body` (the exact bytes sent) as message `messageId` at `signedAt`.
 * @param now the clock deciding whether the previous secret still signs.
 * @returns headers `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature`: one
 *   `v1,<base64>` for the current secret, and a second, space-separated, for the previous secret
 *   while `previousSecretExpiresAt` is after `now` (Standard Webhooks' rotation: a receiver holding
 *   either secret finds its signature), plus content-type and user-agent.
 */
export function signedHeaders(
  secrets: EndpointSecrets,
  message: { messageId: string; body: string; signedAt: Date },
  now: Date,
): Record<string, string> {
  const keys = [secrets.secret];
  if (secrets.previousSecret && secrets.previousSecretExpiresAt && secrets.previousSecretExpiresAt > now) {
    keys.push(secrets.previousSecret);
  }
  // The package signs the whole seconds of the date, as the header carries them.
  const signedAt = new Date(Math.floor(message.signedAt.getTime() / 1000) * 1000);
  const signatures = keys.map((key) => new Webhook(key).sign(message.messageId, signedAt, message.body));
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(signedAt.getTime() / 1000),
    'webhook-signature': signatures.join(' '),
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
  };
}
