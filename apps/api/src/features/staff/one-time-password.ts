/**
 * One-time passwords for new staff accounts (issue 15 §2): shown once to whoever created the
 * account, who passes it on; the account holder signs in with it. 16 characters from an alphabet
 * without look-alikes (about 90 bits), always with a lower-case letter, a capital and a digit so
 * that it meets the password rules of registration (contracts PasswordSchema).
 */
import { randomInt } from 'node:crypto';
import { PasswordSchema } from '@fasttrack/contracts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A random password that passes PasswordSchema. */
export function generateOneTimePassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (PasswordSchema.safeParse(password).success) return password;
  }
}
