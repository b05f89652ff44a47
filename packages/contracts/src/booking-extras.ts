/**
 * The add-on lines of a booking after it is sold (issue 41 item 4): each line's confirmation (an
 * on-request line waits for the dispatcher), its delivery (the officer marks it) and its refund
 * (a declined or undelivered line is refunded, line by line, through the refund path). A line is
 * named by its index in the booking's `priceLines`, which never change once the booking is made.
 */
import { z } from 'zod';
import { RefundStatusSchema } from './bookings';
import { ServiceTypeSchema } from './flights';
import { AddOnFulfilmentSchema } from './quotes';

/** `awaiting`: an on-request line the dispatcher has not answered; a guaranteed line reads `confirmed`. */
export const EXTRA_CONFIRMATIONS = ['awaiting', 'confirmed', 'declined'] as const;
export const ExtraConfirmationSchema = z.enum(EXTRA_CONFIRMATIONS);
export type ExtraConfirmation = z.infer<typeof ExtraConfirmationSchema>;

/** `pending` until the officer marks the line on the service day. */
export const EXTRA_DELIVERIES = ['pending', 'delivered', 'not_delivered'] as const;
export const ExtraDeliverySchema = z.enum(EXTRA_DELIVERIES);
export type ExtraDelivery = z.infer<typeof ExtraDeliverySchema>;

/** One add-on line of a booking and where it stands. */
export const ExtraLineSchema = z.object({
  /** Index of the line in the booking's `priceLines` (0 is the service). */
  lineIndex: z.number().int().min(1),
  addOnCode: z.string(),
  label: z.string(),
  /** The unit spelled out, e.g. "per block of 3 bags". */
  unit: z.string(),
  quantity: z.number().int(),
  /** quantity × unit price, USD cents. */
  amountUsdCents: z.number().int(),
  fulfilment: AddOnFulfilmentSchema,
  packageName: z.string().nullable(),
  confirmation: ExtraConfirmationSchema,
  delivery: ExtraDeliverySchema,
  /** The line's own refund, once declined or not delivered and charged; null otherwise. */
  refund: z
    .object({
      status: RefundStatusSchema,
      /** Naira returned for this line, kobo. */
      amountNgnKobo: z.number().int(),
    })
    .nullable(),
});
export type ExtraLine = z.infer<typeof ExtraLineSchema>;

/** `GET /api/bookings/:id/extras` and the officer's card: a booking's add-on lines. */
export const ExtraLinesResultSchema = z.object({ lines: z.array(ExtraLineSchema) });

/** One on-request line waiting for the dispatcher (`GET /api/ops/extras/waiting`). */
export const WaitingExtraSchema = z.object({
  bookingId: z.uuid(),
  bookingReference: z.string(),
  airportIata: z.string().length(3),
  serviceType: ServiceTypeSchema,
  /** ISO 8601 instant of the meeting. */
  meetingTime: z.string(),
  /** The IANA zone of the booking's airport, whose clock the meeting time is read on (issue 41 item 2). */
  airportTimeZone: z.string(),
  leadPassengerName: z.string(),
  passengerCount: z.number().int(),
  /** ISO 8601 instant the booking was paid (the 2-hour promise counts from here). */
  orderedAt: z.string(),
  line: ExtraLineSchema,
});
export type WaitingExtra = z.infer<typeof WaitingExtraSchema>;
export const WaitingExtrasResultSchema = z.object({ lines: z.array(WaitingExtraSchema) });

/** `POST /api/ops/bookings/:id/extras/:lineIndex/decline` (dispatcher): why, for the traveller. */
export const DeclineExtraRequestSchema = z.strictObject({
  reason: z.string().trim().max(300).optional(),
});

/** `POST /api/officer/services/:id/extras/:lineIndex/delivery` (the assigned officer; replayed from the offline queue by `clientId`). */
export const RecordExtraDeliveryRequestSchema = z.strictObject({
  delivered: z.boolean(),
  clientId: z.uuid().optional(),
});

/** The answer of a confirmation, a decline or a delivery: the line as it now stands. */
export const ExtraLineResultSchema = z.object({ line: ExtraLineSchema });

/** What the traveller and the staff read of a line's state, one copy. */
export function extraLineStatusWords(
  line: Pick<ExtraLine, 'confirmation' | 'delivery' | 'refund' | 'fulfilment'>,
): string {
  if (line.delivery === 'delivered') return 'Delivered';
  const refunded = line.refund?.status === 'processed' ? ', refunded' : line.refund ? ', refund on its way' : '';
  if (line.confirmation === 'declined') return `Not available${refunded}`;
  if (line.delivery === 'not_delivered') return `Not delivered${refunded}`;
  if (line.confirmation === 'awaiting') return 'Waiting for confirmation';
  return line.fulfilment === 'on_request' ? 'Confirmed' : 'Included';
}
