/**
 * The lead passenger as a person of the booking (issue 36 item 1): someone booked airport
 * assistance for them, so the day's texts go to their phone, and each text links to their pass,
 * a read-only page opened by a signed link that shows what they need at the airport (the meeting
 * code, time and point, the officer card) and nothing of the booker's account.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { BookingStatusSchema, FlightDisruptionSchema } from './bookings';
import { ServiceTypeSchema } from './flights';
import { ReachedMilestoneSchema, TravellerOfficerSchema } from './live';
import { MeetingChangeSchema } from './meeting-change';
import { dayInZone, formatInZone } from './zone-time';

/**
 * When a passenger's link stops working: the end of the day, at the service's airport
 * (`timeZone`, issue 41 item 2), on which the service ends (`serviceWindowEnd`), so it works all
 * day long, and no longer (issue 36 item 1).
 */
export function passExpiresAt(serviceWindowEnd: Date, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = dayInZone(serviceWindowEnd, timeZone).split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day + 1, timeZone).getTime());
}
/** The web app's page of a pass; the token is the last path segment. */
export const PASS_PATH_PREFIX = '/pass/';

/** `GET /api/pass/:token` path parameter: a signed payload and its signature, base64url, joined by `~`. */
export const PassTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .max(100)
    .regex(/^[\w-]+~[\w-]+$/, { error: 'This link is not valid.' }),
});

/** The flight as the passenger needs it: who flies, where, when (with each airport's offset). */
export const PassFlightSchema = z.object({
  airlineName: z.string(),
  flightNumber: z.string(),
  departureIata: z.string(),
  arrivalIata: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  terminal: z.string().nullable(),
  /** The provider's last status (scheduled, delayed, landed, cancelled, …). */
  status: z.string(),
});

/**
 * `data` of `GET /api/pass/:token`: only what the lead passenger needs on the day. No booker
 * name, e-mail or phone, no amounts, payment or special requests.
 */
export const PassengerPassSchema = z.object({
  bookingReference: z.string(),
  /** The lead passenger's name as the booker typed it. */
  passengerName: z.string().nullable(),
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int(),
  status: BookingStatusSchema,
  flight: PassFlightSchema,
  /** ISO 8601 instant; shown on the clock of the service's airport, with its zone's name. */
  meetingTime: z.string(),
  /** The IANA zone of the service's airport (issue 41 item 2): the pass reads every time on its clock. */
  airportTimeZone: z.string(),
  meetingPoint: z.string().nullable(),
  /** Only while the service is confirmed and its flight not disrupted. */
  meetingCode: z.string().nullable(),
  /** From 30 minutes before the meeting time, or from the officer's check-in. */
  officer: TravellerOfficerSchema.nullable(),
  verifiedOfficerName: z.string().nullable(),
  milestones: z.array(ReachedMilestoneSchema),
  flightDisruption: FlightDisruptionSchema.nullable(),
  meetingChange: MeetingChangeSchema.nullable(),
  /** ISO 8601 instant the link stops working. */
  expiresAt: z.string(),
});
export type PassengerPass = z.infer<typeof PassengerPassSchema>;

export const PassMessages = {
  title: 'Your airport assistance',
  invalid: 'This link is not valid. Open the link from your latest text, or ask the person who booked for you.',
  expired: 'This link has ended with the day of the service.',
  bookedForYou: (name: string | null) =>
    name ? `${name}, an officer will meet you at the airport.` : 'An officer will meet you at the airport.',
  cancelled: 'This service was cancelled. The person who booked it has the details.',
  disrupted: (disruption: 'cancelled' | 'diverted') =>
    `Your flight was ${disruption}, so your officer service is on hold. The person who booked it can move it to your new flight.`,
  /** The same, where a text has no room for the whole sentence. */
  disruptedShort: (disruption: 'cancelled' | 'diverted') =>
    `Your flight was ${disruption}: your officer service is on hold.`,
  expiresAt: (at: string, timeZone: string) => `This page works until ${formatInZone(at, timeZone)}.`,
} as const;
