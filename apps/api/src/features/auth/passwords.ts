/**
 * Password hashing with argon2id, m = 19 MiB (19 456 KiB), t = 2, p = 1: the OWASP Password
 * Storage Cheat Sheet's first argon2id setting (issue: accounts, "Passwords"). Hashes are PHC
 * strings (`$argon2id$v=19$m=19456,t=2,p=1$...`), so the settings travel with each hash.
 */
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's enum is `const`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes `password` into a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`. A malformed stored hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
};

/**
 * Verifies `password` against a throw-away hash with the same settings and always answers
 * false. Sign-in calls it for unknown e-mails so they cost as much time as a wrong password,
 * and response times do not reveal which e-mails have accounts (OWASP Authentication Cheat
 * Sheet, "Authentication Responses").
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function prepareDummyHash(): void {
  void dummy();
}
