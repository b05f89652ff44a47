/**
 * The operations day board and the officers on each booking (issue 15 §7): `GET /api/ops/board`
 * and the assignment routes under `/api/ops/bookings/:id` (dispatcher, admin), and the officer's
 * own services, `GET /api/officer/services` (officer). Staff accounts, officers and shifts are in
 * operations.ts.
 */
import { z } from 'zod';
import { ExtraLineSchema } from './booking-extras';
import { BookingPaymentStatusSchema, BookingStatusSchema } from './bookings';
import { IataCodeSchema, ServiceTypeSchema } from './flights';
import { ServiceStateSchema } from './service-state';
import { IsoDateSchema, UuidParam } from './staff-fields';

/* ---------- the day board (issue 15 §7) ---------- */

/**
 * `cancelled`: the day's cancelled and refunded bookings, which leave the other views (issue 36
 * item 3); the board shows them greyed.
 */
export const OPS_BOARD_FILTERS = ['all', 'arrivals', 'departures', 'needs-officer', 'cancelled'] as const;

/**
 * `GET /api/ops/board?date=&filter=&q=&airport=`: `q` matches a booking reference or an e-mail;
 * `airport` (IATA) keeps one served airport's bookings, officers and late check-ins (issue 41).
 */
export const OpsBoardQuerySchema = z.strictObject({
  date: IsoDateSchema,
  filter: z.enum(OPS_BOARD_FILTERS).default('all'),
  q: z.string().trim().max(100).optional(),
  airport: IataCodeSchema.optional(),
});
export type OpsBoardQuery = z.infer<typeof OpsBoardQuerySchema>;

export const AssignedOfficerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  badgeNumber: z.string(),
  phone: z.string(),
});

export const OpsBookingSchema = z.object({
  id: z.uuid(),
  bookingReference: z.string(),
  status: BookingStatusSchema,
  paymentStatus: BookingPaymentStatusSchema,
  serviceType: ServiceTypeSchema,
  /** IATA code of the served airport where the service happens (issue 41 item 1). */
  airportIata: z.string().optional(),
  /** That airport's IANA zone (issue 41 item 2): the service's times are read on its clock. */
  airportTimeZone: z.string(),
  passengerCount: z.number().int(),
  specialRequests: z.string().nullable(),
  meetingTime: z.string(),
  meetingPoint: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  flight: z.object({
    flightNumber: z.string(),
    airlineName: z.string(),
    departureIata: z.string(),
    arrivalIata: z.string(),
    departureTime: z.string(),
    arrivalTime: z.string(),
    terminal: z.string().nullable(),
    status: z.string(),
    /** ISO instant the flight's status was last checked; null until the first check (issue 18 §5). */
    checkedAt: z.string().nullable(),
    /** The flight's own estimated times as last reported, ISO instants; null when none (issue 26 §3). */
    estimatedDepartureTime: z.string().nullable().optional(),
    estimatedArrivalTime: z.string().nullable().optional(),
  }),
  /** The flight was cancelled or diverted (issue 18 §4): shown as a flag on the row. */
  flightDisruption: z.enum(['cancelled', 'diverted']).nullable(),
  /**
   * The traveller's answer to the disruption (issue 26 §3): `keep` means a dispatcher should move
   * the booking to the re-booked flight; null while unanswered.
   */
  disruptionChoice: z.enum(['refund', 'keep']).nullable().optional(),
  /**
   * The flight the traveller named with "keep" when it could not be served at once (issue 36
   * item 5): its number and departure date (YYYY-MM-DD), for the dispatcher to move the booking to.
   */
  requestedFlight: z.object({ flightNumber: z.string(), date: z.string() }).nullable().optional(),
  /** An unpaid booking on the board holds its officers until this ISO instant; null otherwise (issue 26 §6). */
  holdExpiresAt: z.string().nullable().optional(),
  /** Five wrong meeting-code tries locked the code: only then is "Unlock code" offered (issue 26 §6). */
  codeLocked: z.boolean().optional(),
  /**
   * Who to ask for and call (issue 19 §1): the booking's lead passenger and contact phone, or
   * for older bookings the account's, never a quick sign-up placeholder. `phone` is E.164, or
   * null when no real number is known (shown as "No phone given").
   */
  leadPassenger: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }),
  officersNeeded: z.number().int(),
  officers: z.array(AssignedOfficerSchema),
  /** Paid and confirmed with fewer officers than it needs: shown in red as "Needs officer". */
  needsOfficer: z.boolean(),
  /** What the service is doing now (issue 36 item 3; contracts serviceState). */
  serviceState: ServiceStateSchema.optional(),
  /** Its officer has not checked in and the meeting time is 10 minutes away or past (server clock). */
  lateCheckIn: z.boolean().optional(),
  /** A dispatcher or admin recorded a step of this service for its officer (Step in, ADR 322). */
  steppedIn: z.boolean().optional(),
  /** Messages in the booking's chat, which the dispatcher can open from the card. */
  chatMessages: z.number().int().optional(),
});
export type OpsBooking = z.infer<typeof OpsBookingSchema>;

