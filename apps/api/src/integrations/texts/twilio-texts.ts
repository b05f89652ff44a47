/**
 * Texts through Twilio's Messages API (issue 28 §1), with the official `twilio` client: SMS from
 * TWILIO_SMS_FROM, WhatsApp (`whatsapp:` addresses) from TWILIO_WHATSAPP_FROM as approved content
 * templates (`ContentSid` + `ContentVariables`). Each message names its status callback, which
 * Twilio signs with X-Twilio-Signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security).
 *
 * With no TWILIO_* keys the client talks to the stand-in under /sandbox/twilio through a request
 * client of its own (the library's documented way to change how requests go out:
 * https://www.twilio.com/docs/libraries/reference/twilio-node/#custom-http-client), which only
 * moves https://api.twilio.com to the stand-in's origin.
 */
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TextsConfig } from '../../config';

/** Where twilio-node sends every Messages API request. */
const TWILIO_API_ORIGIN = 'https://api.twilio.com';

export type TextChannel = 'sms' | 'whatsapp';

export type OutgoingText =
  | { channel: 'sms'; to: string; body: string; statusCallback: string }
  | {
      channel: 'whatsapp';
      to: string;
      contentSid: string;
      /** Template variables "1", "2", …, as Twilio's content templates number them. */
      variables: Record<string, string>;
      statusCallback: string;
    };

/** A message Twilio accepted. */
export interface SentText {
  sid: string;
  status: string;
  numSegments: number;
}

/** A message as the list resource answers it. */
export interface ListedText {
  sid: string;
  to: string;
  body: string;
  status: string;
  dateCreated: Date;
}

/** Thrown for an error object from Twilio: `{ code, message, more_info, status }`. */
export class TextRefused extends Error {
  override name = 'TextRefused';
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
  ) {
    super(`Twilio ${code}: ${message}`);
  }
}

/**
 * Twilio error codes that mean the recipient cannot get this text, so trying again is useless:
 * 21211 invalid 'To', 21408 region not enabled, 21610 the recipient replied STOP, 21612 cannot
 * route, 21614 not a mobile number, 63016 WhatsApp outside the 24 h window without a template
 * (https://www.twilio.com/docs/api/errors).
 */
export const RECIPIENT_REFUSALS: ReadonlySet<number> = new Set([21211, 21408, 21610, 21612, 21614, 63016]);

export interface TextsProvider {
  /** @throws TextRefused for Twilio's error objects, Error when it could not be reached. */
  send(text: OutgoingText): Promise<SentText>;
  /** Messages to `to` created on or after `since`, newest first (the list resource, filtered by To and DateSent>=). */
  listSentTo(to: string, since: Date): Promise<ListedText[]>;
  fetch(sid: string): Promise<SentText & { to: string; body: string }>;
}

/** The `whatsapp:` address of an E.164 number. */
export const whatsappAddress = (e164: string) => `whatsapp:${e164}`;

function httpClient(texts: TextsConfig, timeoutMs: number): RequestClient {
  const base = new twilio.RequestClient({ timeout: timeoutMs });
  if (texts.apiUrl === TWILIO_API_ORIGIN) return base;
  const origin = texts.apiUrl.replace(/\/$/, '');
  class StandInRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const uri = opts.uri.startsWith(TWILIO_API_ORIGIN) ? origin + opts.uri.slice(TWILIO_API_ORIGIN.length) : opts.uri;
      return super.request<TData>({ ...opts, uri });
    }
  }
  return new StandInRequestClient({ timeout: timeoutMs });
}

/** An official Twilio client for these settings (also what the contract test drives). */
export function twilioClient(texts: TextsConfig, timeoutMs: number): twilio.Twilio {
  return twilio(texts.accountSid, texts.authToken, { httpClient: httpClient(texts, timeoutMs) });
}

function refusal(err: unknown): Error {
  if (err && typeof err === 'object' && 'code' in err && 'status' in err && typeof err.code === 'number') {
    return new TextRefused(err.code, Number(err.status), String((err as { message?: unknown }).message));
  }
  return err instanceof Error ? err : new Error(String(err));
}

export function twilioTexts(texts: TextsConfig, timeoutMs: number): TextsProvider {
  const client = twilioClient(texts, timeoutMs);
  return {
    async send(text) {
      const common = {
        to: text.channel === 'whatsapp' ? whatsappAddress(text.to) : text.to,
        statusCallback: text.statusCallback,
      };
      try {
        const message =
          text.channel === 'sms'
            ? await client.messages.create({ ...common, from: texts.smsFrom, body: text.body })
            : await client.messages.create({
                ...common,
                from: texts.whatsappFrom ?? '',
                contentSid: text.contentSid,
                contentVariables: JSON.stringify(text.variables),
              });
        return { sid: message.sid, status: message.status, numSegments: Number(message.numSegments) };
      } catch (err) {
        throw refusal(err);
      }
    },
    async listSentTo(to, since) {
      try {
        const messages = await client.messages.list({ to, dateSentAfter: since, limit: 50 });
        // Twilio's dates are to the second: a message created in the second of `since` counts.
        const from = Math.floor(since.getTime() / 1000) * 1000;
        return messages
          .filter((m) => m.direction !== 'inbound' && m.dateCreated.getTime() >= from)
          .map((m) => ({ sid: m.sid, to: m.to, body: m.body, status: m.status, dateCreated: m.dateCreated }));
      } catch (err) {
        throw refusal(err);
      }
    },
    async fetch(sid) {
      try {
        const m = await client.messages(sid).fetch();
        return { sid: m.sid, status: m.status, numSegments: Number(m.numSegments), to: m.to, body: m.body };
      } catch (err) {
        throw refusal(err);
      }
    },
  };
}

/**
 * True when `signed.signature` (X-Twilio-Signature) is Twilio's signature of this request: the
 * full URL it was sent to (`signed.url`) and its form parameters (`signed.params`), keyed by the
 * auth token (the library's `validateRequest`).
 */
export function isTwilioSigned(
  authToken: string,
  signed: { signature: string | undefined; url: string; params: Record<string, string> },
): boolean {
  const { signature, url, params } = signed;
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}

/**
 * The form parameters of a webhook Twilio sent to `publicUrl` + its path, or null when the
 * X-Twilio-Signature over them does not hold (texts' and calls' webhooks alike).
 */
export function twilioSignedParams(
  authToken: string,
  publicUrl: string,
  request: { url: string; headers: Record<string, unknown>; body: unknown },
): Record<string, string> | null {
  const params = Object.fromEntries(
    Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const signature = request.headers['x-twilio-signature'];
  const signed = isTwilioSigned(authToken, {
    signature: typeof signature === 'string' ? signature : undefined,
    url: `${publicUrl}${request.url}`,
    params,
  });
  return signed ? params : null;
}
