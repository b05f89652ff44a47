/**
 * The Twilio settings (issue 28 §1): the live account, or the built-in stand-in when neither
 * TWILIO_ACCOUNT_SID nor TWILIO_AUTH_TOKEN is set. WhatsApp outside a conversation takes only
 * approved content templates (`ContentSid`), configured per message kind; the stand-in accepts
 * any `HX…` SID, so test mode names one per kind by itself.
 */
import { createHash } from 'node:crypto';
import type { Env } from './env-schema';

export interface TextsConfig {
  accountSid: string;
  authToken: string;
  /** Origin the official client talks to: https://api.twilio.com, or the stand-in. */
  apiUrl: string;
  smsFrom: string;
  /** `whatsapp:+E.164`; null = no WhatsApp. */
  whatsappFrom: string | null;
  /** Message kind → approved content template SID (`HX` + 32 hex); see {@link whatsappTemplateOf}. */
  whatsappTemplates: Readonly<Record<string, string>>;
  /** True when texts go to the stand-in under /sandbox/twilio. */
  sandbox: boolean;
  /** The business number calls show to both sides (E.164); null = no calls (ADR 311). */
  callerId: string | null;
}

/** What the stand-in takes: an account SID and token shaped like Twilio's, and its magic test numbers. */
export const TWILIO_SANDBOX = {
  accountSid: `AC${'fa57'.padEnd(32, '0')}`,
  authToken: 'fa57'.padEnd(32, '0'),
  /** Twilio's test "From" number that always passes validation; also the stand-in's caller ID. */
  smsFrom: '+15005550006',
  /** The number of Twilio's WhatsApp sandbox. */
  whatsappFrom: 'whatsapp:+14155238886',
} as const;

const TEMPLATE_SID = /^HX[0-9a-fA-F]{32}$/;

/** A stand-in template SID for `kind`: the same on every start. */
export const sandboxTemplateSid = (kind: string) =>
  `HX${createHash('sha256').update(`fasttrack:${kind}`).digest('hex').slice(0, 32)}`;

/**
 * @param sandboxOrigin `http://127.0.0.1:PORT/sandbox`
 * @returns the settings, or the problems (each naming its setting)
 */
export function textsSettings(
  e: Pick<
    Env,
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'TWILIO_SMS_FROM'
    | 'TWILIO_WHATSAPP_FROM'
    | 'TWILIO_WHATSAPP_TEMPLATES'
    | 'TWILIO_CALLER_ID'
  >,
  sandboxOrigin: string,
): { texts: TextsConfig; problems: [] } | { texts: undefined; problems: string[] } {
  const problems: string[] = [];
  if (Boolean(e.TWILIO_ACCOUNT_SID) !== Boolean(e.TWILIO_AUTH_TOKEN)) {
    problems.push('  TWILIO_ACCOUNT_SID: set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither');
  }
  const sandbox = !e.TWILIO_ACCOUNT_SID;
  if (!sandbox && !e.TWILIO_SMS_FROM) problems.push('  TWILIO_SMS_FROM: required with TWILIO_ACCOUNT_SID');
  const whatsappTemplates: Record<string, string> = {};
  for (const pair of (e.TWILIO_WHATSAPP_TEMPLATES ?? '').split(',').filter((p) => p.trim())) {
    const [kind, sid] = pair.split('=').map((p) => p.trim());
    if (!kind || !sid || !/^[a-z-]+$/.test(kind) || !TEMPLATE_SID.test(sid)) {
      problems.push(`  TWILIO_WHATSAPP_TEMPLATES: "${pair.trim()}" is not <message kind>=HX<32 hex>`);
    } else whatsappTemplates[kind] = sid;
  }
  if (problems.length) return { texts: undefined, problems };
  const smsFrom = e.TWILIO_SMS_FROM ?? TWILIO_SANDBOX.smsFrom;
  return {
    problems: [],
    texts: {
      accountSid: e.TWILIO_ACCOUNT_SID ?? TWILIO_SANDBOX.accountSid,
      authToken: e.TWILIO_AUTH_TOKEN ?? TWILIO_SANDBOX.authToken,
      apiUrl: sandbox ? `${sandboxOrigin}/twilio` : 'https://api.twilio.com',
      smsFrom,
      whatsappFrom: e.TWILIO_WHATSAPP_FROM ?? (sandbox ? TWILIO_SANDBOX.whatsappFrom : null),
      whatsappTemplates,
      sandbox,
      // An alphanumeric SMS sender cannot be a caller ID.
      callerId: e.TWILIO_CALLER_ID ?? (/^\+[1-9]\d{6,14}$/.test(smsFrom) ? smsFrom : null),
    },
  };
}

/** The content template for `kind`: the configured one; in the stand-in, one made up per kind. */
export function whatsappTemplateOf(texts: TextsConfig, kind: string): string | null {
  return texts.whatsappTemplates[kind] ?? (texts.sandbox ? sandboxTemplateSid(kind) : null);
}
