/**
 * The partner API under `/api/partner/…` (issue 40 items 1, 2; ADR 365): what a key answers about
 * itself, the quote, and the bookings list's filters a poller uses (`updatedSince`). Bookings and
 * invoices answer in the same schemas as the organisation's own routes
 * (organisation-bookings.ts, invoices); every error is the §8 envelope.
 */
import { z } from 'zod';
import { BookingStatusSchema, CancellationOutcomeSchema, PassengerCountSchema } from './bookings';
import { ExtrasSelectionSchema } from './extras-selection';
import { ServiceTypeSchema } from './flights';
import { ORGANISATION_BOOKINGS_MAX_PAGE, OrganisationBookingSchema } from './organisation-bookings';
import { OrganisationParamsSchema } from './organisations';
import { ApiKeyScopeSchema } from './partners';
import { PriceLineSchema } from './quotes';

/** `GET /api/partner/organisation`: who the key is, for a partner to check its set-up. */
export const PartnerIdentitySchema = z.object({
  organisationId: z.uuid(),
  organisationName: z.string(),
  organisationStatus: z.enum(['approved', 'suspended']),
  apiKeyId: z.uuid(),
  keyName: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  /** `test` on a sandbox instance (`ftk_test_…` keys), else `live`. */
  mode: z.enum(['live', 'test']),
});
export type PartnerIdentity = z.infer<typeof PartnerIdentitySchema>;

/**
 * `POST /api/partner/quotes` body: the flight (its `bookingReference` from a search), the service
 * and the party size, and a package or add-ons, as a booking would send them. The server prices;
 * a client never does.
 */
export const PartnerQuoteRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  ...ExtrasSelectionSchema.shape,
});
export type PartnerQuoteRequest = z.output<typeof PartnerQuoteRequestSchema>;

/** The price a booking made now would carry, in major units with their currency (as a booking shows money). */
export const PartnerQuoteSchema = z.object({
  flightBookingReference: z.string(),
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int(),
  unitPrice: z.number().describe('Price per passenger in US dollars (major units)'),
  totalAmount: z.number().describe('The total in US dollars (major units of `currency`)'),
  currency: z.literal('USD'),
  totalAmountNgn: z.number().describe('The total in naira (major units), at `exchangeRate`'),
  exchangeRate: z
    .number()
    .describe('Naira per US dollar in force now (up to 4 decimals); the booking copies the rate it is made at'),
  /** The lines a booking made now copies (issue 41 item 5), amounts in US cents. */
  lines: z.array(PriceLineSchema).describe('The lines the total is the sum of; amounts in US cents (minor units)'),
});
export type PartnerQuote = z.infer<typeof PartnerQuoteSchema>;

/** Default page of the partner's bookings list. */
export const PARTNER_BOOKINGS_PAGE = 50;

/**
 * `GET /api/partner/bookings` filters. Without `updatedSince`: newest booked first. With it
 * (ISO 8601 instant): the bookings changed at or after it, oldest change first, so a poller
 * keeps the last `updatedAt` it saw and asks again from there. `cursor` from `nextCursor`.
 */
export const PartnerBookingsQuerySchema = z.strictObject({
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  status: BookingStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ORGANISATION_BOOKINGS_MAX_PAGE).default(PARTNER_BOOKINGS_PAGE),
});
export type PartnerBookingsQuery = z.output<typeof PartnerBookingsQuerySchema>;

/** One booking as a key reads it: the organisation's view (never the meeting code) and when it last changed. */
export const PartnerBookingSchema = OrganisationBookingSchema.extend({
  /** ISO 8601 instant of the booking's last change: a poller's next `updatedSince`. */
  updatedAt: z.string(),
});
export type PartnerBooking = z.infer<typeof PartnerBookingSchema>;

export const PartnerBookingListSchema = z.object({
  bookings: z.array(PartnerBookingSchema),
  /** Pass as `cursor` (with the same filters) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PartnerBookingList = z.infer<typeof PartnerBookingListSchema>;

export const PartnerBookingResultSchema = z.object({ booking: PartnerBookingSchema });

/** `DELETE /api/partner/bookings/:bookingId`: the booking afterwards and the refund rule that applied. */
export const PartnerCancellationSchema = CancellationOutcomeSchema.extend({ booking: PartnerBookingSchema });
export type PartnerCancellation = z.infer<typeof PartnerCancellationSchema>;

export const PartnerBookingParamsSchema = z.strictObject({ bookingId: z.uuid({ error: 'Invalid booking id' }) });
export const PartnerInvoiceParamsSchema = z.strictObject({ invoiceId: z.uuid({ error: 'Invalid invoice id' }) });

/** `…/api-keys/:apiKeyId` of an organisation. */
export const OrganisationApiKeyParamsSchema = OrganisationParamsSchema.extend({
  apiKeyId: z.uuid({ error: 'Invalid API key id' }),
});
