import { AuthMessages, ContactMessages, lagosToday, Messages, PHONE_EXAMPLE } from '@fasttrack/contracts';
import { format, parseISO, subDays, subYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, registerUser, registrationBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const USER_FIELDS = [
  'createdAt',
  'dateOfBirth',
  'email',
  'firstName',
  'id',
  'lastName',
  'marketingConsent',
  'nationality',
  'phone',
  'profileImage',
  'role',
].sort();

const yearsAgo = (years: number, extraDays = 0) =>
  format(subDays(subYears(parseISO(lagosToday()), years), extraDays), 'yyyy-MM-dd');

describe('accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const exists = async (email: string) => (await post('/api/auth/check-user', { email })).json().data.exists;

  describe('POST /api/auth/register', () => {
    it('creates a customer and answers 201 with a session and the user', async () => {
      const body = registrationBody({ marketingConsent: true });
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: AuthMessages.registered });
      expect(Object.keys(json.data).sort()).toEqual(['refreshToken', 'token', 'user']);
      const { user, token, refreshToken } = json.data;
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toMatchObject({
        email: body.email,
        firstName: 'Ada',
        lastName: 'Obi',
        phone: '+2348012345678',
        dateOfBirth: '1990-01-01',
        nationality: 'Nigerian',
        marketingConsent: true,
        profileImage: null,
        role: 'customer',
      });
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
      // 256 random bits, base64url without padding.
      expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await me(token)).json().data).toEqual(user);
    });

    it('defaults marketing consent to false', async () => {
      const { user } = await registerUser(t.app);
      expect(user.marketingConsent).toBe(false);
    });

    it('never exposes a password or token hash', async () => {
      const res = await post('/api/auth/register', registrationBody());
      const text = res.body;
      expect(text).not.toMatch(/argon2|password|hash/i);
      const meText = (await me(res.json().data.token)).body;
      expect(meText).not.toMatch(/argon2|password|hash/i);
    });

    it('trims the e-mail and keeps it unique regardless of case: 409, and nothing is created', async () => {
      const local = `Mixed.${Date.now()}`;
      const first = await post('/api/auth/register', registrationBody({ email: `  ${local}@Example.COM ` }));
      expect(first.statusCode).toBe(201);
      expect(first.json().data.user.email).toBe(`${local}@Example.COM`);

      const again = await post(
        '/api/auth/register',
        registrationBody({ email: `${local.toLowerCase()}@example.com`, password: 'Different1pass' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: Messages.emailTaken, error: 'CONFLICT' });
      // The refused registration's password opens nothing; the first one still does.
      const other = await post('/api/auth/login', { email: `${local}@example.com`, password: 'Different1pass' });
      expect(other.statusCode).toBe(401);
      const original = await post('/api/auth/login', { email: `${local}@example.com`, password: 'Passw0rd!x' });
      expect(original.statusCode).toBe(200);
    });

    it('refuses a role in the body (no mass assignment) and creates nothing', async () => {
      const body = registrationBody({ role: 'admin' });
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
      expect(await exists(body.email)).toBe(false);
    });

    it('refuses unknown fields', async () => {
      const res = await post('/api/auth/register', registrationBody({ isVerified: true }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    });

    const phoneMessage = Messages.phoneInvalid(PHONE_EXAMPLE);
    it.each([
      ['email', 'not-an-email', Messages.emailInvalid],
      ['email', '   ', Messages.emailRequired],
      ['email', undefined, Messages.emailRequired],
      ['password', undefined, Messages.passwordRequired],
      ['password', 'Sh0rt', Messages.inlinePasswordTooShort],
      ['password', 'alllowercase1', Messages.passwordWeak],
      ['password', 'ALLUPPERCASE1', Messages.passwordWeak],
      ['password', 'NoDigitsHere', Messages.passwordWeak],
      ['password', `Aa1${'x'.repeat(126)}`, Messages.passwordTooLong],
      ['firstName', 'A', Messages.firstNameTooShort],
      ['firstName', 'A'.repeat(51), Messages.firstNameTooLong],
      ['lastName', 'B', Messages.lastNameTooShort],
      ['lastName', 'B'.repeat(51), Messages.lastNameTooLong],
      ['phone', '0801234', phoneMessage],
      ['phone', '+1', phoneMessage],
      ['phone', '+1234567890123456', phoneMessage],
      ['phone', '+234 80x 123', phoneMessage],
      ['phone', undefined, ContactMessages.phoneRequired],
      ['dateOfBirth', yearsAgo(18, -1), Messages.ageOutOfRange],
      ['dateOfBirth', yearsAgo(101), Messages.ageOutOfRange],
      ['dateOfBirth', '1990-02-30', 'Please enter a valid date of birth'],
      ['nationality', 'Martian', Messages.nationalityRequired],
      ['nationality', undefined, Messages.nationalityRequired],
      ['marketingConsent', 'yes', undefined],
    ])('refuses %s = %j with 400 and its §5 message', async (field, value, message) => {
      const body = registrationBody({ [field]: value });
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
      if (message) {
        expect(json.details[field]).toBe(message);
        expect(json.message).toBe(message);
      } else {
        expect(json.details[field]).toBeTypeOf('string');
      }
      if (field !== 'email') expect(await exists(body.email)).toBe(false);
    });

    it.each([
      ['an 18th birthday today', { dateOfBirth: yearsAgo(18) }],
      ['age 100', { dateOfBirth: yearsAgo(100) }],
      ['a Nigerian phone written as people write it (issue 26 item 5)', { phone: '0803 123 4567' }],
      ['a phone written with spaces', { phone: '+234 801 234 5678' }],
      ['a foreign phone', { phone: '+44 20 7946 0958' }],
      ['names of exactly 2 and 50 characters', { firstName: 'Jo', lastName: 'L'.repeat(50) }],
      ['an 8-character password', { password: 'Abcdefg1' }],
      ['a 128-character password', { password: `Aa1${'x'.repeat(125)}` }],
      ['nationality Other', { nationality: 'Other' }],
    ])('accepts %s', async (_label, overrides) => {
      const res = await post('/api/auth/register', registrationBody(overrides));
      expect(res.statusCode).toBe(201);
    });

    it('stores the phone number without its spaces', async () => {
      const { user } = await registerUser(t.app, { phone: '+234 801 234 5678' });
      expect(user.phone).toBe('+2348012345678');
    });

    it('stores a local Nigerian number in E.164 (issue 26 item 5)', async () => {
      const { user } = await registerUser(t.app, { phone: '0803 123 4567' });
      expect(user.phone).toBe('+2348031234567');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the e-mail in any case and answers a session and the user', async () => {
      const account = await registerUser(t.app);
      const res = await post('/api/auth/login', {
        email: `  ${account.email.toUpperCase()}  `,
        password: account.password,
      });
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: AuthMessages.loggedIn, data: { user: account.user } });
      expect(json.data.refreshToken).not.toBe(account.refreshToken);
      expect((await me(json.data.token)).statusCode).toBe(200);
    });

    it('answers an unknown e-mail and a wrong password alike: same 401, same body', async () => {
      const account = await registerUser(t.app);
      const wrong = await post('/api/auth/login', { email: account.email, password: 'Wrong-passw0rd' });
      const unknown = await post('/api/auth/login', {
        email: `nobody.${Date.now()}@example.com`,
        password: 'Wrong-passw0rd',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ success: false, message: Messages.invalidCredentials, error: 'UNAUTHORIZED' });
    });

    it.each([
      [{ password: 'x' }, 'email', Messages.emailRequired],
      [{ email: 'a@example.com' }, 'password', Messages.passwordRequired],
      [{ email: 'a@example.com', password: '' }, 'password', Messages.passwordRequired],
      [{ email: 'nope', password: 'x' }, 'email', Messages.emailInvalid],
    ])('refuses %j with 400 and the §5 message', async (body, field, message) => {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBe(message);
    });

    it('refuses unknown fields', async () => {
      const account = await registerUser(t.app);
      const res = await post('/api/auth/login', { email: account.email, password: account.password, role: 'admin' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user', async () => {
      const account = await registerUser(t.app);
      const res = await me(account.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: account.user });
    });

    it.each([
      ['no authorization header', {}],
      ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    ])('answers 401 with %s', async (_label, headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    });
  });

  describe('PATCH /api/auth/me', () => {
    const patch = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });

    it('updates names, phone, nationality and marketing consent, and keeps them', async () => {
      const account = await registerUser(t.app);
      const changes = {
        firstName: '  Chiamaka ',
        lastName: 'Eze',
        phone: '+447911123456',
        nationality: 'British',
        marketingConsent: true,
      };
      const res = await patch(account.token, changes);
      expect(res.statusCode).toBe(200);
      const expected = { ...account.user, ...changes, firstName: 'Chiamaka' };
      expect(res.json()).toEqual({ success: true, message: AuthMessages.profileUpdated, data: expected });
      expect((await me(account.token)).json().data).toEqual(expected);
    });

    it('stores a phone written in a local form in E.164 (issue 26 item 5)', async () => {
      const account = await registerUser(t.app);
      const res = await patch(account.token, { phone: '0803-123-4567' });
      expect(res.statusCode).toBe(200);
      expect((await me(account.token)).json().data.phone).toBe('+2348031234567');
    });

    it('changes only the fields sent', async () => {
      const account = await registerUser(t.app);
      const res = await patch(account.token, { marketingConsent: true });
      expect(res.json().data).toEqual({ ...account.user, marketingConsent: true });
    });

    it.each([
      ['role', { role: 'admin' }],
      ['email', { email: 'new@example.com' }],
      ['password', { password: 'NewPassw0rd' }],
    ])('refuses %s with 400 and changes nothing', async (_field, body) => {
      const account = await registerUser(t.app);
      const res = await patch(account.token, { firstName: 'Changed', ...body });
      expect(res.statusCode).toBe(400);
      expect((await me(account.token)).json().data).toEqual(account.user);
    });

    it.each([
      [{ firstName: 'A' }, 'firstName', Messages.firstNameTooShort],
      [{ lastName: 'B'.repeat(51) }, 'lastName', Messages.lastNameTooLong],
      [{ phone: '0123' }, 'phone', Messages.phoneInvalid(PHONE_EXAMPLE)],
      [{ nationality: 'Atlantean' }, 'nationality', Messages.nationalityRequired],
      // A quick sign-up account replaces its placeholder birth date (issue 19 §1), under the §5 age rule.
      [{ dateOfBirth: yearsAgo(18, -1) }, 'dateOfBirth', Messages.ageOutOfRange],
    ])('refuses %j with the §5 message', async (body, field, message) => {
      const account = await registerUser(t.app);
      const res = await patch(account.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBe(message);
    });

    it('refuses an empty update', async () => {
      const account = await registerUser(t.app);
      const res = await patch(account.token, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nothing to update');
    });

    it('needs a bearer token', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { firstName: 'Ada' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/check-user', () => {
    it('answers exists true for a registered e-mail in any case, false otherwise', async () => {
      const account = await registerUser(t.app);
      const yes = await post('/api/auth/check-user', { email: ` ${account.email.toUpperCase()} ` });
      expect(yes.statusCode).toBe(200);
      expect(yes.json()).toEqual({ success: true, data: { exists: true } });
      const no = await post('/api/auth/check-user', { email: `unknown.${Date.now()}@example.com` });
      expect(no.json()).toEqual({ success: true, data: { exists: false } });
    });

    it.each([
      [{ email: 'nope' }, Messages.emailInvalid],
      [{}, Messages.emailRequired],
    ])('refuses %j with 400', async (body, message) => {
      const res = await post('/api/auth/check-user', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.email).toBe(message);
    });

    it('refuses unknown fields', async () => {
      const res = await post('/api/auth/check-user', { email: 'a@example.com', extra: 1 });
      expect(res.statusCode).toBe(400);
    });
  });

  it('documents every accounts path in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/check-user',
        '/api/auth/me/profile-image',
        '/api/users/{id}/profile-image',
      ]),
    );
    expect(Object.keys(paths['/api/auth/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
