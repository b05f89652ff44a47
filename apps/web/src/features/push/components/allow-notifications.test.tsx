import { PUSH_CONTROL_TEXT } from '@fasttrack/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render';
import { WORKER_WAIT_MS } from '../push-device';
import { AllowNotifications } from './allow-notifications';

const KEY = `B${'A'.repeat(86)}`;
const DEVICE = {
  endpoint: 'https://push.example.net/send/device-1',
  keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/** A browser with (or without) the Push API: a service worker whose PushManager holds `subscribed`. */
function fakeBrowser({
  permission = 'default',
  subscribed = false,
  answer = 'granted',
  push = true,
}: {
  permission?: NotificationPermission;
  subscribed?: boolean;
  answer?: NotificationPermission;
  push?: boolean;
}) {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const makeSubscription = () => ({
    endpoint: DEVICE.endpoint,
    toJSON: () => ({ ...DEVICE, expirationTime: null }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_: PushSubscriptionOptionsInit) => {
      current = makeSubscription();
      return current;
    }),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  if (push) {
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    });
  }
  return { pushManager, notification, current: () => current };
}

function renderControl(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/push/key': () => json(200, { success: true, data: { publicKey: KEY } }),
    'POST /api/push/subscriptions': () => json(200, { success: true, message: PUSH_CONTROL_TEXT.on }),
    'DELETE /api/push/subscriptions': () => json(200, { success: true, message: PUSH_CONTROL_TEXT.off }),
    ...routes,
  });
  renderWithApp(<AllowNotifications />);
  return net;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Allow notifications on this device', () => {
  it('says so and offers no button when the browser cannot take push messages', async () => {
    fakeBrowser({ push: false });
    renderControl();
    expect(await screen.findByText(PUSH_CONTROL_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no button while the app has no service worker to receive pushes', async () => {
    fakeBrowser({});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderControl();
      await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
      expect(await screen.findByText(PUSH_CONTROL_TEXT.unsupported)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the browser blocks notifications, with no button, once they were denied', async () => {
    fakeBrowser({ permission: 'denied' });
    renderControl();
    expect(await screen.findByText(PUSH_CONTROL_TEXT.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the browser, subscribes with the VAPID key and sends the subscription to the server', async () => {
    const browser = fakeBrowser({});
    const net = renderControl();
    expect(await screen.findByText(PUSH_CONTROL_TEXT.off)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PUSH_CONTROL_TEXT.turnOn }));
    expect(await screen.findByText(PUSH_CONTROL_TEXT.on)).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(Array.from(key.slice(0, 2))).toEqual([0x04, 0x00]);
    expect(key).toHaveLength(65);
    expect(net.calls('POST /api/push/subscriptions').map((c) => c.body)).toEqual([{ ...DEVICE, expirationTime: null }]);
    expect(screen.getByRole('button', { name: PUSH_CONTROL_TEXT.turnOff })).toBeInTheDocument();
  });

  it('shows blocked and sends nothing when the person says no to the prompt', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const net = renderControl();
    await userEvent.click(await screen.findByRole('button', { name: PUSH_CONTROL_TEXT.turnOn }));
    expect(await screen.findByText(PUSH_CONTROL_TEXT.blocked)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(net.calls('POST /api/push/subscriptions')).toEqual([]);
  });

  it('turns off: unsubscribes this device and deletes it on the server', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const net = renderControl();
    expect(await screen.findByText(PUSH_CONTROL_TEXT.on)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PUSH_CONTROL_TEXT.turnOff }));
    expect(await screen.findByText(PUSH_CONTROL_TEXT.off)).toBeInTheDocument();
    expect(browser.current()).toBeNull();
    await waitFor(() =>
      expect(net.calls('DELETE /api/push/subscriptions').map((c) => c.body)).toEqual([{ endpoint: DEVICE.endpoint }]),
    );
  });

  it('says that the change failed when the server refuses it', async () => {
    fakeBrowser({});
    renderControl({
      'POST /api/push/subscriptions': () =>
        json(400, { success: false, message: 'Bad subscription', error: 'VALIDATION_FAILED' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: PUSH_CONTROL_TEXT.turnOn }));
    expect(await screen.findByText(PUSH_CONTROL_TEXT.failed)).toBeInTheDocument();
  });

  it('says this browser cannot show notifications, and hides the switch, when it has no push service (issue 37)', async () => {
    const browser = fakeBrowser({});
    // What Chromium builds without a push service answer.
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service not available', 'AbortError'),
    );
    const net = renderControl();
    await userEvent.click(await screen.findByRole('button', { name: PUSH_CONTROL_TEXT.turnOn }));
    expect(await screen.findByText(PUSH_CONTROL_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.queryByText(PUSH_CONTROL_TEXT.failed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(net.calls('POST /api/push/subscriptions')).toEqual([]);
  });
});
