/**
 * Sign-in with an OAuth/OpenID provider (issue 19 §11, ADR 135): which providers exist, the
 * codes a failed attempt comes back to `/login` with, and the message each code shows.
 * A button shows only for a provider whose settings are configured (`AppConfig.socialProviders`).
 */
import { z } from 'zod';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** Button label and name of each provider. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Query parameters of `/login` around a social sign-in: `social=<provider>` after a successful
 * return (the page then collects the session), `socialError=<code>` after a failed one.
 */
export const SocialQueryParams = { done: 'social', error: 'socialError' } as const;

/** Why a social sign-in came back without a session. */
export const SOCIAL_SIGN_IN_ERRORS = [
  'denied',
  'expired',
  'failed',
  'no_email',
  'email_in_use',
  'staff',
  'rate_limited',
] as const;
export const SocialSignInErrorSchema = z.enum(SOCIAL_SIGN_IN_ERRORS);
export type SocialSignInError = z.infer<typeof SocialSignInErrorSchema>;

/** The message `/login` shows for each code; `provider` is the provider's name, e.g. Google. */
export function socialSignInMessage(code: SocialSignInError, provider: string): string {
  switch (code) {
    case 'denied':
      return `Sign-in with ${provider} was cancelled. You can try again, or sign in with your e-mail and password.`;
    case 'expired':
      return `Your sign-in with ${provider} took too long or was started elsewhere. Please try again.`;
    case 'no_email':
      return `${provider} did not share your e-mail address, which we need for your bookings. Please allow it, or sign up with your e-mail.`;
    case 'email_in_use':
      return `An account already uses the e-mail address from ${provider}. Please sign in with your e-mail and password.`;
    case 'staff':
      return 'Staff accounts sign in with their e-mail and password.';
    case 'rate_limited':
      return 'Too many sign-in attempts. Please wait a minute and try again.';
    default:
      return `Sign-in with ${provider} could not be completed. Please try again.`;
  }
}
