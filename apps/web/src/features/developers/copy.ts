/**
 * Every sentence of the organisation's Developers tab (issue 40 items 1 and 4), once: API keys,
 * webhook endpoints, their delivery logs and the pointers to the reference. The API's own
 * messages (key shown once, secret rotated…) come from contracts' PartnerMessages.
 */
import { type ApiKeyScope, PartnerMessages, type WebhookEventType } from '@fasttrack/contracts';

export const DevelopersCopy = {
  tabLabel: 'Developers',

  keysTitle: 'API keys',
  keysIntro:
    'Your booking system sends a key as Authorization: Bearer ftk_… and acts as the organisation, not as a person.',
  keysLoading: 'Loading API keys...',
  keysEmpty: 'No API keys yet.',
  keysCaption: 'API keys of the organisation',
  createKeyTitle: 'Create key',
  createKey: 'Create key',
  creatingKey: 'Creating...',
  keyName: 'Name',
  keyNameHint: 'The system that will use it, e.g. "Booking engine (staging)".',
  scopes: 'Scopes',
  expiry: 'Expires on (optional)',
  expiryHint: 'The key stops working at the end of this day, Lagos time.',
  expiryPast: 'Choose a day after today',
  newKeyTitle: 'Your new API key',
  revoke: 'Revoke',
  revokeConfirm: (name: string) => `Revoke ${name}`,
  keep: 'Keep',
  created: 'Created',
  lastUsed: 'Last used',
  expires: 'Expires',
  revoked: 'Revoked',
  never: 'Never',
  notUsed: 'Not used yet',

  endpointsTitle: 'Webhook endpoints',
  endpointsIntro: `We send each event you choose as a signed POST (Standard Webhooks). ${PartnerMessages.failingRule}`,
  endpointsLoading: 'Loading webhook endpoints...',
  endpointsEmpty: 'No webhook endpoints yet.',
  addEndpointTitle: 'Add endpoint',
  addEndpoint: 'Add endpoint',
  addingEndpoint: 'Adding...',
  endpointUrl: 'Endpoint URL',
  endpointUrlHint: 'https:// and a public address.',
  description: 'Description (optional)',
  eventTypes: 'Events to send',
  selectAll: 'Select all',
  newSecretTitle: 'Signing secret',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',
  enabled: 'Enabled',
  disabled: 'Disabled',
  enable: 'Enable',
  disable: 'Disable',
  rotate: 'Rotate secret',
  rotateConfirm: 'Make a new secret',
  rotateWarning: (hours: number) =>
    `A new signing secret is made now; the old one keeps signing beside it for ${hours} hours.`,
  oldSecretUntil: (when: string) => `The old secret stops signing ${when}.`,
  sendTest: 'Send test event',
  sending: 'Sending...',
  delete: 'Delete',
  deleteConfirm: 'Delete endpoint',
  deleteWarning: 'No more events go to this endpoint, pending ones included.',
  showLog: 'Delivery log',
  hideLog: 'Hide delivery log',
  disabledFailing: `Disabled: ${PartnerMessages.failedFor.toLowerCase()}. Fix the endpoint, then enable it.`,
  disabledManual: 'Disabled by a member of the organisation.',

  logTitle: 'Delivery log',
  logLoading: 'Loading deliveries...',
  logEmpty: 'Nothing sent to this endpoint yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  resend: 'Resend',
  attempts: 'Attempts',
  noAttempts: 'Not tried yet.',
  noAnswer: 'no answer',
  nextAttempt: (when: string) => `Next attempt ${when}`,

  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select the text and copy it yourself.',
  done: 'I have copied it',

  docsTitle: 'Documentation',
  docsReference: 'API reference',
  docsIntro: 'Every partner route, the key security scheme and each webhook event’s payload are in the',
  docsVerify:
    'Verify each webhook with the standardwebhooks package (npm install standardwebhooks): new Webhook(secret).verify(rawBody, headers) throws when the signature or the timestamp is wrong.',
} as const;

export const modeLabels = { live: 'Live', test: 'Test' } as const;

export type ApiKeyStatus = 'active' | 'revoked' | 'expired';
export const keyStatusLabels: Record<ApiKeyStatus, string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** What each scope lets a key do, one line beside its checkbox. */
export const scopeHints: Record<ApiKeyScope, string> = {
  'bookings:read': 'Read and list the organisation’s bookings.',
  'bookings:write': 'Search flights, quote, book for passengers and cancel.',
  'invoices:read': 'Read the organisation’s invoices.',
  'webhooks:write': 'Add and remove webhook endpoints from your own system.',
};

/** When each event type is sent, beside its checkbox. */
export const eventTypeHints: Record<WebhookEventType, string> = {
  'booking.created': 'A booking was made.',
  'booking.confirmed': 'A booking was confirmed: paid, or on account.',
  'booking.retimed': 'A booking’s meeting time moved with its flight.',
  'booking.cancelled': 'A booking was cancelled.',
  'booking.refunded': 'A refund of a booking was made.',
  'service.checked_in': 'The officer met the passenger and checked them in.',
  'service.completed': 'The officer marked the service completed.',
  'flight.disrupted': 'A booked flight was cancelled or diverted.',
  'invoice.issued': 'A monthly invoice was issued.',
  'invoice.paid': 'An invoice was paid.',
};

export const deliveryStatusLabels = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;
