/**
 * Bookings (spec §3 Booking form/creation payload/created/list/status update, §4 status display).
 * Amounts in responses are major units: totalAmount in USD, totalAmountNgn in NGN.
 */
import { z } from 'zod';
import { PASSENGERS_MAX, PASSENGERS_MIN, SPECIAL_REQUIREMENTS_MAX } from './constants';
import { ServiceTypeSchema } from './flights';
import { MeetingChangeSchema } from './meeting-change';
import { Messages } from './messages';
import { BookingMoneySchema } from './money-story';
import { PriceLineSchema } from './quotes';

/** `expired`: unpaid when its capacity hold ran out (issue 15 §5). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
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

export const BookingIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

export const UpdateBookingStatusRequestSchema = z.strictObject({ status: BookingStatusSchema });
export type UpdateBookingStatusRequest = z.infer<typeof UpdateBookingStatusRequestSchema>;

/** `POST /bookings/:id/complete-payment` body: the payment reference the provider verified. */
export const CompletePaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(100) });
export type CompletePaymentRequest = z.infer<typeof CompletePaymentRequestSchema>;

/**
 * Booking reference: `FT-` plus 6 Crockford base32 characters (no I, L, O, U), so it can be
 * read out over the phone without confusion. 32^6 ≈ 1.07 billion values.
 */
export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_REFERENCE_PATTERN = /^FT-[0-9A-HJKMNP-TV-Z]{6}$/;

/** Four digits only the traveller sees; the officer proves who they are by entering them (issue 17 §2). */
export const MEETING_CODE_PATTERN = /^\d{4}$/;

/**
 * `Idempotency-Key` request header on `POST /bookings/create`: the same key with the same body
 * makes one booking and replays the first answer; the same key with another body gets 422.
 * Clients send a fresh random value (e.g. a UUID) per booking attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(1, { error: 'Idempotency-Key must not be empty' })
  .max(255, { error: 'Idempotency-Key must be at most 255 characters' });

/** The booking's flight (§3 Booking (list) flight), as it is now: a booking follows its flight. */
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
  /** IANA zones of the two airports, as in FlightInfo (issue 19 §10); absent when unknown. */
  departureTimeZone: z.string().optional(),
  arrivalTimeZone: z.string().optional(),
  terminal: z.string().nullable(),
  /**
   * The flight's own estimated times as the provider last reported them (issue 26 §3), ISO 8601
   * with the airport's offset; null when none was reported.
   */
  estimatedDepartureTime: z.string().nullable().optional(),
  estimatedArrivalTime: z.string().nullable().optional(),
});

/** What happened to a booked flight that the service cannot follow (issue 18 §4). */
export const FLIGHT_DISRUPTIONS = ['cancelled', 'diverted'] as const;
export const FlightDisruptionSchema = z.enum(FLIGHT_DISRUPTIONS);
export type FlightDisruption = z.infer<typeof FlightDisruptionSchema>;

/**
 * The traveller's one-tap answer to a disrupted flight (issue 26 §3): a full refund now, or keep
 * the booking for the re-booked flight (a dispatcher moves it). See flight-disruption.ts.
 */
export const DISRUPTION_CHOICES = ['refund', 'keep'] as const;
export const DisruptionChoiceSchema = z.enum(DISRUPTION_CHOICES);
export type DisruptionChoice = z.infer<typeof DisruptionChoiceSchema>;

