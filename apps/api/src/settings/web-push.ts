/**
 * Web Push settings (issue 28 §4, ADR 285): the VAPID key pair and subject. Set all three or
 * none: with none the product makes its own pair once and keeps it in the database (the push
 * feature's vapid-keys.ts), so every process signs with the same key and subscriptions survive
 * restarts. Half a setup is refused at start, naming what is missing.
 */
import type { ParsedEnv } from './env-schema';

/** A VAPID key pair (base64url, RFC 8292 §3.2) and the subject (`mailto:` or `https:` URL). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** An uncompressed P-256 public key is 65 bytes; the private key 32 (RFC 8292 §3.2). */
const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

const base64urlBytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

/**
 * @returns `vapid`: the configured keys, or null when none is set (the product's own pair is
 *   used); or `problems` (one indented line per bad setting, for ConfigError).
 */
export function webPushSettings(
  e: Pick<ParsedEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): { vapid: VapidKeys | null; problems: [] } | { vapid?: never; problems: string[] } {
  const set = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (set === 0) return { vapid: null, problems: [] };
  const problems: string[] = [];
  if (set < 3) problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none');
  if (e.VAPID_PUBLIC_KEY && base64urlBytes(e.VAPID_PUBLIC_KEY) !== PUBLIC_KEY_BYTES)
    problems.push('  VAPID_PUBLIC_KEY: must be a base64url P-256 public key (65 bytes)');
  if (e.VAPID_PRIVATE_KEY && base64urlBytes(e.VAPID_PRIVATE_KEY) !== PRIVATE_KEY_BYTES)
    problems.push('  VAPID_PRIVATE_KEY: must be a base64url P-256 private key (32 bytes)');
  if (problems.length > 0 || !e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) return { problems };
  return {
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    problems: [],
  };
}
