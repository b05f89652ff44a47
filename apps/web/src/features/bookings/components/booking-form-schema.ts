/**
 * The booking form's fields and their rules (spec §3 Booking form, §5 Passengers): the service,
 * 1 to 10 passengers, special requirements, the lead passenger's name and a reachable phone
 * (issue 19 §1), their e-mail if the booker has it (issue 36 item 1), and the extras: a package
 * and add-ons by code (issue 41 item 4; the server prices them and says when it cannot sell them).
 */
import {
  ContactPhoneSchema,
  ExtrasSelectionSchema,
  LeadPassengerEmailSchema,
  LeadPassengerNameSchema,
  PassengerCountSchema,
  SERVICE_TYPES,
  SpecialRequirementsSchema,
} from '@fasttrack/contracts';
import { z } from 'zod';

export const BookingFormSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Please choose a service' }),
  passengerCount: PassengerCountSchema,
  specialRequirements: SpecialRequirementsSchema,
  leadPassengerName: LeadPassengerNameSchema,
  contactPhone: ContactPhoneSchema,
  // Optional (issue 36 item 1): left empty, nothing is sent.
  leadPassengerEmail: z.union([z.literal(''), LeadPassengerEmailSchema]).optional(),
  ...ExtrasSelectionSchema.shape,
});
export type BookingFormValues = z.input<typeof BookingFormSchema>;
export type BookingFormOutput = z.output<typeof BookingFormSchema>;
/** The confirmed form; `secondBooking` when the traveller booked again on purpose. */
export type BookingFormResult = BookingFormOutput & { secondBooking: boolean };