/** One hour of the Lagos day: officers on shift against officers in service. */
export const HourCapacitySchema = z.object({
  /** ISO instant of the hour's start. */
  hourStart: z.string(),
  onShift: z.number().int(),
  inService: z.number().int(),
});

/** A confirmed service whose officer has not checked in by meeting time − 10 min (issue 36 item 3; ADR 320). */
export const LateCheckInSchema = z.object({
  bookingId: z.uuid(),
  bookingReference: z.string(),
  /** ISO instants. */
  meetingTime: z.string(),
  /** The IANA zone of the booking's airport, whose clock its times are read on (issue 41 item 2). */
  airportTimeZone: z.string(),
  checkInDueAt: z.string(),
  meetingPoint: z.string().nullable(),
  flightNumber: z.string(),
  /** The assigned officers, with the phone the dispatcher calls (E.164). */
  officers: z.array(AssignedOfficerSchema),
});
export type LateCheckIn = z.infer<typeof LateCheckInSchema>;

export const OpsBoardSchema = z.object({
  date: z.string(),
  /**
   * The IANA zone `date` and the capacity hours are counted in: the chosen airport's, else the
   * business's (issue 41 item 2). Each booking is on its own airport's `date`.
   */
  timeZone: z.string(),
  bookings: z.array(OpsBookingSchema),
  capacity: z.array(HourCapacitySchema),
  /**
   * Late check-ins at `asOf`, whatever the date, filter or search shown: the desk sees them at
   * the top of any view (issue 36 item 3).
   */
  lateCheckIns: z.array(LateCheckInSchema).optional(),
  /** The server's clock when it answered (ISO instant): late check-ins are decided at this time. */
  asOf: z.string().optional(),
  /**
   * The next instant a service not checked in becomes late, or null when none is due within a
   * day: the board asks again then, measuring the wait from `asOf` (ADR 320).
   */
  nextCheckInDueAt: z.string().nullable().optional(),
});
export type OpsBoard = z.infer<typeof OpsBoardSchema>;

/** `POST /api/ops/bookings/:id/assignments`: assign `officerId`, replacing `replaceOfficerId` when given. */
export const AssignOfficerRequestSchema = z.strictObject({
  officerId: UuidParam,
  replaceOfficerId: UuidParam.optional(),
});
export type AssignOfficerRequest = z.infer<typeof AssignOfficerRequestSchema>;
export const UnassignParamsSchema = z.strictObject({ id: UuidParam, officerId: UuidParam });

/** `GET /api/ops/bookings/:id/candidates`: officers who could take this booking now. */
export const OfficerCandidatesSchema = z.object({ officers: z.array(AssignedOfficerSchema) });
/** Answer of assigning or unassigning: the booking's officers afterwards. */
export const BookingOfficersSchema = z.object({ officers: z.array(AssignedOfficerSchema) });

/* ---------- the officer's own view (issue 15 §7) ---------- */

/**
 * One service as its officer sees it: the board's row with the lead passenger's name only. The
 * officer reaches the traveller through the masked chat or a call through the business number
 * (ADR 311), and the landing page promises the
 * traveller's number stays private, so neither their phone nor their e-mail is sent to the
 * officer (issue 26 item 5; ADR 261). Dispatchers keep both on the board.
 */
export const OfficerServiceSchema = OpsBookingSchema.extend({
  leadPassenger: z.object({ name: z.string() }),
  /** The booking's add-on lines (issue 41 item 4): what to deliver, each marked by the officer. */
  extras: z.array(ExtraLineSchema),
});
export type OfficerService = z.infer<typeof OfficerServiceSchema>;
/** Under the traveller's name on the officer's service card: how to reach them (ADR 311). */
export const OFFICER_CONTACT_NOTE =
  'Call the traveller through our line, or write in the chat below; their number stays private.';

/** `GET /api/officer/services`: my confirmed services today and tomorrow (Lagos dates). */
export const OfficerServicesSchema = z.object({ services: z.array(OfficerServiceSchema) });
