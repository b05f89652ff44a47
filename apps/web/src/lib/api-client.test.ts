import { AuthResultSchema, sessionEndedMessage, successEnvelope, UserSchema } from '@fasttrack/contracts';
import { describe, expect, it, vi } from 'vitest';
import { hangUntilAborted, json, spyOnPageLoads, stubFetch } from '../test/fake-fetch';
import { authResult } from '../test/fixtures';
import { ApiError, apiClient, apiRequest } from './api-client';
import { getAuthToken, getRefreshToken, readSignOutReason, saveTokens } from './auth-storage';
import { setSessionReturn } from './session-return';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: requests', () => {
  it('calls /api with JSON and the stored bearer token, and returns the parsed body', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({ 'POST /api/things': () => json(201, { success: true, data: { id: 7 } }) });

    const body = await apiClient.post('/things', { name: 'x' }, { query: { page: 2, skip: undefined } });

    expect(body).toEqual({ success: true, data: { id: 7 } });
    const [request] = net.requests;
    expect(request?.search).toBe('?page=2');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request?.body).toEqual({ name: 'x' });
  });

  it('adds extra headers and sends a Blob body as is, with its own type', async () => {
    saveTokens({ token: 'tok-1' });
    const net = stubFetch({ 'PUT /api/upload': () => json(200, { success: true, data: null }) });
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

    await apiClient.put('/upload', image, { headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' } });

    const [request] = net.requests;
    expect(request?.headers.get('content-type')).toBe('image/jpeg');
    expect(request?.headers.get('idempotency-key')).toBe('k-1');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request?.body).toBe(image);
  });

  it('sends no token when auth is off', async () => {
    saveTokens({ token: 'tok-1' });
    const net = stubFetch({ 'GET /api/open': () => json(200, { success: true, data: null }) });
    await apiClient.get('/open', { auth: false });
    expect(net.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('parses the body with the given contract schema', async () => {
    stubFetch({ 'GET /api/auth/me': () => json(200, { success: true, data: { id: 'not-a-user' } }) });
    const error = await failure(apiClient.get('/auth/me', { auth: false, schema: successEnvelope(UserSchema) }));
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});

describe('api client: §8 error mapping', () => {
  it("uses the server's message, with its status, code and field details", async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        json(400, {
          success: false,
          message: 'Validation failed',
          error: 'VALIDATION_FAILED',
          details: { phone: 'Please enter a valid phone number (e.g., +2348012345678)' },
        }),
    });
    const error = await failure(apiClient.post('/auth/register', {}, { auth: false }));
    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ phone: 'Please enter a valid phone number (e.g., +2348012345678)' });
  });

  it('falls back to the error field when there is no message', async () => {
    stubFetch({ 'GET /api/x': () => json(409, { success: false, error: 'CONFLICT' }) });
    expect((await failure(apiClient.get('/x'))).message).toBe('CONFLICT');
  });

  it("falls back to 'HTTP {status} error' when the body says nothing (or is not JSON)", async () => {
    stubFetch({
      'GET /api/empty': () => new Response(null, { status: 503 }),
      'GET /api/html': () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    });
    expect((await failure(apiClient.get('/empty'))).message).toBe('HTTP 503 error');
    const html = await failure(apiClient.get('/html'));
    expect(html.message).toBe('HTTP 502 error');
    expect(html.status).toBe(502);
  });

  it('treats a 200 answer with success false as a failure with its message', async () => {
    stubFetch({ 'GET /api/x': () => json(200, { success: false, message: 'Failed to fetch bookings' }) });
    expect((await failure(apiClient.get('/x'))).message).toBe('Failed to fetch bookings');
  });

  it('reports a network failure as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiClient.get('/x'));
    expect(error.message).toBe('Network error - please check your connection');
    expect(error.status).toBeNull();
  });

  it('gives up after 10 000 ms without an answer, as a network error', async () => {
    vi.useFakeTimers();
    const net = stubFetch({ 'GET /api/slow': hangUntilAborted });
    const pending = failure(apiClient.get('/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(net.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe('Network error - please check your connection');
  });

  it("reports an error raised before sending with that error's own message", async () => {
    const net = stubFetch({});
    const error = await failure(apiClient.post('/x', { amount: 10n }));
    expect(error.message).toMatch(/BigInt/);
    expect(net.requests).toHaveLength(0);
  });

  it("uses 'An unexpected error occurred' when such an error has no message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('')));
    expect((await failure(apiClient.get('/x'))).message).toBe('An unexpected error occurred');
  });

  it("re-throws the caller's own cancellation untouched", async () => {
    stubFetch({ 'GET /api/slow': hangUntilAborted });
    const controller = new AbortController();
    const pending = apiClient.get('/slow', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: expired access token', () => {
  const refreshed = () => json(200, authResult(undefined, 'tok-2', 'ref-2'));

  it('refreshes once, stores the new pair and retries with the new token', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/bookings/user': (req) =>
        req.headers.get('authorization') === 'Bearer tok-2'
          ? json(200, { success: true, data: [] })
          : json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' }),
      'POST /api/auth/refresh': refreshed,
    });

    const [a, b] = await Promise.all([apiClient.get('/bookings/user'), apiClient.get('/bookings/user')]);

    expect(a).toEqual({ success: true, data: [] });
    expect(b).toEqual({ success: true, data: [] });
    expect(net.calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(net.calls('POST /api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'ref-1' });
    expect(getAuthToken()).toBe('tok-2');
    expect(getRefreshToken()).toBe('ref-2');
  });

  it('does not rotate again for a call that was refused before a concurrent refresh finished', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    let releaseSlow: () => void = () => {};
    const slowRefused = new Promise<void>((resolve) => (releaseSlow = resolve));
    const unauthorized = () => json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' });
    const net = stubFetch({
      'GET /api/fast': (req) =>
        req.headers.get('authorization') === 'Bearer tok-2'
          ? json(200, { success: true, data: 'fast' })
          : unauthorized(),
      'GET /api/slow': async (req) => {
        if (req.headers.get('authorization') === 'Bearer tok-2') return json(200, { success: true, data: 'slow' });
        await slowRefused;
        return unauthorized();
      },
      'POST /api/auth/refresh': refreshed,
    });

    const slow = apiClient.get('/slow');
    await apiClient.get('/fast');
    releaseSlow();

    expect(await slow).toEqual({ success: true, data: 'slow' });
    expect(net.calls('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('clears the tokens and loads /login when the refresh is refused', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const pageLoads = spyOnPageLoads();
    stubFetch({
      'GET /api/auth/me': () =>
        json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' }),
      'POST /api/auth/refresh': () => json(401, { success: false, message: 'Session expired', error: 'UNAUTHORIZED' }),
    });

    const error = await failure(apiClient.get('/auth/me'));

    expect(error.status).toBe(401);
    expect(getAuthToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    await vi.waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login?sessionEnded=true'));
  });

  it('goes to /login at once for an ended session, and keeps the reason for it (issue 26 §6)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const pageLoads = spyOnPageLoads();
    const reason = sessionEndedMessage('password-changed');
    const net = stubFetch({
      'GET /api/auth/me': () => json(401, { success: false, message: reason, error: 'SESSION_ENDED' }),
    });
    const error = await failure(apiClient.get('/auth/me'));
    expect(error.status).toBe(401);
    expect(net.calls('POST /api/auth/refresh')).toHaveLength(0);
    expect(getAuthToken()).toBeNull();
    await vi.waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login?sessionEnded=true'));
    expect(readSignOutReason()).toBe(reason);
  });

  it('from a screen that can resume, /login is told where to return after signing in (issue 37)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const pageLoads = spyOnPageLoads();
    stubFetch({
      'GET /api/bookings/user': () => json(401, { success: false, message: 'Expired', error: 'UNAUTHORIZED' }),
      'POST /api/auth/refresh': () => json(401, { success: false, message: 'Session expired', error: 'UNAUTHORIZED' }),
    });
    const forget = setSessionReturn({ returnTo: 'booking', step: 'confirmation' });
    await failure(apiClient.get('/bookings/user'));
    await vi.waitFor(() =>
      expect(pageLoads).toHaveBeenCalledWith('/login?returnTo=booking&step=confirmation&sessionEnded=true'),
    );

    forget();
    saveTokens({ token: 'tok-2', refreshToken: 'ref-2' });
    await failure(apiClient.get('/bookings/user'));
    await vi.waitFor(() => expect(pageLoads).toHaveBeenLastCalledWith('/login?sessionEnded=true'));
  });

  it('goes to /login without calling refresh when no refresh token is stored', async () => {
    saveTokens({ token: 'tok-1' });
    const pageLoads = spyOnPageLoads();
    const net = stubFetch({ 'GET /api/auth/me': () => json(401, { success: false, error: 'UNAUTHORIZED' }) });
    await failure(apiClient.get('/auth/me'));
    expect(net.calls('POST /api/auth/refresh')).toHaveLength(0);
    await vi.waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login?sessionEnded=true'));
  });

  it('leaves a 401 to a call without a token to its caller (wrong password)', async () => {
    const pageLoads = spyOnPageLoads();
    stubFetch({
      'POST /api/auth/login': () =>
        json(401, { success: false, message: 'Invalid email or password', error: 'UNAUTHORIZED' }),
    });
    const error = await failure(
      apiRequest('/auth/login', { method: 'POST', body: {}, auth: false, schema: successEnvelope(AuthResultSchema) }),
    );
    expect(error.message).toBe('Invalid email or password');
    expect(pageLoads).not.toHaveBeenCalled();
  });
});
