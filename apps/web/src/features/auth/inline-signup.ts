/**
 * Rules of the landing page's inline sign-up and quick sign-up (spec §5 "Inline signup",
 * "Quick signup"). Pure functions so the card stays declarative and the rules are testable.
 */
import {
  InlineSignupMessages,
  PASSWORD_MIN,
  QUICK_SIGNUP_PLACEHOLDERS,
  type RegisterRequest,
} from '@fasttrack/contracts';

export interface InlineSignupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface Hint {
  text: string;
  ok: boolean;
}

/** §5: the inline forms only ask for an @ (the server checks the rest). */
export function looksLikeEmail(email: string): boolean {
  return email.includes('@');
}

/**
 * Live hints under each field; undefined when the field is empty (nothing to say yet).
 * - e-mail: 'Valid email format' once it has an @;
 * - password: 'Password meets requirements' or 'Password must be at least 8 characters (n/8)';
 * - confirmation: 'Passwords match' or 'Passwords do not match'.
 */
export function inlineSignupHints(v: InlineSignupValues): { email?: Hint; password?: Hint; confirmPassword?: Hint } {
  const hints: { email?: Hint; password?: Hint; confirmPassword?: Hint } = {};
  if (looksLikeEmail(v.email)) hints.email = { text: InlineSignupMessages.hintValidEmail, ok: true };
  if (v.password) {
    hints.password =
      v.password.length >= PASSWORD_MIN
        ? { text: InlineSignupMessages.hintPasswordOk, ok: true }
        : { text: InlineSignupMessages.hintPasswordShort(v.password.length), ok: false };
  }
  if (v.confirmPassword) {
    hints.confirmPassword =
      v.confirmPassword === v.password
        ? { text: InlineSignupMessages.hintPasswordsMatch, ok: true }
        : { text: InlineSignupMessages.hintPasswordsDontMatch, ok: false };
  }
  return hints;
}

/** Continue on the e-mail step: not blank, has an @, no check running. */
export function canContinue(email: string, busy: boolean): boolean {
  return !busy && email.trim() !== '' && looksLikeEmail(email);
}

/** Create Account: e-mail with @, password of 8+, confirmation equal, nothing in progress. */
export function canCreateAccount(v: InlineSignupValues, busy: boolean): boolean {
  return !busy && looksLikeEmail(v.email) && v.password.length >= PASSWORD_MIN && v.password === v.confirmPassword;
}

/** The §5 message for the e-mail, or null when acceptable. */
export function inlineEmailError(email: string): string | null {
  if (!email.trim()) return InlineSignupMessages.inlineEmailRequired;
  if (!looksLikeEmail(email)) return InlineSignupMessages.inlineEmailInvalid;
  return null;
}

/** The first §5 message that applies to the sign-up fields, or null when they are acceptable. */
export function inlineSignupError(v: InlineSignupValues): string | null {
  const emailError = inlineEmailError(v.email);
  if (emailError) return emailError;
  if (!v.password) return InlineSignupMessages.inlinePasswordRequired;
  if (v.password.length < PASSWORD_MIN) return InlineSignupMessages.inlinePasswordTooShort;
  if (v.password !== v.confirmPassword) return InlineSignupMessages.inlinePasswordsMismatch;
  return null;
}

/**
 * The registration payload the quick sign-up sends (§5 Quick signup). The first name is the
 * placeholder, never a guess from the e-mail ("ada.obi@…" may be someone else's mailbox; issue
 * 26 §6): the traveller gives their name with the other placeholders later.
 */
export function quickSignupPayload(email: string, password: string): RegisterRequest {
  return {
    email: email.trim(),
    password,
    ...QUICK_SIGNUP_PLACEHOLDERS,
    marketingConsent: false,
  };
}
