/**
 * X-Twilio-Signature as Twilio computes it for a form-encoded webhook
 * (https://www.twilio.com/docs/usage/webhooks/webhooks-security): the full URL, then each POST
 * parameter's name and value, sorted by name, concatenated; HMAC-SHA1 keyed by the auth token;
 * base64. Written here on its own, so the product's check (the `twilio` package) is tested
 * against a second implementation rather than against itself.
 */
import { createHmac } from 'node:crypto';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * POSTs form parameters to the product as Twilio posts a webhook: form-encoded, signed with
 * {@link twilioSignature} over `url` keyed by `sender.authToken`. @returns the product's HTTP
 * status and body (TwiML, for a call's Url). @throws Error when the product cannot be reached
 * within `sender.timeoutMs`.
 */
export async function postSignedForm(
  url: string,
  params: Record<string, string>,
  sender: { authToken: string; timeoutMs: number },
): Promise<{ status: number; body: string }> {
  const { authToken, timeoutMs } = sender;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: await res.text().catch(() => '') };
}

/** {@link postSignedForm}, for a webhook whose answer only its status matters. @returns the HTTP status. */
export async function postSignedWebhook(
  url: string,
  params: Record<string, string>,
  sender: { authToken: string; timeoutMs: number },
): Promise<number> {
  return (await postSignedForm(url, params, sender)).status;
}
