/**
 * Profile → Notifications (issue 16 §5; issue 28 §3): which messages a traveller gets by which
 * channel. Transactional e-mail (confirmation with its receipt, cancellation, refund) always
 * goes; reminder e-mails follow `reminderEmails`; texts and push follow a choice per kind. An
 * officer's pushes about their services are work, not a choice, and are not listed here.
 */
import { z } from 'zod';
import { OFFICER_CARD_LEAD_MINUTES } from './live';

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'Push',
};

/** The messages a traveller chooses channels for, in the order the table shows them. */
export const NOTIFICATION_TOPICS = [
  'booking-confirmed',
  'booking-reminder',
  'officer-card',
  'officer-checked-in',
  'meeting-code-verified',
  'service-retimed',
  'flight-disrupted',
  'booking-cancelled',
  'refund-completed',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  'booking-confirmed': 'Booking confirmed, with the receipt',
  'booking-reminder': 'Reminder the day before',
  'officer-card': `Your officer’s name and badge, ${OFFICER_CARD_LEAD_MINUTES} minutes before`,
  'officer-checked-in': 'Your officer is at the airport',
  'meeting-code-verified': 'Your officer checked your meeting code',
  'service-retimed': 'New meeting time when your flight moves',
  'flight-disrupted': 'Flight cancelled or diverted',
  'booking-cancelled': 'Booking cancelled',
  'refund-completed': 'Refund completed',
};

/**
 * The channels each topic may go by and whether the traveller chooses: `always` (transactional
 * e-mail: shown ticked, not changeable) or `choice` with its default.
 */
export const TOPIC_CHANNELS: Record<
  NotificationTopic,
  Partial<Record<NotificationChannel, 'always' | { default: boolean }>>
> = {
  'booking-confirmed': { email: 'always', sms: { default: true }, whatsapp: { default: false } },
  'booking-reminder': { email: { default: true } },
  'officer-card': { sms: { default: true }, whatsapp: { default: false } },
  // Push goes only to the devices where the traveller allowed notifications (issue 28 §4); the
  // text says where the officer stands (issue 36 item 6).
  'officer-checked-in': { sms: { default: true }, whatsapp: { default: false }, push: { default: true } },
  'meeting-code-verified': { push: { default: true } },
  'service-retimed': { email: 'always', sms: { default: true }, whatsapp: { default: false }, push: { default: true } },
  'flight-disrupted': { email: 'always', sms: { default: true }, whatsapp: { default: false } },
  'booking-cancelled': { email: 'always', sms: { default: true }, whatsapp: { default: false } },
  'refund-completed': { email: 'always', sms: { default: true }, whatsapp: { default: false } },
};

/** Choices per topic and channel; a pair left out keeps its default (or what was saved before). */
export const ChannelChoicesSchema = z.partialRecord(
  z.enum(NOTIFICATION_TOPICS),
  z.partialRecord(z.enum(NOTIFICATION_CHANNELS), z.boolean()),
);
export type ChannelChoices = z.infer<typeof ChannelChoicesSchema>;

/** GET /api/users/me/phone: the account's phone for texts. */
export const PhoneStatusSchema = z.object({
  /** E.164; null when the account has no real number yet (the quick sign-up's placeholder). */
  number: z.string().nullable(),
  /** A code sent by SMS to this number was entered (issue 28 §3): texts may go to it. */
  verified: z.boolean(),
  /** The number replied STOP: no texts until it replies START. */
  textsStopped: z.boolean(),
});
export type PhoneStatus = z.infer<typeof PhoneStatusSchema>;

/** POST /api/users/me/phone/verification: send a code to the account's phone, or to `phone` (which becomes the account's once verified). */
export const PhoneVerificationRequestSchema = z.strictObject({
  phone: z.string().trim().min(5).max(32).optional(),
});
/** POST /api/users/me/phone/verify. */
export const PhoneVerifyRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the text.' }),
});

/** Minutes a phone verification code lasts (issue 28 §3). */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong codes allowed before a code is spent. */
export const PHONE_CODE_MAX_TRIES = 5;

export const PhoneVerificationMessages = {
  sent: `We sent a 6-digit code by SMS. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
  verified: 'Your phone number is verified. Texts can now go to it.',
  wrongCode: 'That code is not right, or it has expired. Check the text or ask for a new code.',
  noNumber: 'Add your phone number to your profile first.',
  invalidNumber: 'Enter a valid phone number, e.g. 0803 123 4567 or +44 20 7946 0958.',
  stopped: 'This number replied STOP, so texts are off. Reply START to the FastTrack LOS number to turn them back on.',
} as const;

/**
 * The offer to verify a phone where a traveller first needs it (issue 36 item 6): right after
 * registration and on the booking's confirmation step. Verifying texts what is still ahead.
 */
export const TextOfferMessages = {
  title: 'Get your officer’s details by text',
  body: 'We text your confirmation, your officer’s name and badge, and any new meeting time, so you have them at the airport without data.',
  send: 'Text me a code',
  sending: 'Sending...',
  numberLabel: 'Mobile number',
  codeLabel: 'Code from the text',
  verify: 'Verify',
  /** After the code matched: texts of the bookings ahead are on their way. */
  verified: (number: string) => `Verified: texts go to ${number}. Your bookings ahead are texted now.`,
} as const;
