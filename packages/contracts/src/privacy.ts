/**
 * The traveller's data rights (issue 19, "Data rights"; Nigeria Data Protection Act 2023):
 * `GET /users/me/export` (access: a JSON file of everything kept about the caller) and
 * `POST /users/me/delete` (erasure: personal data erased or anonymised, bookings and payments
 * kept anonymised for accounting, sessions revoked, e-mail freed). Also where a marketing
 * choice was made (consent is recorded with its time and source).
 */
import { z } from 'zod';
import { PASSWORD_MAX } from './constants';
import { lagosToday } from './dates';
import { Messages } from './messages';

/** Where a marketing choice was made; stored in `users.marketing_consent_source`. */
export const MARKETING_CONSENT_SOURCES = ['registration', 'profile', 'notifications', 'account-deleted'] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

/** `POST /users/me/delete` body: the account's password, entered again. */
export const DeleteAccountRequestSchema = z.strictObject({
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, { error: Messages.passwordRequired })
    .max(PASSWORD_MAX),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** "A, B and C": references in the order given. */
const listOf = (items: readonly string[]) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);

/** Sentences of the data-rights routes and the privacy tab. */
export const PrivacyMessages = {
  accountDeleted: 'Your account has been deleted. Your personal data has been erased.',
  wrongPassword: 'The password is not correct.',
  staffCannotDelete: 'Staff accounts are closed by an administrator, not from the profile.',
  /**
   * The refusal of an account deletion, naming every booking that stops it (issue 26 §6): paid
   * bookings still to come (the traveller cancels them first) and refunds still on their way.
   * `paid` and `refunding` are booking references; at least one of them is non-empty.
   */
  deletionBlocked: (paid: readonly string[], refunding: readonly string[]) =>
    [
      paid.length === 1 &&
        `Booking ${paid[0]} is paid and has not taken place yet. Cancel it on the Bookings page first, then delete your account.`,
      paid.length > 1 &&
        `Bookings ${listOf(paid)} are paid and have not taken place yet. Cancel them on the Bookings page first, then delete your account.`,
      refunding.length === 1 &&
        `A refund for booking ${refunding[0]} is still on its way. You can delete your account once it has been completed.`,
      refunding.length > 1 &&
        `Refunds for bookings ${listOf(refunding)} are still on their way. You can delete your account once they have been completed.`,
    ]
      .filter(Boolean)
      .join(' '),
} as const;

/** The file name of a data export made on `now`'s Lagos date: `fasttrack-data-YYYY-MM-DD.json`. */
export function dataExportFilename(now: Date = new Date()): string {
  return `fasttrack-data-${lagosToday(now)}.json`;
}

/** Format tag of the export, so a reader knows which shape it holds. */
export const DATA_EXPORT_FORMAT = 'fasttrack-data-export/1';

/**
 * The export's top level. Times are ISO 8601 (UTC); amounts are integers in minor units of the
 * named currency (USD cents, NGN kobo). It never holds a password hash, a token or an access code.
 */
export const DataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: z.string(),
  profile: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    dateOfBirth: z.string(),
    nationality: z.string(),
    role: z.string(),
    createdAt: z.string(),
    hasProfileImage: z.boolean(),
    marketingConsent: z.object({
      given: z.boolean(),
      recordedAt: z.string().nullable(),
      source: z.string().nullable(),
    }),
    notificationPreferences: z.object({
      reminderEmails: z.boolean(),
      /** Saved text and push choices, `{ "<message>:<channel>": boolean }` (issue 28 §3). */
      channels: z.record(z.string(), z.boolean()),
    }),
    /** The number verified for texts and when (issue 28 §3); null when none is. */
    verifiedPhone: z.object({ number: z.string(), verifiedAt: z.string() }).nullable(),
    signInProviders: z.array(z.object({ provider: z.string(), email: z.string().nullable(), linkedAt: z.string() })),
    /** Devices that allowed push notifications (issue 28 §4): the browser, when, last used. */
    notificationDevices: z.array(
      z.object({ browser: z.string().nullable(), allowedAt: z.string(), lastUsedAt: z.string().nullable() }),
    ),
  }),
  /** The organisations you belong to, your role and since when (issue 39). */
  organisations: z.array(
    z.object({ organisationId: z.uuid(), legalName: z.string(), role: z.string(), joinedAt: z.string() }),
  ),
  /** Your own bookings and those an organisation made for you (not those you made for others). */
  bookings: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(z.record(z.string(), z.unknown())),
  chatMessages: z.array(z.record(z.string(), z.unknown())),
  ratings: z.array(z.record(z.string(), z.unknown())),
  /** The loyalty credit ledger, oldest first, amounts in USD cents (issue 27 §4). */
  creditEntries: z.array(z.record(z.string(), z.unknown())),
});
export type DataExport = z.infer<typeof DataExportSchema>;
