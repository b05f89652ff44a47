import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('makes argon2id PHC hashes with m = 19 MiB, t = 2, p = 1 and a fresh salt each time', async () => {
    const a = await hashPassword('Passw0rd!x');
    const b = await hashPassword('Passw0rd!x');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Passw0rd!x');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Passw0rd!x');
    expect(await verifyPassword(stored, 'Passw0rd!x')).toBe(true);
    expect(await verifyPassword(stored, 'passw0rd!x')).toBe(false);
  });

  it('treats a malformed stored hash as no match instead of failing', async () => {
    expect(await verifyPassword('!unusable', 'Passw0rd!x')).toBe(false);
  });

  it('never accepts anything against the dummy hash', async () => {
    expect(await verifyAgainstDummy('Passw0rd!x')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
  });
});
