/**
 * The Message resource and error objects as Twilio's Messages API answers them
 * (shared/providers/twilio/messages-api-v2010.json, `api.v2010.account.message`;
 * https://www.twilio.com/docs/messaging/api/message-resource, https://www.twilio.com/docs/api/errors).
 */
import { randomBytes } from 'node:crypto';
import { SegmentedMessage } from 'sms-segments-calculator';

export const API_VERSION = '2010-04-01';

/** `SM` + 32 hex, as Twilio names a message. */
export const newMessageSid = () => `SM${randomBytes(16).toString('hex')}`;

/** RFC 2822 in GMT, as Twilio writes its dates: "Thu, 24 Aug 2023 05:01:45 +0000". */
export const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

/** Twilio's error object; `more_info` is the code's page. */
export interface TwilioError {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export const twilioError = (status: number, code: number, message: string): TwilioError => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export type MessageStatus = 'queued' | 'sent' | 'delivered' | 'received' | 'undelivered' | 'failed';

export interface MessageFacts {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  direction: 'outbound-api' | 'inbound';
  status: MessageStatus;
  created: Date;
  sent: Date | null;
  updated: Date;
}

/** Segments of an SMS body (GSM-7 or UCS-2, as the handset receives it); a WhatsApp message is one. */
export function segmentsOf(to: string, body: string): number {
  return to.startsWith('whatsapp:') ? 1 : new SegmentedMessage(body).segmentsCount;
}

/** The Message resource (api.v2010.account.message). */
export function messageResource(m: MessageFacts): Record<string, unknown> {
  const uri = `/${API_VERSION}/Accounts/${m.accountSid}/Messages/${m.sid}`;
  return {
    account_sid: m.accountSid,
    api_version: API_VERSION,
    body: m.body,
    date_created: rfc2822(m.created),
    date_sent: m.sent ? rfc2822(m.sent) : null,
    date_updated: rfc2822(m.updated),
    direction: m.direction,
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(segmentsOf(m.to, m.body)),
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: m.status,
    subresource_uris: { media: `${uri}/Media.json` },
    to: m.to,
    uri: `${uri}.json`,
  };
}

/**
 * What a content template says in the stand-in: it has no approved text, so it shows the
 * template and each variable in order ("[HX…] 1: AB12CD · 2: …"); a rendered template contains
 * its variables' values, as this does.
 */
export function renderTemplate(contentSid: string, variables: Record<string, string>): string {
  const values = Object.keys(variables)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => `${k}: ${variables[k]}`);
  return `[${contentSid}] ${values.join(' · ')}`;
}

/** Keywords Twilio's Advanced Opt-Out treats as STOP and START (https://help.twilio.com/articles/223134027). */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
export const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
