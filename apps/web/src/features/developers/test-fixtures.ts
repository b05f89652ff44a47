/** Keys, endpoints and deliveries as the API answers them, for this feature's component tests. */
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@fasttrack/contracts';

/** The organisation whose keys and endpoints these are. */
export const ORG_ID = '0b7c1c9e-0000-4000-8000-0000000000a1';

export const ok = <T>(data: T) => ({ success: true, data });

export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '5e0a7c21-0000-4000-8000-00000000a001',
    name: 'Booking engine',
    prefix: 'ftk_test_a1b2c3d4',
    mode: 'test',
    scopes: ['bookings:read', 'bookings:write'],
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  };
}

export function makeEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '5e0a7c21-0000-4000-8000-00000000e001',
    url: 'https://agency.example/webhooks/fasttrack',
    description: 'Booking engine',
    eventTypes: ['booking.confirmed', 'booking.cancelled'],
    status: 'enabled',
    disabledReason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    previousSecretExpiresAt: null,
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '5e0a7c21-0000-4000-8000-00000000d001',
    messageId: 'msg_2b7QX1',
    eventType: 'booking.confirmed',
    status: 'succeeded',
    createdAt: '2026-11-28T10:00:00.000Z',
    nextAttemptAt: null,
    attempts: [],
    ...overrides,
  };
}
