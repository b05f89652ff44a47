/**
 * The contact a booking carries (issue 19 §1): the lead passenger's full name and a reachable
 * phone in E.164. The web app always sends both; an API client that leaves one out gets the
 * caller's profile value instead, but never a quick sign-up placeholder.
 */
import {
  ContactMessages,
  type CreateBookingRequest,
  profileName,
  profilePhone,
  QUICK_SIGNUP_PLACEHOLDERS,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getProfile } from '../users/index';

export interface BookingContact {
  leadPassengerName: string;
  /** E.164, e.g. "+2348031234567". */
  contactPhone: string;
}

/**
 * The name and phone to store on a new booking: the request's, else the profile's.
 * The profile's name counts only when its last name is real (not the placeholder "User").
 * @throws AppError 400 VALIDATION_FAILED with `details.leadPassengerName` and/or
 *   `details.contactPhone` when a field is missing and the profile only has a placeholder
 *   (or a number that is not valid); 401 when the account no longer exists.
 */
export async function resolveBookingContact(
  db: Executor,
  userId: string,
  input: Pick<CreateBookingRequest, 'leadPassengerName' | 'contactPhone'>,
): Promise<BookingContact> {
  const { leadPassengerName, contactPhone } = input;
  if (leadPassengerName && contactPhone) return { leadPassengerName, contactPhone };
  const profile = await getProfile(db, userId);
  const name =
    leadPassengerName ?? (profile.lastName === QUICK_SIGNUP_PLACEHOLDERS.lastName ? null : profileName(profile));
  const phone = contactPhone ?? profilePhone(profile);
  const details: Record<string, string> = {};
  if (!name) details.leadPassengerName = ContactMessages.nameRequired;
  if (!phone) details.contactPhone = ContactMessages.phoneRequired;
  if (!name || !phone) throw AppError.badRequest(Object.values(details)[0] ?? ContactMessages.phoneRequired, details);
  return { leadPassengerName: name, contactPhone: phone };
}
