/**
 * Password reset and e-mail preferences (issue 16 §3 "Password reset", §5 "Notification
 * preferences"). Bodies are strict, like the other account requests.
 */
import { z } from 'zod';
import { ChannelChoicesSchema } from './notifications';
import { EmailSchema, PasswordSchema } from './person-fields';

export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** The reset token from the e-mailed link, and the new password under the §5 rules. */
export const ResetPasswordRequestSchema = z.strictObject({
  token: z.string().trim().min(20, { error: 'This reset link is invalid.' }).max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const PasswordResetMessages = {
  /** The same answer whether or not an account has the e-mail. */
  requested:
    'If an account exists for that e-mail, we have sent a link to reset the password. It is valid for 30 minutes.',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been reset and you are signed in.',
} as const;

/**
 * Profile → Notifications: reminder e-mails, marketing e-mails (the marketing consent) and, per
 * message and channel, texts and push (issue 28 §3; `channels`, optional in a PUT: left out, the
 * saved choices stay; always answered in full).
 */
export const NotificationPreferencesSchema = z.strictObject({
  reminderEmails: z.boolean(),
  marketingEmails: z.boolean(),
  channels: ChannelChoicesSchema.optional(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Minutes a reset link stays valid (issue 16 §3). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
