import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccessTokenSigner, EXPIRED_TOKEN_GRACE_SECONDS, resolveJwtSecret } from './access-token';

const signer = createAccessTokenSigner(randomBytes(32));
const user = { userId: '0b4f6a4e-7a7d-4c1e-9a55-6f0e2b0c9d11', role: 'customer' as const };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('access tokens', () => {
  it('round-trip the user id, role and session id', async () => {
    const token = await signer.sign({ ...user, sessionId: 'f1e2d3c4-0000-4000-8000-000000000001' });
    expect(await signer.verify(token)).toEqual({ ...user, sessionId: 'f1e2d3c4-0000-4000-8000-000000000001' });
    expect(await signer.verify(await signer.sign(user))).toEqual(user);
  });

  it('differ even when issued to the same session in the same instant', async () => {
    const now = new Date();
    const claims = { ...user, sessionId: 'f1e2d3c4-0000-4000-8000-000000000001' };
    expect(await signer.sign(claims, now)).not.toBe(await signer.sign(claims, now));
  });

  it('expire after 15 minutes', async () => {
    expect(await signer.verify(await signer.sign(user, minutesAgo(14)))).toEqual(user);
    expect(await signer.verify(await signer.sign(user, minutesAgo(16)))).toBeNull();
  });

  it('still name their user for sign-out within the grace period, and not after it', async () => {
    const expired = await signer.sign(user, minutesAgo(16));
    expect(await signer.verifyAllowingExpired(expired)).toEqual(user);
    const long = await signer.sign(user, new Date(Date.now() - (EXPIRED_TOKEN_GRACE_SECONDS + 15 * 60 + 60) * 1000));
    expect(await signer.verifyAllowingExpired(long)).toBeNull();
  });

  it('checked again later, are still refused once they expire', async () => {
    const issued = minutesAgo(14);
    const token = await signer.sign(user, issued);
    expect(await signer.verify(token)).toEqual(user);
    expect(await signer.verify(token, new Date(issued.getTime() + 15 * 60_000 - 1000))).toEqual(user);
    expect(await signer.verify(token, new Date(issued.getTime() + 15 * 60_000))).toBeNull();
    expect(await signer.verifyAllowingExpired(token, new Date(issued.getTime() + 20 * 60_000))).toEqual(user);
  });

  it('with one character of the signature changed, are refused even after the genuine one was accepted', async () => {
    const token = await signer.sign(user);
    expect(await signer.verify(token)).toEqual(user);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await signer.verify(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
  });

  it('are refused by another secret, also for sign-out', async () => {
    const other = createAccessTokenSigner(randomBytes(32));
    const token = await other.sign(user);
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verifyAllowingExpired(token)).toBeNull();
  });
});

describe('the generated secret in DATA_DIR', () => {
  const withDir = (run: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ft-secret-'));
    try {
      run(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('is made once, 32 bytes, readable by its owner only, and every later reader gets the same', () =>
    withDir((dir) => {
      const first = resolveJwtSecret(undefined, dir);
      expect(first).toHaveLength(32);
      expect(Buffer.from(resolveJwtSecret(undefined, dir)).equals(Buffer.from(first))).toBe(true);
      expect(readdirSync(dir)).toEqual(['jwt-secret']);
      expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    }));

  it('keeps a secret another process wrote first', () =>
    withDir((dir) => {
      const theirs = randomBytes(32);
      writeFileSync(path.join(dir, 'jwt-secret'), theirs.toString('base64url'));
      expect(Buffer.from(resolveJwtSecret(undefined, dir)).equals(theirs)).toBe(true);
    }));
});
