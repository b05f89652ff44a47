import { randomBytes } from 'node:crypto';
import { AuthMessages, sessionEndedMessage } from '@fasttrack/contracts';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/index';
import { randomIp, registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashRefreshToken } from './sessions.service';

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
const MINUTE = 60_000;
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions: refresh token rotation, expiry, logout, token checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const logout = (opts: { token?: string; body?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.body !== undefined ? { payload: opts.body } : {}),
    });
  const login = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: randomIp(),
    });
    return res.json().data as { token: string; refreshToken: string };
  };
  const tokenRow = async (refreshToken: string) => {
    const [row] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    if (!row) throw new Error('no such refresh token');
    return row;
  };
  const setExpiry = (refreshToken: string, expiresAt: Date) =>
    t.app.db
      .update(refreshTokens)
      .set({ expiresAt })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  const sessionExpired = { success: false, message: AuthMessages.sessionExpired, error: 'UNAUTHORIZED' };

  describe('POST /api/auth/refresh', () => {
    it('rotates: answers a new pair and the user, and the new access token works', async () => {
      const account = await registerUser(t.app);
      const res = await refresh(account.refreshToken);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: AuthMessages.refreshed, data: { user: account.user } });
      expect(json.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(json.data.refreshToken).not.toBe(account.refreshToken);
      expect(json.data.token).not.toBe(account.token);
      expect((await me(json.data.token)).statusCode).toBe(200);
      // The next one rotates again.
      const next = await refresh(json.data.refreshToken);
      expect(next.statusCode).toBe(200);
    });

    it('stores refresh tokens only as hashes', async () => {
      const account = await registerUser(t.app);
      const row = await tokenRow(account.refreshToken);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const stored = await t.app.db.execute(sql`select * from refresh_tokens`);
      expect(JSON.stringify(stored)).not.toContain(account.refreshToken);
    });

    it('detects reuse: a used token gets 401 and revokes its whole family (RFC 9700 §4.14.2)', async () => {
      const account = await registerUser(t.app);
      const otherSession = await login(account.email, account.password);
      const second = (await refresh(account.refreshToken)).json().data.refreshToken;

      const replay = await refresh(account.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(sessionExpired);
      // The legitimate holder of the latest token is signed out too.
      expect((await refresh(second)).statusCode).toBe(401);
      // Another sign-in of the same user is a different family and lives on.
      expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
    });

    it('refuses an unknown token with the same 401', async () => {
      const res = await refresh(randomBytes(32).toString('base64url'));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(sessionExpired);
    });

    it('refuses an expired token', async () => {
      const account = await registerUser(t.app);
      await setExpiry(account.refreshToken, new Date(Date.now() - 1000));
      const res = await refresh(account.refreshToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(sessionExpired);
    });

    it('keeps the 30-day absolute lifetime of the sign-in across rotations', async () => {
      const account = await registerUser(t.app);
      const issued = await tokenRow(account.refreshToken);
      const days = (issued.expiresAt.getTime() - issued.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(30, 2);

      const shortened = new Date(Date.now() + 5 * MINUTE);
      await setExpiry(account.refreshToken, shortened);
      const second = (await refresh(account.refreshToken)).json().data.refreshToken;
      const third = (await refresh(second)).json().data.refreshToken;
      expect((await tokenRow(third)).expiresAt.getTime()).toBe(shortened.getTime());

      await setExpiry(third, new Date(Date.now() - 1000));
      expect((await refresh(third)).statusCode).toBe(401);
    });

    it('gives the refreshed access token the current role', async () => {
      const account = await registerUser(t.app);
      await t.app.db.update(users).set({ role: 'officer' }).where(eq(users.id, account.user.id));
      const res = await refresh(account.refreshToken);
      expect(res.json().data.user.role).toBe('officer');
      expect(decodeJwt(res.json().data.token).role).toBe('officer');
    });

    it.each([
      [{}, 'refreshToken'],
      [{ refreshToken: '' }, 'refreshToken'],
      [{ refreshToken: 'x', userId: 'y' }, undefined],
    ])('refuses %j with 400', async (payload, field) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().details[field]).toBeTypeOf('string');
    });

    it("says 'No refresh token available' for an empty one (§8)", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: '' } });
      expect(res.json().message).toBe('No refresh token available');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('with the bearer alone, ends that session (its refresh token stops working)', async () => {
      const account = await registerUser(t.app);
      const res = await logout({ token: account.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: AuthMessages.loggedOut });
      expect((await refresh(account.refreshToken)).statusCode).toBe(401);
      // Its access token is refused from the next request, not when it expires (issue 26 §6).
      const after = await me(account.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ error: 'SESSION_ENDED', message: sessionEndedMessage('signed-out') });
    });

    it('with the bearer and the refresh token, ends the session and leaves other sign-ins alone', async () => {
      const account = await registerUser(t.app);
      const other = await login(account.email, account.password);
      const res = await logout({ token: account.token, body: JSON.stringify({ refreshToken: account.refreshToken }) });
      expect(res.statusCode).toBe(200);
      expect((await refresh(account.refreshToken)).statusCode).toBe(401);
      expect((await me(other.token)).statusCode).toBe(200);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('ends the rotated session too (the whole family)', async () => {
      const account = await registerUser(t.app);
      const rotated = (await refresh(account.refreshToken)).json().data;
      await logout({ token: account.token, body: JSON.stringify({ refreshToken: account.refreshToken }) });
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    });

    it('works with an expired access token', async () => {
      const account = await registerUser(t.app);
      const { sid } = decodeJwt(account.token);
      const expired = await t.app.accessTokens.sign(
        { userId: account.user.id, role: 'customer', sessionId: String(sid) },
        new Date(Date.now() - 60 * MINUTE),
      );
      expect((await me(expired)).statusCode).toBe(401);
      const res = await logout({ token: expired });
      expect(res.statusCode).toBe(200);
      expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    });

    it('works with the refresh token alone', async () => {
      const account = await registerUser(t.app);
      const res = await logout({ body: JSON.stringify({ refreshToken: account.refreshToken }) });
      expect(res.statusCode).toBe(200);
      expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    });

    it('accepts a JSON content type with an empty body', async () => {
      const account = await registerUser(t.app);
      const res = await logout({ token: account.token, body: '' });
      expect(res.statusCode).toBe(200);
      expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    });

    it('answers 401 with neither a bearer nor a refresh token', async () => {
      const res = await logout({});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    });

    it('answers 401 to a forged bearer and ends nothing', async () => {
      const account = await registerUser(t.app);
      const forged = await new SignJWT({ role: 'customer', sid: decodeJwt(account.token).sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.user.id)
        .setIssuer('fasttrack-los')
        .setAudience('fasttrack-los-api')
        .setExpirationTime('10m')
        .sign(randomBytes(32));
      const res = await logout({ token: forged, body: JSON.stringify({ refreshToken: account.refreshToken }) });
      expect(res.statusCode).toBe(401);
      expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    });

    it("does not end another user's session named in the body", async () => {
      const mine = await registerUser(t.app);
      const theirs = await registerUser(t.app);
      const res = await logout({ token: mine.token, body: JSON.stringify({ refreshToken: theirs.refreshToken }) });
      expect(res.statusCode).toBe(200);
      expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
    });

    it('refuses unknown fields', async () => {
      const account = await registerUser(t.app);
      const res = await logout({ token: account.token, body: JSON.stringify({ everywhere: true }) });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('access tokens', () => {
    const claimsFor = (userId: string) => ({
      sub: userId,
      role: 'admin',
      iss: 'fasttrack-los',
      aud: 'fasttrack-los-api',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    });

    it('carry the user id and role and last 15 minutes', async () => {
      const account = await registerUser(t.app);
      const claims = decodeJwt(account.token);
      expect(claims.sub).toBe(account.user.id);
      expect(claims.role).toBe('customer');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    });

    it('are refused once expired', async () => {
      const account = await registerUser(t.app);
      const user = { userId: account.user.id, role: 'customer' as const };
      const stillValid = await t.app.accessTokens.sign(user, new Date(Date.now() - 14 * MINUTE));
      const expired = await t.app.accessTokens.sign(user, new Date(Date.now() - 16 * MINUTE));
      expect((await me(stillValid)).statusCode).toBe(200);
      const res = await me(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    });

    it('with alg none are refused', async () => {
      const account = await registerUser(t.app);
      const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsFor(account.user.id))}.`;
      expect((await me(unsigned)).statusCode).toBe(401);
    });

    it('signed with another secret are refused', async () => {
      const account = await registerUser(t.app);
      const forged = await new SignJWT(claimsFor(account.user.id))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(randomBytes(32));
      expect((await me(forged)).statusCode).toBe(401);
    });

    it('with another algorithm are refused, even with the right secret', async () => {
      const account = await registerUser(t.app);
      const hs512 = await new SignJWT(claimsFor(account.user.id))
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect((await me(hs512)).statusCode).toBe(401);
    });

    it('with an edited payload are refused', async () => {
      const account = await registerUser(t.app);
      const [header, , signature] = account.token.split('.');
      const edited = `${header}.${b64url({ ...decodeJwt(account.token), role: 'admin' })}.${signature}`;
      expect((await me(edited)).statusCode).toBe(401);
    });
  });
});
