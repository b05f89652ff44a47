/**
 * Request fields of the booking contact (issue 19 §1), validated with the §8 field messages.
 * Kept apart from contact.ts, whose constants the landing page uses, because building a schema is
 * a top-level call the bundler keeps wherever the module is loaded.
 */
import { z } from 'zod';
import { ContactMessages } from './contact';
import { toE164 } from './phone';

/** A reachable phone (issue 19 §1): any notation in, E.164 out; §8 field messages. */
export const ContactPhoneSchema = z
  .string({ error: ContactMessages.phoneRequired })
  .trim()
  .min(1, { error: ContactMessages.phoneRequired })
  .max(40, { error: ContactMessages.phoneInvalid })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: ContactMessages.phoneInvalid });
    return z.NEVER;
  });

/** The lead passenger's full name as the officer will call it: 2 to 100 characters, spaces collapsed. */
export const LeadPassengerNameSchema = z
  .string({ error: ContactMessages.nameRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(2, { error: ContactMessages.nameRequired }).max(100, { error: ContactMessages.nameTooLong }));
