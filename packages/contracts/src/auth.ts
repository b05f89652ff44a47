/**
 * Accounts and sessions (spec §3 User/payloads, §4, §5 Login/Registration).
 * Bodies are strict: unknown fields are refused, so `role` can never be mass-assigned.
 */
import { z } from 'zod';
import { AGE_MAX, AGE_MIN, NATIONALITIES, PASSWORD_MAX, PROFILE_IMAGE_TYPES, ROLES } from './constants';
import { AccountPhoneSchema } from './contact-schemas';
import { ageOn, isIsoDate, lagosToday } from './dates';
import { Messages } from './messages';
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from './person-fields';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const NationalitySchema = z.enum(NATIONALITIES, { error: Messages.nationalityRequired });
export type Nationality = z.infer<typeof NationalitySchema>;

/**
 * The account's phone (registration, profile, staff forms): the one phone rule of the product
 * (issue 26 item 5), the same as the booking contact's. Any notation in, read as Nigerian when it
 * has no country code ("0803 123 4567"), E.164 out ("+2348031234567"); otherwise the §5 message
 * "Please enter a valid phone number (e.g., …)". It replaces §5's "optional plus, 2 to 15
 * digits" pattern, which refused the local form the booking form suggests. The quick sign-up
 * placeholder is accepted as it is (contact-schemas.ts). Loads libphonenumber-js metadata wherever
 * it is used (ADR 262).
 */
export const PhoneSchema = AccountPhoneSchema;

/** `YYYY-MM-DD`; the person is 18 to 100 years old today in Lagos (§5, §9). */
export const DateOfBirthSchema = z
  .string({ error: Messages.ageOutOfRange })
  .refine(isIsoDate, { error: 'Please enter a valid date of birth' })
  .refine(
    (dob) => {
      const age = ageOn(dob, lagosToday());
      return age >= AGE_MIN && age <= AGE_MAX;
    },
    { error: Messages.ageOutOfRange },
  );

export const RegisterRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  dateOfBirth: DateOfBirthSchema,
  nationality: NationalitySchema,
  marketingConsent: z.boolean().optional().default(false),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, { error: Messages.passwordRequired })
    .max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RefreshRequestSchema = z.strictObject({
  refreshToken: z.string().min(1, { error: Messages.noRefreshToken }).max(512),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const LogoutRequestSchema = z.strictObject({
  refreshToken: z.string().min(1).max(512).optional(),
});
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

export const CheckUserRequestSchema = z.strictObject({ email: EmailSchema });
export type CheckUserRequest = z.infer<typeof CheckUserRequestSchema>;
export const CheckUserResultSchema = z.object({ exists: z.boolean() });

/**
 * Profile update: only these fields can change (issue: accounts). At least one is required.
 * `dateOfBirth` lets a quick sign-up account replace its placeholder (issue 19 §1).
 */
export const UpdateProfileRequestSchema = z
  .strictObject({
    firstName: FirstNameSchema.optional(),
    lastName: LastNameSchema.optional(),
    phone: PhoneSchema.optional(),
    dateOfBirth: DateOfBirthSchema.optional(),
    nationality: NationalitySchema.optional(),
    marketingConsent: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to update' });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** The user as every endpoint returns it. Never carries a password or token hash. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  marketingConsent: z.boolean(),
  /** URL of the profile image, or null. */
  profileImage: z.string().nullable(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Login, register and refresh answer with this `data` (§3 Login/register response). */
export const AuthResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

/**
 * Why a session ended before its time (issue 26 §6): signed out, its refresh token presented
 * twice (a stolen copy), the password changed, the account deactivated or deleted.
 */
export const SESSION_END_REASONS = ['signed-out', 'reused', 'password-changed', 'deactivated', 'deleted'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What a request of an ended session is answered (401 SESSION_ENDED), so its screen can say why. */
export function sessionEndedMessage(reason: SessionEndReason | null): string {
  if (reason === 'password-changed') {
    return 'You were signed out because the password of this account was changed. Please sign in with the new password.';
  }
  return 'This session has ended. Please sign in again.';
}

/** /login after a session ended mid-booking (issue 37): what was kept, and where signing in leads. */
export const BOOKING_KEPT_AFTER_SIGN_IN =
  'Your booking details are kept: sign in again to go back to the step you were on.';

/** API messages of the accounts endpoints (not quoted by the spec). */
export const AuthMessages = {
  registered: 'Account created successfully',
  loggedIn: 'Login successful',
  refreshed: 'Session refreshed',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  sessionExpired: 'Your session has expired. Please sign in again.',
  profileImageUpdated: 'Profile picture updated',
  profileImageRemoved: 'Profile picture removed',
  profileImageNotFound: 'No profile picture',
} as const;

/** Content types a profile picture may have (§5 Profile picture); the bytes decide, not the header. */
export const ProfileImageContentTypeSchema = z.enum(PROFILE_IMAGE_TYPES);
export type ProfileImageContentType = z.infer<typeof ProfileImageContentTypeSchema>;
