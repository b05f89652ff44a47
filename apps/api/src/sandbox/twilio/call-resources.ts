/**
 * The Call resource as Twilio's Calls API answers it (shared/providers/twilio/calls-api-v2010.json,
 * `api.v2010.account.call`; https://www.twilio.com/docs/voice/api/call-resource), the status
 * callback's parameters (https://www.twilio.com/docs/voice/api/call-resource#statuscallback), and
 * what the stand-in reads of the TwiML it is answered (a `<Dial>` and its `<Number>`).
 */
import { randomBytes } from 'node:crypto';
import { phoneForDisplay } from '@fasttrack/contracts';
import { XMLParser } from 'fast-xml-parser';
import { API_VERSION, rfc2822 } from './resources';

/** `CA` + 32 hex, as Twilio names a call. */
export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** The progress events a StatusCallback may ask for (`StatusCallbackEvent`). */
export const CALL_EVENTS = ['initiated', 'ringing', 'answered', 'completed'] as const;

export interface CallFacts {
  sid: string;
  accountSid: string;
  parentCallSid: string | null;
  to: string;
  from: string;
  /** `outbound-api` for a call made through the API, `outbound-dial` for a leg a `<Dial>` made. */
  direction: 'outbound-api' | 'outbound-dial';
  status: 'queued' | 'ringing' | 'in-progress' | 'completed';
  created: Date;
  started: Date | null;
  ended: Date | null;
  updated: Date;
}

/** Whole seconds from answer to hang-up, as Twilio's `duration` counts them. */
export const callSeconds = (c: Pick<CallFacts, 'started' | 'ended'>) =>
  c.started && c.ended ? Math.max(0, Math.round((c.ended.getTime() - c.started.getTime()) / 1000)) : null;

/** The Call resource (api.v2010.account.call). */
export function callResource(c: CallFacts): Record<string, unknown> {
  const uri = `/${API_VERSION}/Accounts/${c.accountSid}/Calls/${c.sid}`;
  const seconds = callSeconds(c);
  const sub = (name: string) => `${uri}/${name}.json`;
  return {
    account_sid: c.accountSid,
    answered_by: null,
    api_version: API_VERSION,
    caller_name: null,
    date_created: rfc2822(c.created),
    date_updated: rfc2822(c.updated),
    direction: c.direction,
    duration: seconds === null ? null : String(seconds),
    end_time: c.ended ? rfc2822(c.ended) : null,
    forwarded_from: null,
    from: c.from,
    from_formatted: phoneForDisplay(c.from),
    group_sid: null,
    parent_call_sid: c.parentCallSid,
    phone_number_sid: null,
    price: null,
    price_unit: 'USD',
    queue_time: '0',
    sid: c.sid,
    start_time: c.started ? rfc2822(c.started) : null,
    status: c.status,
    subresource_uris: {
      notifications: sub('Notifications'),
      recordings: sub('Recordings'),
      payments: sub('Payments'),
      events: sub('Events'),
      siprec: sub('Siprec'),
      streams: sub('Streams'),
      transcriptions: sub('Transcriptions'),
      user_defined_message_subscriptions: sub('UserDefinedMessageSubscriptions'),
      user_defined_messages: sub('UserDefinedMessages'),
    },
    to: c.to,
    to_formatted: phoneForDisplay(c.to),
    trunk_sid: null,
    uri: `${uri}.json`,
  };
}

/** The facts of a stored resource, to move it on. */
export function factsOf(resource: Record<string, unknown>, parentCallSid: string | null): CallFacts {
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  return {
    sid: String(resource.sid),
    accountSid: String(resource.account_sid),
    parentCallSid,
    to: String(resource.to),
    from: String(resource.from),
    direction: resource.direction === 'outbound-dial' ? 'outbound-dial' : 'outbound-api',
    status: resource.status as CallFacts['status'],
    created: date(resource.date_created) ?? new Date(),
    started: date(resource.start_time),
    ended: date(resource.end_time),
    updated: date(resource.date_updated) ?? new Date(),
  };
}

/** The parameters Twilio posts to a call's Url and StatusCallback. */
export function callParams(c: CallFacts, extra: Record<string, string> = {}): Record<string, string> {
  return {
    AccountSid: c.accountSid,
    ApiVersion: API_VERSION,
    CallSid: c.sid,
    CallStatus: c.status,
    Called: c.to,
    Caller: c.from,
    Direction: c.direction,
    From: c.from,
    To: c.to,
    ...(c.parentCallSid ? { ParentCallSid: c.parentCallSid } : {}),
    ...extra,
  };
}

/** What the stand-in acts on in a TwiML answer: the `<Dial>`, with its caller ID, action and number. */
export interface DialVerb {
  number: string;
  callerId: string | null;
  action: string | null;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false });

/** The first `<Dial><Number>` of a TwiML document, or null (a `<Say>` and `<Hangup/>`, or not TwiML). */
export function dialOf(twiml: string): DialVerb | null {
  let doc: { Response?: { Dial?: unknown } };
  try {
    doc = parser.parse(twiml) as typeof doc;
  } catch {
    return null;
  }
  const dial = [doc.Response?.Dial].flat()[0] as { Number?: unknown; callerId?: string; action?: string } | undefined;
  if (!dial) return null;
  const first = [dial.Number].flat()[0];
  const number = typeof first === 'string' ? first : (first as { '#text'?: string } | undefined)?.['#text'];
  if (!number) return null;
  return { number: number.trim(), callerId: dial.callerId ?? null, action: dial.action ?? null };
}
