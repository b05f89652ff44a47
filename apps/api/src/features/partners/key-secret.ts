/**
 * The API key itself (issue 40 item 1; ADR 365): `ftk_live_` or `ftk_test_` and 32 random bytes
 * (base64url, 43 characters), shown once. The row keeps the mode prefix with the first 8
 * characters of the random part, to find the key and tell keys apart, and the hex SHA-256 of
 * the whole key: a 256-bit random secret needs no slow hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIXES, type ApiKeyMode } from '@fasttrack/contracts';

/** Random bytes of a key (256 bits). */
const SECRET_BYTES = 32;
/** Characters of the random part kept in the stored prefix. */
const PREFIX_CHARS = 8;
const KEY_PATTERN = /^ftk_(live|test)_([A-Za-z0-9_-]{43})$/;

export interface NewKeySecret {
  /** The whole key, shown once. */
  key: string;
  /** e.g. `ftk_test_a1B2c3D4`: unique, stored, shown in lists. */
  prefix: string;
  /** Hex SHA-256 of `key`. */
  secretHash: string;
}

/** A new key of `mode`. */
export function newKeySecret(mode: ApiKeyMode): NewKeySecret {
  const key = API_KEY_PREFIXES[mode] + randomBytes(SECRET_BYTES).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIXES[mode].length + PREFIX_CHARS), secretHash: hashKey(key) };
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The mode and stored prefix of a well-formed key, or null for anything else. */
export function parseKey(key: string): { mode: ApiKeyMode; prefix: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const mode = match[1] as ApiKeyMode;
  return { mode, prefix: key.slice(0, API_KEY_PREFIXES[mode].length + PREFIX_CHARS) };
}

/** True when `key` hashes to `storedHash`, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
