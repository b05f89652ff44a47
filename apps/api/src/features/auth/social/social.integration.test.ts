import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../../db/schema/index';
import { createUser } from '../../../test/factories';
import {
  collectSession,
  facebookDialogPath,
  signInWith,
  startFlow,
  startSocialApp,
} from '../../../test/scenarios/social-sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

const email = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.com`;
const errorOf = (landing: string) => new URL(landing, 'http://x').searchParams.get('socialError');

describe('social sign-in (issue 19 §11)', () => {
  let t: TestApp & { baseUrl: string };
  beforeAll(async () => {
    t = await startSocialApp();
  });
  afterAll(() => t.close());

  const usersWith = (address: string) => t.app.db.select().from(users).where(eq(users.email, address));
  const identitiesOf = (userId: string) =>
    t.app.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, userId));

  it('offers the configured providers to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.socialProviders).toEqual(['google', 'facebook']);
  });

  it('start sends the browser to Google with state, nonce and PKCE kept in a sealed HttpOnly cookie', async () => {
    const { res, location, cookie } = await startFlow(t, 'google', '?returnTo=booking&step=confirmation');
    expect(res.statusCode).toBe(302);
    expect(location.origin + location.pathname).toBe(`${t.baseUrl}/sandbox/google/o/oauth2/v2/auth`);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe('google-client.apps.test');
    expect(q.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/oauth/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(q.get(name)).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oauth', maxAge: 600 });
    // Sealed: none of the flow's secrets can be read from the cookie.
    expect(cookie?.value).not.toContain(q.get('state'));
  });

  it('shows a consent page with Allow and Deny', async () => {
    const { location } = await startFlow(t, 'google');
    const res = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sign in with Google');
    expect(res.body).toMatch(/value="allow">Allow</);
    expect(res.body).toMatch(/value="deny">Deny</);
  });

  it('creates a customer account for a new identity, with placeholders for what Google does not give', async () => {
    const address = email('new');
    const run = await signInWith(
      t,
      'google',
      { email: address, givenName: 'Amaka', familyName: 'Eze' },
      { query: '?returnTo=booking&step=confirmation' },
    );
    expect(run.landing).toBe('/login?returnTo=booking&step=confirmation&social=google&welcome=1');

    const collected = await collectSession(t, run.sessionCookie);
    expect(collected.statusCode).toBe(200);
    const { token, user } = collected.json().data;
    expect(user).toMatchObject({
      email: address,
      firstName: 'Amaka',
      lastName: 'Eze',
      phone: '+2340000000000',
      dateOfBirth: '1990-01-01',
      role: 'customer',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toHaveLength(1);

    // The handed-over session is collected once.
    expect((await collectSession(t, run.sessionCookie)).statusCode).toBe(401);

    // Signing in again finds the identity: same account, no second one.
    const again = await signInWith(t, 'google', { email: address });
    expect(again.landing).toBe('/login?social=google');
    const second = (await collectSession(t, again.sessionCookie)).json().data.user;
    expect(second.id).toBe(user.id);
    expect(await usersWith(address)).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one it started with, and creates nothing', async () => {
    const address = email('forged');
    const run = await signInWith(
      t,
      'google',
      { email: address },
      { tamper: (url) => url.searchParams.set('state', 'x') },
    );
    expect(errorOf(run.landing)).toBe('expired');
    expect(run.sessionCookie).toBeUndefined();
    expect(await usersWith(address)).toHaveLength(0);
  });

  it('refuses a callback without the flow cookie (started in another browser)', async () => {
    const run = await signInWith(t, 'google', { email: email('nocookie') }, { withoutFlowCookie: true });
    expect(errorOf(run.landing)).toBe('expired');
  });

  it('brings a denied consent back to the login page, keeping where the user started', async () => {
    const run = await signInWith(t, 'google', { decision: 'deny' }, { query: '?returnTo=booking' });
    expect(run.landing).toBe('/login?returnTo=booking&provider=google&socialError=denied');
  });

  it('links a verified e-mail to the existing account with that address', async () => {
    const existing = await createUser(t.app.db, { email: email('Linked') });
    const run = await signInWith(t, 'google', { email: existing.email.toLowerCase(), emailVerified: true });
    const user = (await collectSession(t, run.sessionCookie)).json().data.user;
    expect(user.id).toBe(existing.id);
    expect(user.firstName).toBe('Ada');
    expect(await identitiesOf(existing.id)).toHaveLength(1);
  });

  it('does not link an unverified e-mail to an existing account', async () => {
    const existing = await createUser(t.app.db, { email: email('unverified') });
    const run = await signInWith(t, 'google', { email: existing.email, emailVerified: false });
    expect(errorOf(run.landing)).toBe('email_in_use');
    expect(run.sessionCookie).toBeUndefined();
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('never links a staff account', async () => {
    const staff = await createUser(t.app.db, { email: email('officer'), role: 'officer' });
    const run = await signInWith(t, 'google', { email: staff.email, emailVerified: true });
    expect(errorOf(run.landing)).toBe('staff');
  });

  it('drops a returnTo that is not a same-site path', async () => {
    const { location } = await startFlow(t, 'google', '?returnTo=//evil.example/x&step=confirmation');
    const run = await signInWith(t, 'google', { decision: 'deny' }, { query: '?returnTo=//evil.example/x' });
    expect(location.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/oauth/google/callback`);
    expect(run.landing).toBe('/login?provider=google&socialError=denied');
  });

  describe('Facebook', () => {
    it('creates an account from Graph /me, with the dialog and PKCE', async () => {
      const address = email('fb');
      const { location } = await startFlow(t, 'facebook');
      expect(location.pathname).toBe(facebookDialogPath);
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      const run = await signInWith(t, 'facebook', { email: address, givenName: 'Tunde', familyName: 'Bello' });
      expect(run.landing).toBe('/login?social=facebook&welcome=1');
      const user = (await collectSession(t, run.sessionCookie)).json().data.user;
      expect(user).toMatchObject({ email: address, firstName: 'Tunde', lastName: 'Bello' });
    });

    it('never links by e-mail, since Facebook does not say it was verified', async () => {
      const existing = await createUser(t.app.db, { email: email('fbexisting') });
      const run = await signInWith(t, 'facebook', { email: existing.email });
      expect(errorOf(run.landing)).toBe('email_in_use');
    });

    it('cannot create an account when the e-mail was not shared', async () => {
      const run = await signInWith(t, 'facebook', { email: '', givenName: 'No', familyName: 'Mail' });
      expect(errorOf(run.landing)).toBe('no_email');
    });

    it('brings a cancelled dialog back as denied', async () => {
      const run = await signInWith(t, 'facebook', { decision: 'deny' });
      expect(errorOf(run.landing)).toBe('denied');
    });
  });
});

describe('social sign-in without settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers no provider and has no route that pretends', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().data.socialProviders).toEqual([]);
    for (const url of ['/api/auth/oauth/google/start', '/api/auth/oauth/facebook/callback?code=x&state=y']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oauth/session' })).statusCode).toBe(404);
    // No stand-in either (an unknown page may still get the web app's shell).
    const discovery = await t.app.inject({ method: 'GET', url: '/sandbox/google/.well-known/openid-configuration' });
    expect(discovery.body).not.toContain('authorization_endpoint');
  });
});
