/**
 * Booking on behalf of an organisation (issue 39 items 2, 3): the arranger's create body, the
 * organisation's view of a booking (never its meeting code: it belongs to the passenger) and the
 * list's filters. Routes: `POST|GET /api/organisations/:organisationId/bookings`,
 * `GET …/bookings.csv`, `GET …/bookings/:bookingId`.
 */
import { z } from 'zod';
import { BookingSchema, BookingStatusSchema, PassengerCountSchema, SpecialRequirementsSchema } from './bookings';
import { ContactPhoneSchema, LeadPassengerEmailSchema, LeadPassengerNameSchema } from './contact-schemas';
import { isIsoDate } from './dates';
import { ExtrasSelectionSchema } from './extras-selection';
import { ServiceTypeSchema } from './flights';
import { OVERDUE_CARD_ONLY_DAYS } from './invoices';

export const OrganisationBookingsParamsSchema = z.strictObject({
  organisationId: z.uuid({ error: 'Invalid organisation id' }),
});

export const OrganisationBookingParamsSchema = z.strictObject({
  organisationId: z.uuid({ error: 'Invalid organisation id' }),
  bookingId: z.uuid({ error: 'Invalid booking id' }),
});

/** A cost centre or purchase-order reference as the organisation writes it: 1 to 60 characters. */
const BillingLabelSchema = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z.string().min(1, { error: 'Please enter a value, or leave it out' }).max(60, { error: 'At most 60 characters' }),
  );

/** A passenger from the organisation's list (a member or a guest saved before). */
export const BookingListedPassengerSchema = z.strictObject({ passengerId: z.uuid({ error: 'Invalid passenger id' }) });

/** A guest given by name as on the passport, phone and optional e-mail; saved into the list. */
export const BookingGuestPassengerSchema = z.strictObject({
  fullName: LeadPassengerNameSchema,
  phone: ContactPhoneSchema,
  email: LeadPassengerEmailSchema.optional(),
});

/**
 * `POST /organisations/:organisationId/bookings` body (issue 39 item 2). Prices are never accepted;
 * the passenger is one from the list or a guest. `costCentre` and `poReference` are required when
 * the organisation says so (400 VALIDATION_FAILED naming the field). A package and add-ons as a
 * traveller chooses them (issue 41 item 4), billed on account with the service.
 */
export const CreateOrganisationBookingRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  passenger: z.union([BookingListedPassengerSchema, BookingGuestPassengerSchema]),
  specialRequirements: SpecialRequirementsSchema.optional(),
  costCentre: BillingLabelSchema.optional(),
  poReference: BillingLabelSchema.optional(),
  ...ExtrasSelectionSchema.shape,
});
export type CreateOrganisationBookingRequest = z.output<typeof CreateOrganisationBookingRequestSchema>;
export type CreateOrganisationBookingRequestInput = z.input<typeof CreateOrganisationBookingRequestSchema>;

/** Field messages when the organisation requires the field and it was left out. */
export const OrganisationBookingMessages = {
  costCentreRequired: 'Your organisation requires a cost centre for each booking',
  poReferenceRequired: 'Your organisation requires a purchase-order reference for each booking',
  suspended: 'This organisation is suspended and cannot book. Please contact us.',
} as const;

/**
 * How a booking made for an organisation is paid (issue 39 item 3): `on_account` confirmed at
 * once and billed on the month's invoice; `card_required` pending, the arranger pays by card with
 * the usual checkout before the hold ends.
 */
export const ORGANISATION_BOOKING_PAYMENTS = ['on_account', 'card_required'] as const;
export type OrganisationBookingPayment = (typeof ORGANISATION_BOOKING_PAYMENTS)[number];

/**
 * Why a card is needed: the organisation pays by card; an invoice is more than
 * OVERDUE_CARD_ONLY_DAYS overdue; this booking would take the unpaid total above the credit limit;
 * or the booking could not be confirmed any more (its hold ended, or it was cancelled meanwhile).
 */
