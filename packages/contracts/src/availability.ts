/**
 * A service's availability for a flight (issue 15 §1, §4): `GET /api/bookings/availability`,
 * open to visitors and travellers. Kept apart from the staff schemas of operations.ts so that the
 * traveller's pages that ask it (the booking dialog, the dashboard's Continue Your Booking) do not
 * load the staff accounts' schemas and, through them, the phone-number metadata.
 */
import { z } from 'zod';
import { ServiceTypeSchema } from './flights';

export const AvailabilityQuerySchema = z.strictObject({
  flightBookingReference: z.string().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: z.coerce.number().int().min(1).max(10),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/** Why a service cannot be booked: no fit, too soon (minimum notice), or no officer free. */
export const UNAVAILABLE_REASONS = ['NOT_BOOKABLE', 'TOO_SOON', 'FULLY_BOOKED'] as const;

/** `data` of `GET /api/bookings/availability`: the plan, and whether it can be booked now. */
export const ServiceAvailabilitySchema = z.object({
  serviceType: ServiceTypeSchema,
  /** ISO 8601 instants (shown on the airport's clock with its zone's name, "WAT"). */
  meetingTime: z.string(),
  meetingPoint: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  officersNeeded: z.number().int(),
  available: z.boolean(),
  /** Stable code when unavailable, else null. */
  unavailableCode: z.enum(UNAVAILABLE_REASONS).nullable(),
  /** The sentence the dialog shows as it is (the same words as the API's 409/422), else null. */
  unavailableMessage: z.string().nullable(),
});
export type ServiceAvailability = z.infer<typeof ServiceAvailabilitySchema>;
