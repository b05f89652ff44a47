/**
 * The booking creation body (spec §3 Booking creation payload; issue 19 §1 contact). Kept apart
 * from bookings.ts: its phone field parses with libphonenumber-js (about 28 KB gzip), which a
 * module's importers load with it, and the pages that only read bookings (the dashboard, the
 * bookings list) need none of it (ADR 175).
 */
import { z } from 'zod';
import { PassengerCountSchema, SpecialRequirementsSchema } from './bookings';
import { ContactPhoneSchema, LeadPassengerEmailSchema, LeadPassengerNameSchema } from './contact-schemas';
import { ExtrasSelectionSchema } from './extras-selection';
import { ServiceTypeSchema } from './flights';

/**
 * `POST /bookings/create` body (§3 Booking creation payload). Prices are never accepted.
 * `leadPassengerName` and `contactPhone` (issue 19 §1) are who the officer asks for and calls;
 * the phone may be written in any notation ("0803 123 4567" is read as Nigerian) and arrives
 * parsed as E.164. When a client leaves either out, the server takes it from the caller's
 * profile, and refuses with 400 VALIDATION_FAILED (naming the field) when the profile only holds
 * a quick sign-up placeholder. `leadPassengerEmail` (issue 36 item 1) is optional: the lead
 * passenger's messages of the day also go there.
 */
export const CreateBookingRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  specialRequirements: SpecialRequirementsSchema.optional(),
  leadPassengerName: LeadPassengerNameSchema.optional(),
  contactPhone: ContactPhoneSchema.optional(),
  leadPassengerEmail: LeadPassengerEmailSchema.optional(),
  /** Issue 41 item 4: a package and add-ons by code; the server prices them. */
  ...ExtrasSelectionSchema.shape,
});
/** The body as the server reads it (phone already E.164). */
export type CreateBookingRequest = z.output<typeof CreateBookingRequestSchema>;
/** The body as a client writes it. */
export type CreateBookingRequestInput = z.input<typeof CreateBookingRequestSchema>;
