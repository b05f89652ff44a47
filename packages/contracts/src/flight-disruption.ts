/**
 * A cancelled or diverted flight (issue 26 §3): the traveller chooses in one tap between a full
 * refund now (whatever the 24 h rule says) and keeping the booking for the re-booked flight,
 * which a dispatcher then moves. With no choice by the meeting time the full refund is made by
 * itself. The sentences here are the only copy of these words: the booking page, the e-mail and
 * the API answers use them.
 */
import { z } from 'zod';
import { BookingSchema, type DisruptionChoice, DisruptionChoiceSchema, type FlightDisruption } from './bookings';
import { noticeWords } from './service-plan';

/**
 * Body of `POST /bookings/:id/disruption-choice`. With `keep`, `flightBookingReference` names the
 * flight the airline put the traveller on, as flight search returns it (issue 36 item 5): the
 * booking moves to it at once when that flight can be served, else the dispatcher moves it.
 * Left out, the dispatcher learns the flight from the traveller.
 */
export const DisruptionChoiceRequestSchema = z.object({
  choice: DisruptionChoiceSchema,
  flightBookingReference: z.string().trim().min(1).max(40).optional(),
});
export type DisruptionChoiceRequest = z.infer<typeof DisruptionChoiceRequestSchema>;

/**
 * What became of a `keep` with a new flight: `moved` at once, or `requested` (left for the
 * dispatcher, with the flight named); null for a refund or a keep without a flight.
 */
export const KeepOutcomeSchema = z.enum(['moved', 'requested']).nullable();
export type KeepOutcome = z.infer<typeof KeepOutcomeSchema>;

/** `data` of `POST /bookings/:id/disruption-choice`: the booking afterwards and the refund made. */
export const DisruptionChoiceResultSchema = z.object({
  booking: BookingSchema,
  refund: z.enum(['full', 'none']),
  move: KeepOutcomeSchema.optional(),
});
export type DisruptionChoiceResult = z.infer<typeof DisruptionChoiceResultSchema>;

/** What each answer does, as the API's `message` says it. */
export const DisruptionChoiceMessages: Record<DisruptionChoice, string> = {
  refund: 'Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way.',
  keep: 'Thank you. We keep your booking; our team will move it to your new flight and tell you when it is done.',
};

/** Labels of the two one-tap buttons. */
export const DisruptionChoiceLabels: Record<DisruptionChoice, string> = {
  refund: 'Refund me in full now',
  keep: 'Keep my booking for my new flight',
};

/** Why a choice is refused (409). */
export const DISRUPTION_CHOICE_REFUSED = 'There is no flight disruption to answer on this booking.';

/**
 * The explanation shown above the two buttons (booking page) and in the e-mail.
 * @param deadline the meeting time, already formatted on the airport's clock with its zone ("WAT").
 */
export function disruptionChoiceText(disruption: FlightDisruption, deadline: string): string {
  return `Your flight was ${disruption}. Choose a full refund now, whatever the time, or keep this booking for your re-booked flight and our team will move it. If you have not chosen by ${deadline}, we refund you in full automatically.`;
}

/**
 * What the page says once the traveller chose to keep the booking; `requestedFlight` is the flight
 * they named when it could not be served at once (issue 36 item 5).
 */
export function disruptionKeptText(disruption: FlightDisruption, requestedFlight?: string | null): string {
  const move = requestedFlight
    ? `our team will move it to ${requestedFlight} and tell you when it is done.`
    : 'our team will move it to your new flight.';
  return `Your flight was ${disruption}. You chose to keep this booking: ${move} You can still ask for a full refund until then.`;
}

/** The keep step's question and its way out (issue 36 item 5). */
export const KeepFlightTexts = {
  question: 'Which flight did the airline put you on? Find it as you did when you booked.',
  confirm: (flight: string) => `Move my booking to ${flight}`,
  unknown: 'I do not know my new flight yet',
  back: 'Back',
  /** After a keep without a flight: name it now. */
  nameIt: 'Tell us your new flight',
} as const;

