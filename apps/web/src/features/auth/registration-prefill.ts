/**
 * What registration can take from the booking typed seconds before (issue 26 item 5, issue 37):
 * the contact phone, and the lead passenger's name as first name (the first word) and last name
 * (the rest). The traveller books for themself most often; they can still change either field.
 */
import type { RegisterFormInput } from './schemas';

export type RegistrationPrefill = Partial<Pick<RegisterFormInput, 'phone' | 'firstName' | 'lastName'>>;

/** @param leadPassengerName as typed ("Chiamaka Ọ̀kọ́rọ̀"); @param contactPhone E.164. */
export function registrationFromBooking(
  leadPassengerName: string | undefined,
  contactPhone: string | undefined,
): RegistrationPrefill | undefined {
  const [firstName, ...rest] = (leadPassengerName ?? '').trim().split(/\s+/).filter(Boolean);
  const prefill: RegistrationPrefill = {
    ...(contactPhone ? { phone: contactPhone } : {}),
    ...(firstName ? { firstName } : {}),
    ...(rest.length > 0 ? { lastName: rest.join(' ') } : {}),
  };
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}
