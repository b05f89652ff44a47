import { randomUUID } from 'node:crypto';
import { AuthMessages, Messages, PROFILE_IMAGE_MAX_BYTES } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 1x1 pixel images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

describe('profile pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (account: RegisteredUser | null, body: Buffer | string, contentType?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/profile-image',
      headers: {
        ...(account ? { authorization: `Bearer ${account.token}` } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payload: body,
    });
  const remove = (account: RegisteredUser) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me/profile-image',
      headers: { authorization: `Bearer ${account.token}` },
    });
  const me = async (account: RegisteredUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${account.token}` } })
    ).json().data;
  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('stores a PNG, links it from the user, and serves it publicly with its type', async () => {
    const account = await registerUser(t.app);
    const res = await upload(account, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: AuthMessages.profileImageUpdated });
    const url: string = json.data.profileImage;
    expect(url).toMatch(new RegExp(`^/api/users/${account.user.id}/profile-image\\?v=\\d+$`));
    expect(json.data).toEqual({ ...account.user, profileImage: url });
    expect((await me(account)).profileImage).toBe(url);

    const image = await fetchImage(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts %s', async (_name, bytes, type) => {
    const account = await registerUser(t.app);
    const res = await upload(account, bytes, type);
    expect(res.statusCode).toBe(200);
    const image = await fetchImage(res.json().data.profileImage);
    expect(image.headers['content-type']).toBe(type);
    expect(image.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves the type the bytes show, not the one declared', async () => {
    const account = await registerUser(t.app);
    const res = await upload(account, PNG, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect((await fetchImage(res.json().data.profileImage)).headers['content-type']).toBe('image/png');
  });

  it.each([
    ['text declared as PNG', Buffer.from('definitely not a picture'), 'image/png'],
    ['an SVG declared as WebP', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image/webp'],
    ['an empty body', Buffer.alloc(0), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['a JSON body', '{"image":"x"}', 'application/json'],
    ['no content type', PNG, undefined],
  ])('refuses %s with 415 and the §5 message, keeping the old picture', async (_name, body, type) => {
    const account = await registerUser(t.app);
    const before = (await upload(account, PNG, 'image/png')).json().data.profileImage;
    const res = await upload(account, body, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: Messages.imageTypeInvalid, error: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await me(account)).profileImage).toBe(before);
  });

  it('accepts exactly 5 MB and refuses more with 413 and the §5 message', async () => {
    const account = await registerUser(t.app);
    const atLimit = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES - PNG.length)]);
    expect((await upload(account, atLimit, 'image/png')).statusCode).toBe(200);
    const tooBig = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const res = await upload(account, tooBig, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: Messages.imageTooLarge, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('gives a replaced picture a new URL', async () => {
    const account = await registerUser(t.app);
    const first = (await upload(account, PNG, 'image/png')).json().data.profileImage;
    const second = (await upload(account, WEBP, 'image/webp')).json().data.profileImage;
    expect(second).not.toBe(first);
    expect((await fetchImage(second)).headers['content-type']).toBe('image/webp');
  });

  it('removes the picture: the user has none and its URL answers 404', async () => {
    const account = await registerUser(t.app);
    const url = (await upload(account, PNG, 'image/png')).json().data.profileImage;
    const res = await remove(account);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AuthMessages.profileImageRemoved, data: account.user });
    expect((await me(account)).profileImage).toBeNull();
    const gone = await fetchImage(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    // Removing again is not an error.
    expect((await remove(account)).statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and no-cache without the version', async () => {
    const account = await registerUser(t.app);
    const url: string = (await upload(account, PNG, 'image/png')).json().data.profileImage;
    const plain = await fetchImage(url.split('?')[0] ?? url);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const etag = String(plain.headers.etag);
    const again = await fetchImage(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('needs a bearer token to upload or remove', async () => {
    expect((await upload(null, PNG, 'image/png')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/me/profile-image' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a user without a picture and 400 for a malformed id', async () => {
    expect((await fetchImage(`/api/users/${randomUUID()}/profile-image`)).statusCode).toBe(404);
    expect((await fetchImage('/api/users/not-a-uuid/profile-image')).statusCode).toBe(400);
  });
});