/**
 * The API's `message` when a `keep` named a flight: moved at once (the sentence of the move), or
 * left for the dispatcher with the reason it could not be moved at once.
 */
export const KeepFlightMessages = {
  moved: (movedPhrase: string) =>
    `Done: your booking ${movedPhrase}. Your meeting code and officer card stay on this page.`,
  requested: (flight: string, why: string) =>
    `Thank you. ${why} Our team will move your booking to ${flight} and tell you when it is done.`,
  /** Why a named flight is left for the dispatcher. */
  why: {
    notConfirmed: 'Your booking is not paid yet, so it cannot be moved at once.',
    noOfficer: 'No officer is free yet for that flight.',
    /** `minutes`: the airport's minimum notice (issue 41 item 1). */
    notice: (minutes: number) => `That flight is less than ${noticeWords(minutes)} away.`,
  },
} as const;

/**
 * The disruption a booking's flight is known to have: the booking's flag, else the flight's last
 * reported status (a flight that no confirmed booking follows is not flagged on its bookings).
 */
export function knownDisruption(b: {
  flightDisruption?: FlightDisruption | null;
  flightStatus: string;
}): FlightDisruption | null {
  if (b.flightDisruption) return b.flightDisruption;
  return b.flightStatus === 'cancelled' || b.flightStatus === 'diverted' ? b.flightStatus : null;
}

/**
 * Why an unpaid booking on a cancelled or diverted flight is not taken payment for (409 from every
 * payment route; the booking card and payment step say it instead of offering to pay): the
 * service it buys would not happen. Once a dispatcher has moved it to the re-booked flight, it is
 * payable again.
 */
export function disruptedNotPayableMessage(disruption: FlightDisruption): string {
  return `Your flight was ${disruption}, so this booking cannot be paid now. Keep it for your re-booked flight and pay once our team has moved it, or cancel it.`;
}

/** True when the booking still waits for (or may change) the traveller's answer. */
export function awaitsDisruptionChoice(b: {
  status: string;
  flightDisruption?: FlightDisruption | null;
  disruptionChoice?: DisruptionChoice | null;
}): boolean {
  return Boolean(b.flightDisruption) && (b.status === 'pending' || b.status === 'confirmed');
}

/**
 * Body of `POST /ops/bookings/:id/move` (dispatcher, admin): the dated flight the traveller was
 * re-booked on, as flight search returns it (`bookingReference`), and why (audited).
 */
export const MoveBookingRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500),
});
export type MoveBookingRequest = z.infer<typeof MoveBookingRequestSchema>;

/** `data` of `POST /ops/bookings/:id/move`: the new flight and meeting time, and officers still missing. */
export const MoveBookingResultSchema = z.object({
  bookingId: z.uuid(),
  flightNumber: z.string(),
  /** ISO 8601 instant of the new meeting time. */
  meetingTime: z.string(),
  /** Officers the booking still needs after the move (0 when fully staffed: otherwise "Needs officer"). */
  missingOfficers: z.number().int(),
});
export type MoveBookingResult = z.infer<typeof MoveBookingResultSchema>;

/** Why a move is refused (409). */
export const MoveBookingRefusals = {
  notConfirmed: 'Only a confirmed booking can be moved to another flight.',
  sameFlight: 'The booking is already on this flight.',
  /** The new flight does not serve the booking's airport (IATA code) in its direction (issue 41 item 1). */
  wrongDirection: (serviceType: 'arrival' | 'departure', airportIata: string) =>
    serviceType === 'arrival'
      ? `An Arrival Service needs a flight that lands at this booking's airport (${airportIata}).`
      : `A Departure Service needs a flight that leaves from this booking's airport (${airportIata}).`,
  passed: "The new flight's meeting time has already passed.",
} as const;
