/**
 * Request fields of the booking contact (issue 19 §1), validated with the §8 field messages.
 * Kept apart from contact.ts, whose constants the landing page uses, because building a schema is
 * a top-level call the bundler keeps wherever the module is loaded.
 */
import { z } from 'zod';
import { ContactMessages, QUICK_SIGNUP_PLACEHOLDERS } from './contact';
import { toE164 } from './phone';

/**
 * The one phone rule (issue 19 §1; issue 26 item 5): any notation in, read as Nigerian without a
 * country code, E.164 out; §8 field messages. `acceptPlaceholder` lets the quick sign-up's
 * stand-in number (spec §5 Quick signup) through as it is, for account fields only.
 */
function phoneField(acceptPlaceholder: boolean) {
  return z
    .string({ error: ContactMessages.phoneRequired })
    .trim()
    .min(1, { error: ContactMessages.phoneRequired })
    .max(40, { error: ContactMessages.phoneInvalid })
    .transform((value, ctx) => {
      if (acceptPlaceholder && value === QUICK_SIGNUP_PLACEHOLDERS.phone) return value;
      const e164 = toE164(value);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: ContactMessages.phoneInvalid });
      return z.NEVER;
    });
}

/** A reachable phone for a booking (issue 19 §1): never the quick sign-up placeholder. */
export const ContactPhoneSchema = phoneField(false);

/**
 * An account's phone (registration, profile, staff accounts and officers): the same rule, and the
 * quick sign-up placeholder, which the landing page's sign-up sends and the traveller completes
 * later (issue 19 §1), stays accepted as before.
 */
export const AccountPhoneSchema = phoneField(true);

/** The lead passenger's full name as the officer will call it: 2 to 100 characters, spaces collapsed. */
export const LeadPassengerNameSchema = z
  .string({ error: ContactMessages.nameRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(2, { error: ContactMessages.nameRequired }).max(100, { error: ContactMessages.nameTooLong }));

/** The field message of the lead passenger's e-mail (kept here, with the booking form's schemas, off the landing page). */
export const LEAD_PASSENGER_EMAIL_INVALID = "Please enter the lead passenger's e-mail address, or leave it empty";

/**
 * Under the lead passenger's e-mail (issue 36 item 1): when somebody else travels, their phone
 * and e-mail get the texts and e-mails of their day, with a link to their pass.
 */
export const LEAD_PASSENGER_CONTACT_HINT =
  'Booking for someone else? Their phone and e-mail get the texts of the day, with their meeting code and officer; you get yours too.';

/**
 * The lead passenger's e-mail (issue 36 item 1), optional: when the booker gives it, the
 * passenger's messages of the day also go there. Lower-cased, so it compares with the booker's.
 */
export const LeadPassengerEmailSchema = z
  .string()
  .trim()
  .max(254, { error: LEAD_PASSENGER_EMAIL_INVALID })
  .pipe(z.email({ error: LEAD_PASSENGER_EMAIL_INVALID }))
  .transform((v) => v.toLowerCase());
