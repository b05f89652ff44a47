/**
 * Bookings (spec §3 Booking form/creation payload/created/list/status update, §4 status display).
 * Amounts in responses are major units: totalAmount in USD, totalAmountNgn in NGN.
 */
import { z } from 'zod';
import { PASSENGERS_MAX, PASSENGERS_MIN, SPECIAL_REQUIREMENTS_MAX } from './constants';
import { ServiceTypeSchema } from './flights';
import { Messages } from './messages';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

export const BOOKING_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const BookingPaymentStatusSchema = z.enum(BOOKING_PAYMENT_STATUSES);
export type BookingPaymentStatus = z.infer<typeof BookingPaymentStatusSchema>;

/** Refund progress of a cancelled, paid booking; null when no refund applies. */
export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const PassengerCountSchema = z
  .number({ error: Messages.passengersMin })
  .int()
  .min(PASSENGERS_MIN, { error: Messages.passengersMin })
  .max(PASSENGERS_MAX, { error: Messages.passengersMax });

export const SpecialRequirementsSchema = z
  .string()
  .trim()
  .max(SPECIAL_REQUIREMENTS_MAX, {
    error: `Special requirements must be at most ${SPECIAL_REQUIREMENTS_MAX} characters`,
  });

/** `POST /bookings/create` body (§3 Booking creation payload). Prices are never accepted. */
export const CreateBookingRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  specialRequirements: SpecialRequirementsSchema.optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

export const BookingIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

export const UpdateBookingStatusRequestSchema = z.strictObject({ status: BookingStatusSchema });
export const CompletePaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(100) });

/** Snapshot of the flight taken when the booking was made (§3 Booking (list) flight). */
export const BookingFlightSchema = z.object({
  bookingReference: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  departureIata: z.string(),
  arrivalIata: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  terminal: z.string().nullable(),
});

export const BookingSchema = z.object({
  id: z.uuid(),
  bookingReference: z.string(),
  status: BookingStatusSchema,
  paymentStatus: BookingPaymentStatusSchema,
  refundStatus: RefundStatusSchema.nullable(),
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int(),
  specialRequests: z.string().nullable(),
  /** Total in USD major units (§3: a number). */
  totalAmount: z.number(),
  currency: z.literal('USD'),
  /** Total in NGN major units, at the rate copied onto the booking. */
  totalAmountNgn: z.number(),
  unitPriceUsd: z.number(),
  exchangeRate: z.number(),
  createdAt: z.string(),
  flight: BookingFlightSchema,
});
export type Booking = z.infer<typeof BookingSchema>;

export const CreateBookingResultSchema = z.object({ booking: BookingSchema });

/** Which cancellation rule applied (issue: bookings, Cancellation). */
export const CancellationOutcomeSchema = z.object({
  booking: BookingSchema,
  refund: z.enum(['full', 'none']),
  rule: z.string(),
});
export type CancellationOutcome = z.infer<typeof CancellationOutcomeSchema>;
