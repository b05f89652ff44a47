/**
 * Web Push (issue 28 §4): the subscription a browser hands over, the VAPID public key, the data
 * of a push message (the service worker's contract, ADR 285) and the sentences people read in
 * the notifications and in the "Allow notifications on this device" control.
 */
import { z } from 'zod';
import { type MeetingChange, meetingChangeSentence } from './meeting-change';
import { formatInZone } from './zone-time';

/** base64url without padding of exactly `bytes` bytes (RFC 4648 §5). */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${what} must be base64url` })
    .refine((v) => v.length === Math.ceil((bytes * 4) / 3), { error: `${what} must be ${bytes} bytes` });

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it (W3C Push API §4.3): the push
 * service endpoint and the device's keys (RFC 8291 §3: a P-256 public key of 65 bytes and a
 * 16-byte auth secret). Whether an http endpoint is allowed is the server's to say (test mode).
 */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Enter the push service URL the browser gave' }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, 'p256dh'),
    auth: base64url(16, 'auth'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({ endpoint: z.string().min(1).max(2000) });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

/** The VAPID public key (base64url, 65 bytes) to pass as `applicationServerKey`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/**
 * The data of every push message, as the service worker shows it:
 * `showNotification(title, { body, tag, data: { url } })`. `tag` is the outbox row id, the same
 * on every attempt, so a message sent twice shows once (issue 29 §2). `url`: a path in the app.
 */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** What a service is called in a push to its officer: "BA75 · FT-7K2M9Q". */
interface ServiceFacts {
  reference: string;
  flightNumber: string;
  meetingTime: Date;
  /** The IANA zone of the service's airport: times are read on its clock (issue 41 item 2). */
  timeZone: string;
}

const service = (s: ServiceFacts) => `${s.flightNumber} · ${s.reference}`;

/** The sentences of each push (title and body). Times on the airport's clock with its zone ("WAT"). */
export const PUSH_TEXTS = {
  officerServiceAssigned: (s: ServiceFacts) => ({
    title: 'New service assigned to you',
    body: `${service(s)}: meet at ${formatInZone(s.meetingTime, s.timeZone)}.`,
  }),
  officerServiceRetimed: (s: ServiceFacts) => ({
    title: 'Your service was re-timed',
    body: `${service(s)}: the meeting time is now ${formatInZone(s.meetingTime, s.timeZone)}.`,
  }),
  officerServiceRemoved: (s: ServiceFacts) => ({
    title: 'A service was taken off your list',
    body: `${service(s)} at ${formatInZone(s.meetingTime, s.timeZone)} is no longer yours.`,
  }),
  officerCheckedIn: (s: ServiceFacts & { officerName: string | null }) => ({
    title: 'Your officer has checked in',
    body: `${s.officerName ?? 'Your protocol officer'} is at the meeting point for ${s.flightNumber}.`,
  }),
  meetingCodeVerified: (s: ServiceFacts) => ({
    title: 'Verified',
    body: `Your officer checked your meeting code for ${s.flightNumber}. You are in good hands.`,
  }),
  /** With `change` the sentence of the move or the delay (meeting-change.ts; issue 36 items 5, 6). */
  serviceRetimed: (s: ServiceFacts & { change?: MeetingChange | null }) => ({
    title: 'Your meeting time has changed',
    body: s.change
      ? `${meetingChangeSentence(s.change, s.timeZone)}.`
      : `${s.flightNumber} moved: your officer now meets you at ${formatInZone(s.meetingTime, s.timeZone)}.`,
  }),
} as const;

/** The "Allow notifications on this device" control (issue 28 §4). */
export const PUSH_CONTROL_TEXT = {
  label: 'Allow notifications on this device',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  blocked:
    'This browser blocks notifications for this site. Allow them in the browser’s site settings to turn them on.',
  unsupported: 'This browser cannot show notifications from this site.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  failed: 'Notifications could not be changed. Please try again.',
} as const;