export const CARD_REQUIRED_REASONS = ['card_terms', 'overdue', 'over_limit', 'not_payable'] as const;
export type CardRequiredReason = (typeof CARD_REQUIRED_REASONS)[number];

/** What the arranger reads when a booking is confirmed on account, or was paid by card already. */
export const OnAccountMessages = {
  confirmed: 'Booking confirmed on account. It will be on your monthly invoice.',
  paidByCard: 'This booking is paid.',
} as const;

export const CardRequiredMessages: Record<CardRequiredReason, string> = {
  card_terms: 'Your organisation pays by card. Please pay for this booking to confirm it.',
  overdue: `Your organisation has an invoice more than ${OVERDUE_CARD_ONLY_DAYS} days overdue, so bookings are paid by card until it is paid.`,
  over_limit: 'This booking would take your organisation above its credit limit. Please pay for it by card.',
  not_payable: 'This booking can no longer be confirmed on account.',
};

export const OrganisationBookingPaymentSchema = z.object({
  outcome: z.enum(ORGANISATION_BOOKING_PAYMENTS),
  reason: z.enum(CARD_REQUIRED_REASONS).nullable(),
  message: z.string(),
});
export type OrganisationBookingPaymentAnswer = z.infer<typeof OrganisationBookingPaymentSchema>;

/**
 * A booking as the organisation sees it (issue 39 items 2, 5): the booking without its meeting
 * code (it belongs to the passenger; never in an arranger's answer), with the passenger, the
 * billing labels, who booked it and the officer met at the meeting point (live status: `status`,
 * `checkedInAt`, `flightStatus`).
 */
export const OrganisationBookingSchema = BookingSchema.omit({ meetingCode: true, meetingChange: true }).extend({
  organisationId: z.uuid(),
  /** The entry of the organisation's passenger list; null when it was removed since. */
  passengerId: z.uuid().nullable(),
  /** The passenger has an account of their own (a member): they see the booking and its code. */
  passengerIsMember: z.boolean(),
  costCentre: z.string().nullable(),
  poReference: z.string().nullable(),
  /** The arranger who made the booking. */
  bookedBy: z.string().nullable(),
  /** The first officer assigned, as the passenger will meet them; null until assigned. */
  officerName: z.string().nullable(),
});
export type OrganisationBooking = z.infer<typeof OrganisationBookingSchema>;

export const CreateOrganisationBookingResultSchema = z.object({
  booking: OrganisationBookingSchema,
  payment: OrganisationBookingPaymentSchema,
});
export type CreateOrganisationBookingResult = z.infer<typeof CreateOrganisationBookingResultSchema>;

export const OrganisationBookingResultSchema = z.object({ booking: OrganisationBookingSchema });

const LagosDateSchema = z.string().refine(isIsoDate, { error: 'Use a date as YYYY-MM-DD' });

/** Default and largest page of the organisation's bookings list. */
export const ORGANISATION_BOOKINGS_PAGE = 25;
export const ORGANISATION_BOOKINGS_MAX_PAGE = 100;

/**
 * Filters of `GET /organisations/:organisationId/bookings` (and `.csv`): the passenger's name
 * (any part, any case), status, meeting dates in Lagos (`from`..`to`, both included), cost centre
 * (exact); `cursor` from the previous page's `nextCursor`.
 */
export const OrganisationBookingsQuerySchema = z
  .strictObject({
    passenger: z.string().trim().min(1).max(100).optional(),
    status: BookingStatusSchema.optional(),
    from: LagosDateSchema.optional(),
    to: LagosDateSchema.optional(),
    costCentre: z.string().trim().min(1).max(60).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(ORGANISATION_BOOKINGS_MAX_PAGE).default(ORGANISATION_BOOKINGS_PAGE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "'from' must not be after 'to'", path: ['to'] });
export type OrganisationBookingsQuery = z.output<typeof OrganisationBookingsQuerySchema>;

export const OrganisationBookingListSchema = z.object({
  bookings: z.array(OrganisationBookingSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrganisationBookingList = z.infer<typeof OrganisationBookingListSchema>;
