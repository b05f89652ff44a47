import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@fasttrack/contracts';

/**
 * The messages the product sends (issue 16 §3), first those that go by e-mail. Transactional
 * messages always go; the rest follow the traveller's choices (Profile → Notifications,
 * contracts `TOPIC_CHANNELS`; features/messages/preferences.ts).
 */
const EMAIL_KINDS = [
  'booking-confirmed',
  'booking-reminder',
  'booking-cancelled',
  'refund-completed',
  'payment-failed',
  /** An unpaid booking's hold ran out: it says why and offers "Book again" (issue 26 §6). */
  'booking-expired',
  'welcome',
  'password-reset',
  /** The flight moved by 15 min or more, and the meeting time with it (issue 18 §3). */
  'service-retimed',
  /** The flight was cancelled or diverted: a full refund is on offer (issue 18 §4). */
  'flight-disrupted',
  /** An add-on line declined by the dispatcher or not delivered, with its refund (issue 41 item 4); keyed by line. */
  'extra-unavailable',
  /** Earned credits expire in 30 days (issue 27 §2); keyed by the earning. */
  'credits-expiring',
  /** The service is complete, with the credits it earned (issue 27 §4). */
  'service-completed',
  /** An organisation's monthly invoice, PDF and CSV attached, to its billing address (issue 39 item 3); keyed by invoice. */
  'invoice-issued',
  /** An invoice more than 7 days overdue, to each owner and finance member (issue 39 item 3); keyed by invoice. */
  'invoice-overdue',
  /** An invitation to join an organisation, with its signed link, to the invited address (issue 39 item 1); keyed by invitation. */
  'organisation-invitation',
  /** The organisation was approved or reinstated, to each owner (issue 39 item 1); keyed by event. */
  'organisation-approved',
  /** The organisation was suspended, to each owner (issue 39 item 5); keyed by event. */
  'organisation-suspended',
  /** A webhook endpoint was disabled after failing for 3 days, to each owner and admin (issue 40 item 4); keyed by event. */
  'webhook-endpoint-disabled',
] as const;

export const MESSAGE_KINDS = [
  ...EMAIL_KINDS,
  /** Push to an officer: a service was given to them (issue 28 §4). Keyed by officer and change. */
  'officer-service-assigned',
  /** Push to an officer: their service's meeting time moved with the flight (issue 28 §4). */
  'officer-service-retimed',
  /** Push to an officer: a service was taken away (unassigned, reassigned, cancelled) (issue 28 §4). */
  'officer-service-removed',
  /** Push to the traveller: their officer checked in at the airport (issue 28 §4). */
  'officer-checked-in',
  /** Push to the traveller: the officer checked the meeting code, so they have met (issue 28 §4). */
  'meeting-code-verified',
  /**
   * The officer's card became visible: name, badge number and where to meet, OFFICER_CARD_LEAD_MINUTES
   * before the meeting time (issue 28 §2); texts only.
   */
  'officer-card',
  /** A one-time code that verifies the account's phone (issue 28 §3); SMS only, keyed by the code. */
  'phone-verification',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Reminders go this long before the meeting time (issue 16 §3), in ms. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * The channels a message goes through (architecture: "the outbox sends each message through a
 * channel"; issue 28), the ones Profile → Notifications offers. One outbox row per booking (or
 * user) x kind x channel.
 */
export const MESSAGE_CHANNELS = NOTIFICATION_CHANNELS;

export type MessageChannel = NotificationChannel;

/**
 * The booking messages sent as texts, SMS and WhatsApp (issue 28 §2): those a traveller at the
 * airport needs without data.
 */
export const TEXT_KINDS: readonly MessageKind[] = [
  'booking-confirmed',
  'officer-card',
  /** "Adebayo, your officer, is at the aircraft door" (issue 36 item 6). */
  'officer-checked-in',
  'service-retimed',
  'flight-disrupted',
  'booking-cancelled',
  'refund-completed',
];

/**
 * The kinds each channel carries. A kind listed for several channels gets a row in each, and each
 * channel's sender decides at sending time whether the recipient takes it (preferences, a verified
 * number, a device that allowed notifications).
 */
export const CHANNEL_KINDS: Readonly<Record<MessageChannel, ReadonlySet<MessageKind>>> = {
  email: new Set<MessageKind>(EMAIL_KINDS),
  // An extra declined or not delivered, with its refund (issue 41 item 4), by SMS to the booker, who
  // paid for it: no topic of Profile → Notifications, so WhatsApp (chosen per topic) does not carry it.
  sms: new Set<MessageKind>([...TEXT_KINDS, 'phone-verification', 'extra-unavailable']),
  whatsapp: new Set<MessageKind>(TEXT_KINDS),
  push: new Set<MessageKind>([
    'officer-service-assigned',
    'officer-service-retimed',
    'officer-service-removed',
    'officer-checked-in',
    'meeting-code-verified',
    'service-retimed',
  ]),
};

/**
 * The messages of the day that concern the booking's lead passenger when somebody else booked for
 * them (issue 36 item 1), per channel: by SMS to the phone the booker gave (a transactional text,
 * so no verification, but never to a number that replied STOP), and by e-mail when the booker
 * gave an address. Money (receipts, refunds) stays the booker's.
 */
export const LEAD_PASSENGER_KINDS: Readonly<Partial<Record<MessageChannel, ReadonlySet<MessageKind>>>> = {
  sms: new Set<MessageKind>([
    'booking-confirmed',
    'officer-card',
    'officer-checked-in',
    'service-retimed',
    'flight-disrupted',
    'booking-cancelled',
  ]),
  email: new Set<MessageKind>(['booking-confirmed', 'service-retimed', 'flight-disrupted', 'booking-cancelled']),
};

/** The channels that carry `kind`, e-mail first. */
export function channelsOf(kind: MessageKind): MessageChannel[] {
  return MESSAGE_CHANNELS.filter((channel) => CHANNEL_KINDS[channel].has(kind));
}
