/**
 * An organisation's API keys and how a key authenticates (issue 40 item 1): the whole key is
 * answered once and lists show its prefix only; only owners and admins manage keys (a non-member
 * gets 404, an arranger 403); a revoked, expired, unknown or other-mode key gets 401; a key needs
 * the route's scope; a suspended organisation's key reads but does not write; each key has its own
 * rate limit.
 */
import { API_KEY_PREFIXES, API_KEY_RATE_LIMIT, type CreatedApiKey, PartnerMessages } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, organisations } from '../../db/schema/index';
import { authHeader, createUser } from '../../test/factories';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = { authorization: string };

describe('API keys', () => {
  let t: TestApp;
  let organisationId: string;
  let owner: Headers;
  const prefix = () => (t.config.testMode ? API_KEY_PREFIXES.test : API_KEY_PREFIXES.live);

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await createOrganisation(t.app)).id;
    owner = (await memberOf(t.app, organisationId, 'owner')).headers;
  });
  afterAll(() => t.close());

  const keysUrl = (orgId: string) => `/api/organisations/${orgId}/api-keys`;
  async function makeKey(body: Record<string, unknown> = {}, headers: Headers = owner, orgId = organisationId) {
    const res = await t.app.inject({
      method: 'POST',
      url: keysUrl(orgId),
      headers,
      payload: { name: 'Booking system', scopes: ['bookings:read'], ...body },
    });
    return { res, created: res.json().data as CreatedApiKey };
  }
  const asKey = (key: string, url = '/api/partner/organisation', method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` } });

  it('answers the whole key once; the list and the key itself show only its prefix', async () => {
    const { res, created } = await makeKey({ scopes: ['bookings:write', 'bookings:read'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(PartnerMessages.keyCreated);
    expect(created.secret).toMatch(new RegExp(`^${prefix()}[A-Za-z0-9_-]{43}$`));
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.apiKey).toMatchObject({ scopes: ['bookings:read', 'bookings:write'], revokedAt: null });

    const list = await t.app.inject({ method: 'GET', url: keysUrl(organisationId), headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: created.apiKey.id, prefix: created.apiKey.prefix }),
    );
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const me = await asKey(created.secret);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      organisationId,
      apiKeyId: created.apiKey.id,
      mode: t.config.testMode ? 'test' : 'live',
    });
  });

  it('lets only owners and admins manage keys: a non-member gets 404, an arranger 403', async () => {
    const stranger = await authHeader(t.app, await createUser(t.app.db));
    const arranger = (await memberOf(t.app, organisationId, 'arranger')).headers;
    const admin = (await memberOf(t.app, organisationId, 'admin')).headers;
    const { created } = await makeKey();

    expect((await makeKey({}, stranger)).res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: keysUrl(organisationId), headers: stranger })).statusCode).toBe(
      404,
    );
    const strangerRevoke = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(organisationId)}/${created.apiKey.id}`,
      headers: stranger,
    });
    expect(strangerRevoke.statusCode).toBe(404);
    expect((await makeKey({}, arranger)).res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: keysUrl(organisationId), headers: arranger })).statusCode).toBe(
      403,
    );
    expect((await makeKey({}, admin)).res.statusCode).toBe(201);
    // The key still works: nobody but its organisation's managers touched it.
    expect((await asKey(created.secret)).statusCode).toBe(200);
  });

  it('refuses a key that is missing, revoked, expired, unknown or of the other mode with 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/partner/organisation' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      success: false,
      error: 'UNAUTHORIZED',
      message: PartnerMessages.keyMissing,
    });

    const { created: revoked } = await makeKey();
    const revokeUrl = `${keysUrl(organisationId)}/${revoked.apiKey.id}`;
    const first = await t.app.inject({ method: 'DELETE', url: revokeUrl, headers: owner });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revokedAt).not.toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: revokeUrl, headers: owner });
    expect(again.json().data.revokedAt).toBe(first.json().data.revokedAt);
    const afterRevoke = await asKey(revoked.secret);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toMatchObject({ error: 'UNAUTHORIZED', message: PartnerMessages.keyInvalid });

    const { created: expiring } = await makeKey({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await asKey(expiring.secret)).statusCode).toBe(200);
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, expiring.apiKey.id));
    expect((await asKey(expiring.secret)).statusCode).toBe(401);

    // One character changed: the prefix still finds the row, the hash does not match.
    const { created: real } = await makeKey();
    const last = real.secret.at(-1) === 'A' ? 'B' : 'A';
    expect((await asKey(real.secret.slice(0, -1) + last)).statusCode).toBe(401);
    const otherMode = t.config.testMode ? API_KEY_PREFIXES.live : API_KEY_PREFIXES.test;
    expect((await asKey(otherMode + real.secret.slice(prefix().length))).statusCode).toBe(401);
  });

  it('refuses an expiry in the past and a key of an organisation not approved', async () => {
    const past = await makeKey({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.res.statusCode).toBe(400);
    expect(past.res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: { expiresAt: expect.any(String) } });

    const suspended = await createOrganisation(t.app, { status: 'suspended' });
    const suspendedOwner = (await memberOf(t.app, suspended.id, 'owner')).headers;
    const refused = await makeKey({}, suspendedOwner, suspended.id);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().message).toBe(PartnerMessages.organisationNotApproved);
  });

  it("answers 403 for a scope the key lacks; a suspended organisation's key reads but does not book", async () => {
    const { created: reader } = await makeKey({ scopes: ['bookings:read'] });
    const create = await asKey(reader.secret, '/api/partner/bookings', 'POST');
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({
      error: 'FORBIDDEN',
      message: PartnerMessages.scopeMissing('bookings:write'),
    });
    expect((await asKey(reader.secret, '/api/partner/invoices')).statusCode).toBe(403);

    const org = await createOrganisation(t.app);
    const orgOwner = (await memberOf(t.app, org.id, 'owner')).headers;
    const { created: writer } = await makeKey({ scopes: ['bookings:read', 'bookings:write'] }, orgOwner, org.id);
    await t.app.db.update(organisations).set({ status: 'suspended' }).where(eq(organisations.id, org.id));
    expect((await asKey(writer.secret, '/api/partner/bookings')).statusCode).toBe(200);
    const write = await asKey(writer.secret, '/api/partner/bookings', 'POST');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(PartnerMessages.organisationNotApproved);
  });

  it('limits each key on its own: over API_KEY_RATE_LIMIT a minute, 429 with Retry-After', async () => {
    const { created: busy } = await makeKey();
    const { created: other } = await makeKey();
    // The window's points spent as 600 requests would, on the product's limiter.
    const limiter = t.app.rateLimits.limiter('partner:key', API_KEY_RATE_LIMIT);
    await limiter.penalty(busy.apiKey.id, API_KEY_RATE_LIMIT.points);
    const refused = await asKey(busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await asKey(other.secret)).statusCode).toBe(200);
  });

  it('notes when a key was last used', async () => {
    const { created } = await makeKey();
    expect(created.apiKey.lastUsedAt).toBeNull();
    await asKey(created.secret);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});
