/**
 * The messages that the first load of `/` shows, kept apart from `Messages` (messages.ts), which
 * includes them: the landing page's JavaScript budget (ADR 175) has no room for every sentence of
 * the product.
 */

/**
 * §5 Inline signup and its live hints: all that the landing page's e-mail-first form needs, in a
 * module of its own so the first load of `/` does not carry every other sentence (part of
 * `Messages` too: the bundler places whole modules, so these must not share messages.ts).
 */
export const InlineSignupMessages = {
  inlineEmailRequired: 'Email is required.',
  inlineEmailInvalid: 'Please enter a valid email address.',
  inlinePasswordRequired: 'Password is required.',
  inlinePasswordTooShort: 'Password must be at least 8 characters long.',
  inlinePasswordsMismatch: 'Passwords do not match. Please try again.',
  hintValidEmail: 'Valid email format',
  hintPasswordOk: 'Password meets requirements',
  hintPasswordShort: (n: number) => `Password must be at least 8 characters (${n}/8)`,
  hintPasswordsMatch: 'Passwords match',
  hintPasswordsDontMatch: 'Passwords do not match',
} as const;

/**
 * §8 messages of a failed API call: the transport's own, and the fallbacks of the calls that the
 * first load of `/` makes (sign in, register, prices). An object of its own for the same reason
 * as the one above (part of `Messages` too).
 */
export const ApiCallMessages = {
  httpError: (status: number) => `HTTP ${status} error`,
  networkError: 'Network error - please check your connection',
  unexpectedError: 'An unexpected error occurred',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  pricingFetchFailed: 'Failed to fetch pricing',
} as const;

/**
 * The example numbers shown in the phone message (§5 `{phone}`) and beside every phone field: a
 * Nigerian number as people write it and a foreign one, both accepted by the one phone rule
 * (phone.ts; issue 26 item 5).
 */
export const PHONE_EXAMPLE = '0803 123 4567 or +44 20 7946 0958';

/**
 * The "You are offline" bar (issue 36 item 4; ADR 325): stands where a page could not load for
 * want of a network. Here because the route error boundary in the entry chunk shows it; the
 * other offline sentences are in offline.ts.
 */
export const OFFLINE_BAR_TEXT =
  "You are offline. This page opens when you're back online; the pages you opened before are kept on this device.";
