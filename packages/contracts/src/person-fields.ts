/**
 * A person's e-mail, password and names (spec §5 Registration's rules and messages), apart from
 * auth.ts so that the schemas that take an e-mail or a name (an organisation's billing address, a
 * lead, a staff account) do not load the account's phone rule and, with it, the phone-number
 * metadata (ADR 262) on pages that never ask for a phone (issue 42).
 */
import { z } from 'zod';
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { Messages } from './messages';

/** Trimmed e-mail; §5 messages. */
export const EmailSchema = z
  .string({ error: Messages.emailRequired })
  .trim()
  .min(1, { error: Messages.emailRequired })
  .max(254, { error: Messages.emailInvalid })
  .pipe(z.email({ error: Messages.emailInvalid }));

/** 8 to 128 characters with a lower-case letter, an upper-case letter and a digit (§5). */
export const PasswordSchema = z
  .string({ error: Messages.passwordRequired })
  .min(1, { error: Messages.passwordRequired })
  .min(PASSWORD_MIN, { error: Messages.inlinePasswordTooShort })
  .max(PASSWORD_MAX, { error: Messages.passwordTooLong })
  .regex(/[a-z]/, { error: Messages.passwordWeak })
  .regex(/[A-Z]/, { error: Messages.passwordWeak })
  .regex(/\d/, { error: Messages.passwordWeak });

const name = (tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(NAME_MIN, { error: tooShort }).max(NAME_MAX, { error: tooLong });

export const FirstNameSchema = name(Messages.firstNameTooShort, Messages.firstNameTooLong);
export const LastNameSchema = name(Messages.lastNameTooShort, Messages.lastNameTooLong);