export const BookingSchema = z.object({
  id: z.uuid(),
  bookingReference: z.string(),
  status: BookingStatusSchema,
  paymentStatus: BookingPaymentStatusSchema,
  refundStatus: RefundStatusSchema.nullable(),
  serviceType: ServiceTypeSchema,
  /**
   * IATA code of the served airport where the officer meets the traveller (issue 41 item 1): the
   * flight's arrival airport for arrival service, its departure airport for departure service.
   * Absent in bookings kept offline from before it was sent.
   */
  airportIata: z.string().optional(),
  passengerCount: z.number().int(),
  specialRequests: z.string().nullable(),
  /** Who the officer asks for (issue 19 §1); null on bookings made before it was asked. */
  leadPassengerName: z.string().nullable(),
  /** A reachable phone in E.164 (issue 19 §1); null on bookings made before it was asked. */
  contactPhone: z.string().nullable(),
  /** The lead passenger's e-mail when the booker gave one (issue 36 item 1). */
  leadPassengerEmail: z.string().nullable().optional(),
  /** Total in USD major units (§3: a number). */
  totalAmount: z.number().describe('The booking total in US dollars (major units of `currency`)'),
  currency: z.literal('USD'),
  /** Total in NGN major units (naira), at the rate copied onto the booking. */
  totalAmountNgn: z.number().describe('The booking total in naira (major units), at the booking rate'),
  /** Price per passenger in USD major units (dollars). */
  unitPriceUsd: z.number().describe('Price per passenger in US dollars (major units)'),
  /** Naira per US dollar, as copied onto the booking (display only; up to 4 decimals). */
  exchangeRate: z.number().describe('Naira per US dollar, as copied onto the booking (up to 4 decimals)'),
  /**
   * The lines the booking was sold with (issue 41 items 3 and 5), amounts in USD cents; they sum
   * to the total. Absent in bookings kept offline from before they were sent.
   */
  priceLines: z.array(PriceLineSchema).optional(),
  /**
   * Hours before the flight time from which a paid booking cancelled by its traveller is no longer
   * refunded: its airport's rule when it was made (issue 41 item 1). Absent in bookings kept
   * offline from before it was sent (then REFUND_WINDOW_HOURS).
   */
  freeCancellationHours: z.number().int().optional(),
  /** ISO 8601 instant the booking was made. */
  createdAt: z.string(),
  flight: BookingFlightSchema,
  /** ISO 8601 instant the officer meets the traveller (service plan; shown on the airport's clock, `serviceTimeZone`). */
  meetingTime: z.string(),
  /**
   * ISO 8601 instant the officer's window ends, as booked: the airport's service length and any
   * extra waiting time bought (issue 41 items 1, 4). Absent in bookings kept offline from before.
   */
  serviceWindowEnd: z.string().optional(),
  /** Where the officer meets the traveller at the booking's airport; null when none is set for its terminal. */
  meetingPoint: z.string().nullable(),
  /** ISO 8601 instant an unpaid booking stops holding its officers; null unless pending and unpaid. */
  holdExpiresAt: z.string().nullable(),
  /**
   * The flight's status as the provider last reported it (scheduled | delayed | departed | landed |
   * diverted | cancelled; issue 18 §5).
   */
  flightStatus: z.string(),
  /** ISO 8601 instant the flight's status was last checked; null until the first check. */
  flightCheckedAt: z.string().nullable(),
  /**
   * ISO 8601 instant the officer checked in at the meeting point: from then until the booking is
   * completed the service is in progress (issue 26 §2, issue 37). Null before; absent in bookings
   * kept offline from before it was sent.
   */
  checkedInAt: z.string().nullable().optional(),
  /** Set when the flight was cancelled or diverted: cancelling refunds in full (issue 18 §4). */
  flightDisruption: FlightDisruptionSchema.nullable(),
  /** The traveller's answer to the disruption; null before any (issue 26 §3). */
  disruptionChoice: DisruptionChoiceSchema.nullable().optional(),
  /**
   * The flight the traveller named after choosing to keep a disrupted booking, while it waits for
   * the dispatcher to move it (issue 36 item 5); null otherwise.
   */
  requestedFlightNumber: z.string().nullable().optional(),
  /** The last move of the meeting time (delay or move to another flight); only in `GET /bookings/:id`. */
  meetingChange: MeetingChangeSchema.nullable().optional(),
  /** What the booking cost and how it was settled: credits, naira charged, what went back (issue 37). */
  money: BookingMoneySchema,
  /** One-time meeting code; only in `GET /bookings/:id` and only for the booking's owner. */
  meetingCode: z.string().regex(MEETING_CODE_PATTERN).optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const CreateBookingResultSchema = z.object({ booking: BookingSchema });
/** `data` of `GET /bookings/:id`, `PUT /bookings/:id/status` and `POST /bookings/:id/complete-payment`. */
export const BookingResultSchema = CreateBookingResultSchema;

/**
 * Cancellation rules (issue: bookings, Cancellation). A booking can be cancelled while it is
 * pending or confirmed and before its service time (departure for departure service, landing
 * for arrival service). A paid booking cancelled 24 h or more before that time gets a full
 * refund; later, or when nothing was paid, nothing is refunded.
 */
export const CANCELLATION_RULES = [
  'full_refund',
  'late_no_refund',
  'unpaid_no_refund',
  'flight_disrupted_refund',
  /** Our officer never checked in: the business's own no-show (issue 26 §2, ADR 251). */
  'business_no_show',
  /** A dispatcher cancelled because we cannot provide the service (issue 26 §2, ADR 251). */
  'business_cancelled',
] as const;
export const CancellationRuleSchema = z.enum(CANCELLATION_RULES);
export type CancellationRule = z.infer<typeof CancellationRuleSchema>;
/** Rules under which the whole amount goes back (issue 18 §4 adds the disrupted flight, issue 26 §2 our own failures). */
export function refundsInFull(rule: CancellationRule): boolean {
  return (
    rule === 'full_refund' ||
    rule === 'flight_disrupted_refund' ||
    rule === 'business_no_show' ||
    rule === 'business_cancelled'
  );
}

/** Which cancellation rule applied, and the booking afterwards. */
export const CancellationOutcomeSchema = z.object({
  booking: BookingSchema,
  refund: z.enum(['full', 'none']),
  rule: CancellationRuleSchema,
});
export type CancellationOutcome = z.infer<typeof CancellationOutcomeSchema>;

/** What a booking's status reads as: its own status, or `in_progress` while the service runs (issue 37). */
export type BookingDisplayStatus = BookingStatus | 'in_progress';

/**
 * The status a traveller reads (issue 37): a confirmed booking whose officer has checked in is
 * "In progress" until it is completed; otherwise the booking's own status.
 */
export function bookingDisplayStatus(booking: {
  status: BookingStatus;
  checkedInAt?: string | null | undefined;
}): BookingDisplayStatus {
  return booking.status === 'confirmed' && booking.checkedInAt ? 'in_progress' : booking.status;
}
